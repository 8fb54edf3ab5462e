import { X } from 'lucide-react';
import {
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

import { IconButton } from '../IconButton';
import {
  Body,
  CloseSlot,
  Description,
  type DialogSize,
  type DialogVariant,
  Footer,
  Header,
  Heading,
  Panel,
  Title,
} from './Dialog.styles';
import { pushModal } from './modalStack';
import { useBodyScrollLock } from './useBodyScrollLock';

/** How the person asked to close: the owner may treat them differently (e.g. confirm on Escape). */
export type DialogCloseReason = 'escape' | 'backdrop' | 'closeButton';

export type DialogProps = Omit<ComponentPropsWithRef<'dialog'>, 'title' | 'open' | 'onClose' | 'onCancel'> & {
  /** Whether the dialog is shown. It is controlled: it closes only when the owner sets this to false. */
  open: boolean;
  /**
   * Called when the person asks to close (Escape, a click on the backdrop, the close button), with
   * how they asked. Never called while `preventClose` is set.
   */
  onClose: (reason: DialogCloseReason) => void;
  /** The heading. It names the dialog (`aria-labelledby`), so it is required even when hidden. */
  title: ReactNode;
  /** A sentence under the title that describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /** The content. It scrolls when it is taller than the screen; title and footer stay in view. */
  children?: ReactNode;
  /** Action buttons, pinned under the content ("Cancel", "Save Changes"). */
  footer?: ReactNode;
  /** Width of the panel; on phones every size spans the screen's width, as tall as its content. @default 'md' */
  size?: DialogSize;
  /**
   * `media` drops the card for a bare frame on the backdrop, for images and video; `viewer` gives the
   * content the whole screen, for an image viewer that pans and zooms. @default 'panel'
   */
  variant?: DialogVariant;
  /** Keeps the title for screen readers only, when the content shows what the dialog is. @default false */
  hideTitle?: boolean;
  /**
   * Blocks every way of closing and disables the close button, e.g. while a form is submitting.
   * @default false
   */
  preventClose?: boolean;
  /**
   * The element that takes focus on open, e.g. the first field of a form. Prefer this to
   * `autoFocus`, which would hide the opener that focus returns to on close.
   * @default the browser's choice: the first focusable element inside, else the dialog itself
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A modal dialog on the native `<dialog>`, opened with `showModal()`: the browser shows it in the top
 * layer, makes the page behind it inert (no focus, no clicks, hidden from assistive technology), moves
 * focus inside and, on close, gives focus back to whatever had it before. Rendered into
 * `document.body` once mounted, and only while open; it locks the page's scroll, which the browser
 * does not. Escape (the `cancel` event), a click on the backdrop and the close button ask the owner to
 * close via `onClose`.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  variant = 'panel',
  hideTitle = false,
  preventClose = false,
  initialFocusRef,
  closeLabel = 'Close',
  ref,
  ...rest
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  // The portal target is only known in the browser: nothing renders on the server or before mount.
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    // The two-pass render React documents for browser-only content: the server and the hydrating
    // render output nothing, then the portal appears.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPortalTarget(document.body);
  }, []);

  const shown = open && portalTarget !== null;
  useBodyScrollLock(shown);

  const close = (reason: DialogCloseReason) => {
    if (!preventClose) onClose(reason);
  };
  const closeOnEscape = useEffectEvent(() => close('escape'));
  const focusInitial = useEffectEvent(() => initialFocusRef?.current?.focus());

  // The element exists only while open: showing it is mounting it, closing it is unmounting it.
  useEffect(() => {
    if (!dialog) return;
    dialog.showModal();
    focusInitial();
    // Escape and other close requests: the dialog is controlled, so the owner decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeOnEscape();
    };
    // Escape pressed again without a click or a key in between cannot be refused (the browser's
    // guard against dialogs that never close): while the owner keeps it open, show it again.
    const onNativeClose = () => {
      if (dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, [dialog]);

  // A body that scrolls must be reachable by keyboard to be scrolled; one that fits needs no stop.
  useEffect(() => {
    // jsdom (unit tests) has no ResizeObserver; there is no layout to measure there anyway.
    if (!body || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBodyScrolls(body.scrollHeight > body.clientHeight + 1));
    observer.observe(body);
    observer.observe(content);
    return () => observer.disconnect();
  }, [body, content]);

  // Closing it is what gives focus back to the opener, and a dialog already taken out of the document
  // gives nothing back: a ref's cleanup runs as React unmounts the element, before it removes it. The
  // modal stack follows in the same commit, so notices shown as it closes land on the page at once.
  const dialogRef = useCallback((node: HTMLDialogElement) => {
    setDialog(node);
    const popModal = pushModal(node);
    return () => {
      node.close();
      popModal();
      setDialog(null);
    };
  }, []);
  useLayoutEffect(() => {
    assignRef(ref, dialog);
    return () => assignRef(ref, null);
  }, [ref, dialog]);

  if (!shown) return null;

  // A click on the ::backdrop (or on a media dialog's invisible frame) targets the <dialog> itself.
  // Only a press that starts and ends there closes, not a text selection dragged out of the panel.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keeps focus where it is instead of letting it fall to the body.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) close('backdrop');
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    <Panel
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Focusable by script, e.g. to hold focus while every control inside is disabled.
      tabIndex={-1}
      $size={size}
      $variant={variant}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      {...rest}
    >
      <Header $variant={variant}>
        <Heading $hidden={hideTitle}>
          <Title id={titleId}>{title}</Title>
          {description && <Description id={descriptionId}>{description}</Description>}
        </Heading>
        <CloseSlot $variant={variant}>
          <IconButton
            label={closeLabel}
            icon={<X size={20} />}
            variant={variant === 'panel' ? 'ghost' : 'solid'}
            disabled={preventClose}
            onClick={() => close('closeButton')}
          />
        </CloseSlot>
      </Header>
      <Body ref={setBody} $variant={variant} tabIndex={bodyScrolls ? 0 : undefined}>
        <div ref={setContent}>{children}</div>
      </Body>
      {footer && <Footer>{footer}</Footer>}
    </Panel>,
    portalTarget,
  );
}
