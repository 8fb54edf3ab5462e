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
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

import { IconButton } from '../IconButton';
import {
  Backdrop,
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
import { tabbableElements, trapTabKey } from './focusTrap';
import { useBodyScrollLock } from './useBodyScrollLock';

/** How the person asked to close: the owner may treat them differently (e.g. confirm on Escape). */
export type DialogCloseReason = 'escape' | 'backdrop' | 'closeButton';

export type DialogProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
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
  /** Width of the panel; on phones every size is nearly the whole screen. @default 'md' */
  size?: DialogSize;
  /** `media` drops the card for a bare frame on the backdrop, for images and video. @default 'panel' */
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
   * @default the first focusable element inside, else the dialog itself
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
};

/** Open dialogs, innermost last: only that one answers keys and holds focus. */
const openDialogs: HTMLElement[] = [];

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A modal dialog: rendered into `document.body` once mounted, it moves focus inside, keeps Tab
 * there, locks the page's scroll and on close gives focus back to whatever had it before.
 * Escape, a click on the backdrop and the close button ask the owner to close via `onClose`.
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
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
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
  const focusInitial = useEffectEvent((container: HTMLElement) => {
    (initialFocusRef?.current ?? tabbableElements(container)[0] ?? container).focus();
  });

  useEffect(() => {
    if (!open || !panel) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && !panel.contains(active) ? active : null;
    openDialogs.push(panel);
    focusInitial(panel);

    const isInnermost = () => openDialogs.at(-1) === panel;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isInnermost() || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeOnEscape();
      } else if (event.key === 'Tab') {
        trapTabKey(panel, event);
      }
    };
    // Focus that lands outside anyway (a script, a screen reader's virtual cursor) is pulled back.
    const onFocusIn = (event: FocusEvent) => {
      if (isInnermost() && event.target instanceof Node && !panel.contains(event.target)) {
        (tabbableElements(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(panel), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panel]);

  // A body that scrolls must be reachable by keyboard to be scrolled; one that fits needs no stop.
  useEffect(() => {
    // jsdom (unit tests) has no ResizeObserver; there is no layout to measure there anyway.
    if (!body || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBodyScrolls(body.scrollHeight > body.clientHeight + 1));
    observer.observe(body);
    observer.observe(content);
    return () => observer.disconnect();
  }, [body, content]);

  const panelRef = useCallback(
    (node: HTMLDivElement | null) => {
      setPanel(node);
      assignRef(ref, node);
    },
    [ref],
  );

  if (!shown) return null;

  // Only a press that starts and ends on the backdrop closes, not a text selection dragged out of the panel.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keeps focus where it is instead of letting it fall to the body.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) close('backdrop');
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    <Backdrop role="presentation" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        $variant={variant}
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
              variant={variant === 'media' ? 'solid' : 'ghost'}
              disabled={preventClose}
              onClick={() => close('closeButton')}
            />
          </CloseSlot>
        </Header>
        <Body ref={setBody} $variant={variant} tabIndex={bodyScrolls ? 0 : undefined}>
          <div ref={setContent}>{children}</div>
        </Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    portalTarget,
  );
}
