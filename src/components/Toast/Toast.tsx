import { type ReactNode, useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';

import { Alert, type AlertProps, type AlertTone } from '../Alert';
import { media } from '@/theme';

export type ToastTone = AlertTone;

export type ToastProps = Omit<AlertProps, 'onClose'> & {
  /** @default 'info' */
  tone?: ToastTone;
  /**
   * Milliseconds before the notice dismisses itself; `null` keeps it until dismissed. The countdown
   * waits while the pointer is over the notice or focus is inside it, and starts again when they
   * leave, so nobody loses a message they are reading.
   * @default 6000
   */
  duration?: number | null;
  /** Called when the notice should go: its time is up, or its dismiss button was pressed. */
  onDismiss?: () => void;
  /** The dismiss button's accessible name. @default 'Dismiss notification' */
  dismissLabel?: string;
};

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
  to { opacity: 1; transform: none; }
`;

const Notice = styled(Alert)`
  pointer-events: auto;
  width: 100%;
  border-color: ${({ theme }) => theme.color.border.strong};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${slideIn} ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.enter}`};

  ${media.reducedMotion} {
    animation: none;
  }
`;

/**
 * A non-blocking notice: an `Alert` that floats over the page (see `ToastProvider`), reports the
 * outcome of something done in the background and goes away by itself. An error is an `alert`,
 * announced at once; the other tones are a polite `status`. It never takes focus.
 */
export function Toast({
  tone = 'info',
  duration = 6000,
  onDismiss,
  dismissLabel = 'Dismiss notification',
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...rest
}: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (duration === null || paused || !onDismiss) return;
    const timer = setTimeout(onDismiss, duration);
    return () => clearTimeout(timer);
  }, [duration, paused, onDismiss]);

  return (
    <Notice
      tone={tone}
      onClose={onDismiss}
      dismissLabel={dismissLabel}
      onMouseEnter={(event) => {
        setHovered(true);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setHovered(false);
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        onBlur?.(event);
      }}
      {...rest}
    />
  );
}

/** What `show` takes: the notice's content and how it behaves. */
export type ToastOptions = {
  /**
   * Names the notice: showing another with the same id replaces it (and announces it again) instead
   * of stacking a copy, e.g. one "could not load" notice however often loading fails.
   * @default a new id
   */
  id?: string;
  /** @default 'info' */
  tone?: ToastTone;
  /** A short summary in bold above the message. */
  title?: ReactNode;
  /** What happened, in a sentence. */
  message: ReactNode;
  /** @default the provider's duration */
  duration?: number | null;
};
