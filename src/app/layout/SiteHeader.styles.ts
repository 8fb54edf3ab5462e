import styled, { css, type DefaultTheme, keyframes } from 'styled-components';

import { NavigationLink } from '@/components/location/NavigationLink';
import { media } from '@/theme';

/** The height of the bar; the full-screen menu opens right under it. */
const barHeight = ({ theme }: { theme: DefaultTheme }) => theme.space[1600];

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.color.surface.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[400]};
  min-height: ${barHeight};
`;

/** Shown from the large breakpoint up; below it the menu toggle takes over (product.md §9). */
export const WideOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[600]};

  ${media.down('lg')} {
    display: none;
  }
`;

export const NarrowOnly = styled.div`
  display: none;

  ${media.down('lg')} {
    display: flex;
  }
`;

export const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const currentPageMarker = css`
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text.link};
    background: ${({ theme }) => theme.color.surface.brandSubtle};
  }
`;

export const BarLink = styled(NavigationLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding-inline: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-decoration: none;
  white-space: nowrap;
  transition: color ${({ theme }) => theme.motion.duration.fast};

  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
  }

  ${currentPageMarker}
`;

const slideDown = keyframes`
  from { opacity: 0; transform: translateY(-0.5rem); }
`;

/**
 * The full-screen menu: everything under the bar, scrolling on its own when it is taller than the screen.
 * It is a popover of the toggle, so the browser opens it before the app has started or without
 * JavaScript; the app shows and hides it itself once it runs (and through `hidden` where the browser
 * knows no popovers).
 */
export const Menu = styled.nav`
  position: fixed;
  inset: ${barHeight} 0 0 0;
  /* The browser's popover box (centred, sized to fit, bordered) gives way to the full-screen one. */
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  color: inherit;
  z-index: ${({ theme }) => theme.zIndex.menu};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[800]};
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space[600]} ${theme.layout.gutter.mobile} ${theme.space[1200]}`};
  background: ${({ theme }) => theme.color.surface.page};
  animation: ${slideDown} ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.enter}`};

  &[hidden] {
    display: none;
  }

  /* Opened by the browser before the app took over the page: the markup still says hidden. */
  &:popover-open {
    display: flex;
  }

  ${media.up('md')} {
    padding-inline: ${({ theme }) => theme.layout.gutter.desktop};
  }

  ${media.up('lg')} {
    display: none;

    &:popover-open {
      display: none;
    }
  }
`;

export const MenuList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MenuLink = styled(NavigationLink)`
  display: flex;
  align-items: center;
  min-height: 3.25rem;
  padding-inline: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize[600]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.surface.subtle};
  }

  ${currentPageMarker}
`;
