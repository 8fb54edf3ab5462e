import { X } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect, useEffectEvent, useRef } from 'react';

import { tabbableElements, trapTabKey } from '@/components/Dialog/focusTrap';
import { useBodyScrollLock } from '@/components/Dialog/useBodyScrollLock';
import { IconButton } from '@/components/IconButton';
import { breakpoint } from '@shared/theme/tokens';
import { DrawerBackdrop, DrawerPanel, DrawerTop } from './AdminShell.styles';

/** Matches once the sidebar has room again (product.md §9: it collapses below the medium breakpoint). */
const sidebarShownQuery = `(min-width: ${breakpoint.md}px)`;

export type NavigationDrawerProps = {
  id: string;
  open: boolean;
  /** Asks to close: Escape, the close button, a click beside the drawer, or the screen growing. */
  onClose: () => void;
  /** What sits beside the close button at the top: the brand. */
  top: ReactNode;
  /** The section navigation. */
  children: ReactNode;
};

/**
 * The sidebar of narrow screens: a modal panel sliding in from the left. While open it holds focus
 * (Tab wraps inside it), locks the page's scroll and closes on Escape; focus then goes back to
 * whatever opened it.
 */
export function NavigationDrawer({ id, open, onClose, top, children }: NavigationDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && !panel.contains(active) ? active : null;
    (tabbableElements(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        trapTabKey(panel, event);
      }
    };
    // Left open while the window grows, the drawer would cover the sidebar that is back in place.
    const sidebarShown = typeof window.matchMedia === 'function' ? window.matchMedia(sidebarShownQuery) : null;
    const onWidthChange = () => {
      if (sidebarShown?.matches) close();
    };
    document.addEventListener('keydown', onKeyDown);
    sidebarShown?.addEventListener('change', onWidthChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      sidebarShown?.removeEventListener('change', onWidthChange);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <>
      <DrawerBackdrop role="presentation" onClick={onBackdropClick} />
      <DrawerPanel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-label="Admin menu" tabIndex={-1}>
        <DrawerTop>
          {top}
          <IconButton label="Close menu" icon={<X size={22} />} onClick={onClose} />
        </DrawerTop>
        {children}
      </DrawerPanel>
    </>
  );
}
