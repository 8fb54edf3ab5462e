import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef } from 'react';

import { ButtonLink } from '@/components/Button';
import { Container } from '@/components/Container';
import { tabbableElements, trapTabKey } from '@/components/Dialog/focusTrap';
import { useBodyScrollLock } from '@/components/Dialog/useBodyScrollLock';
import { IconButton } from '@/components/IconButton';
import { useHydrating } from '@/components/useHydrating';
import { breakpoint } from '@shared/theme/tokens';
import { BrandLink } from './BrandLink';
import { launchAction, navigationItems } from './navigation';
import { Bar, BarLink, Header, Menu, MenuLink, MenuList, NarrowOnly, NavList, WideOnly } from './SiteHeader.styles';

export type SiteHeaderProps = {
  /** Whether the full-screen menu (below the large breakpoint) is open. */
  menuOpen: boolean;
  /** Asks to open or close the menu. */
  onMenuOpenChange: (open: boolean) => void;
};

/** Matches once the screen is wide enough for the top bar, where the full-screen menu has no place. */
const wideScreenQuery = `(min-width: ${breakpoint.lg}px)`;

/** Whether this browser knows popovers (older ones show and hide the menu through `hidden` alone). */
const supportsPopover = (element: HTMLElement) => typeof element.showPopover === 'function';

/**
 * The top navigation bar. From the large breakpoint up it shows the navigation items and the Launch
 * System button; below it a toggle opens the same items as a full-screen menu, which holds focus
 * (with the bar above it) until it is closed by the toggle, Escape or a navigation.
 */
export function SiteHeader({ menuOpen, onMenuOpenChange }: SiteHeaderProps) {
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const appStarted = !useHydrating();

  useBodyScrollLock(menuOpen);

  const close = useEffectEvent((returnFocus: boolean) => {
    onMenuOpenChange(false);
    if (returnFocus) toggleRef.current?.focus();
  });

  // The toggle opens the menu as a popover by itself until the app runs. Once it does, the popover
  // follows `menuOpen`; a menu the browser opened before that is adopted as open, not snapped shut.
  const adoptedBrowserState = useRef(false);
  const adoptOpenMenu = useEffectEvent(() => onMenuOpenChange(true));
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    if (!supportsPopover(menu)) {
      // Nothing here can open a popover, so the attribute could only keep the menu hidden.
      menu.removeAttribute('popover');
      return;
    }
    const shown = menu.matches(':popover-open');
    if (!adoptedBrowserState.current) {
      adoptedBrowserState.current = true;
      if (shown && !menuOpen) {
        adoptOpenMenu();
        return;
      }
    }
    if (shown === menuOpen) return;
    if (menuOpen) menu.showPopover();
    else menu.hidePopover();
  }, [menuOpen]);

  useEffect(() => {
    const header = headerRef.current;
    const menu = menuRef.current;
    if (!menuOpen || !header || !menu) return;
    tabbableElements(menu)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab') {
        // The bar stays in view above the menu, so its toggle (the way out) is part of the loop.
        trapTabKey(header, event);
      }
    };
    // A menu left open while the window grows would hide itself yet keep the page locked.
    const wideScreen = typeof window.matchMedia === 'function' ? window.matchMedia(wideScreenQuery) : null;
    const onWidthChange = () => {
      if (wideScreen?.matches) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    wideScreen?.addEventListener('change', onWidthChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wideScreen?.removeEventListener('change', onWidthChange);
    };
  }, [menuOpen]);

  return (
    <Header ref={headerRef}>
      <Container>
        <Bar>
          <BrandLink />
          <WideOnly>
            <nav aria-label="Main">
              <NavList>
                {navigationItems.map((item) => (
                  <li key={item.to}>
                    <BarLink to={item.to}>{item.label}</BarLink>
                  </li>
                ))}
              </NavList>
            </nav>
            <ButtonLink href={launchAction.to}>{launchAction.label}</ButtonLink>
          </WideOnly>
          <NarrowOnly>
            <IconButton
              ref={toggleRef}
              label={menuOpen ? 'Close menu' : 'Open menu'}
              icon={menuOpen ? <X size={24} /> : <MenuIcon size={24} />}
              // Until the app runs the browser toggles the popover and reports its state itself; a fixed
              // "false" from the prerender would contradict an open menu.
              aria-expanded={appStarted ? menuOpen : undefined}
              aria-controls={menuId}
              popoverTarget={menuId}
              onClick={(event) => {
                // The app opens and closes the menu itself; the browser's own toggle is for before it ran.
                event.preventDefault();
                onMenuOpenChange(!menuOpen);
              }}
            />
          </NarrowOnly>
        </Bar>
      </Container>
      <Menu ref={menuRef} id={menuId} aria-label="Menu" popover="manual" hidden={!menuOpen}>
        <MenuList>
          {navigationItems.map((item) => (
            <li key={item.to}>
              <MenuLink to={item.to}>{item.label}</MenuLink>
            </li>
          ))}
        </MenuList>
        <ButtonLink href={launchAction.to} size="lg" fullWidth>
          {launchAction.label}
        </ButtonLink>
      </Menu>
    </Header>
  );
}
