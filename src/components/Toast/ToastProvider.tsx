import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

import { media } from '@/theme';
import { useTopmostModal } from '../Dialog/modalStack';
import { Toast, type ToastOptions } from './Toast';

export type ToastApi = {
  /** Shows a notice and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes the notice with this id, if it is still shown. */
  dismiss: (id: string) => void;
};

export type ToastProviderProps = {
  children?: ReactNode;
  /** How long a notice stays, in milliseconds, unless it says otherwise; `null` keeps them. @default 6000 */
  duration?: number | null;
  /** Names the area the notices appear in, for assistive technology. @default 'Notifications' */
  label?: string;
  /** The most notices shown at once; the oldest go first. @default 3 */
  limit?: number;
};

type ShownToast = ToastOptions & { id: string; serial: number };

const ToastContext = createContext<ToastApi | null>(null);

const Viewport = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[600]};
  bottom: ${({ theme }) => theme.space[600]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  width: min(26rem, calc(100vw - 2 * ${({ theme }) => theme.space[600]}));
  /* The empty area around the notices must not swallow clicks meant for the page under it. */
  pointer-events: none;

  ${media.down('sm')} {
    right: ${({ theme }) => theme.space[300]};
    bottom: ${({ theme }) => theme.space[300]};
    width: calc(100vw - 2 * ${({ theme }) => theme.space[300]});
  }
`;

let nextToastNumber = 1;

/**
 * Hosts non-blocking notices for everything inside it: `useToast().show(...)` adds one to a stack in
 * the corner of the screen, rendered into `document.body` so no clipped container hides it. While a
 * modal dialog is open they render inside it: the browser makes everything outside it inert and
 * hidden under its backdrop, and a failure reported while it stays open must still be seen and heard.
 * Nothing renders on the server.
 */
export function ToastProvider({ children, duration = 6000, label = 'Notifications', limit = 3 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null);
  const serial = useRef(0);
  const topmostModal = useTopmostModal();

  useEffect(() => {
    // Browser-only content appears after mount, as in Dialog: the server renders no notices.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPortalTarget(document.body);
  }, []);

  const dismiss = useCallback((id: string) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);

  const show = useCallback(
    (options: ToastOptions) => {
      const id = options.id ?? `toast-${nextToastNumber++}`;
      serial.current += 1;
      const toast: ShownToast = { ...options, id, serial: serial.current };
      setToasts((shown) => [...shown.filter((other) => other.id !== id), toast].slice(-limit));
      return id;
    },
    [limit],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {portalTarget &&
        createPortal(
          <Viewport role="region" aria-label={label}>
            {toasts.map((toast) => (
              <ShownNotice key={`${toast.id}-${toast.serial}`} toast={toast} duration={duration} onDismiss={dismiss} />
            ))}
          </Viewport>,
          topmostModal ?? portalTarget,
        )}
    </ToastContext>
  );
}

function ShownNotice({
  toast,
  duration,
  onDismiss,
}: {
  toast: ShownToast;
  duration: number | null;
  onDismiss: (id: string) => void;
}) {
  const { id, tone, title, message } = toast;
  const dismissThis = useCallback(() => onDismiss(id), [id, onDismiss]);
  return (
    <Toast
      tone={tone}
      title={title}
      duration={toast.duration === undefined ? duration : toast.duration}
      onDismiss={dismissThis}
      data-toast-id={id}
    >
      {message}
    </Toast>
  );
}

/** The notices of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it.');
  return api;
}
