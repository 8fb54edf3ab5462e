import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';

import { media } from '@/theme';

/** Sidebar beside the workspace; below the medium breakpoint the sidebar gives way to a drawer (product.md §9). */
export const Frame = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} minmax(0, 1fr);
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.surface.subtle};

  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const sidebarSurface = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[600]};
  padding: ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.surface.raised};
`;

export const Sidebar = styled.aside`
  ${sidebarSurface}
  position: sticky;
  top: 0;
  width: ${({ theme }) => theme.layout.sidebarWidth};
  height: 100vh;
  height: 100dvh;
  overflow-y: auto;
  border-right: 1px solid ${({ theme }) => theme.color.border.subtle};

  ${media.down('md')} {
    display: none;
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[200]};

  & > svg {
    flex-shrink: 0;
  }
`;

export const BrandText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const BrandName = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.extrabold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const BrandCaption = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
  text-transform: uppercase;
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const navItem = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-align: left;
  text-decoration: none;

  svg {
    flex: none;
  }
`;

export const NavItemLink = styled(Link)`
  ${navItem}
  transition: background ${({ theme }) => theme.motion.duration.fast};

  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.surface.subtle};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text.link};
    background: ${({ theme }) => theme.color.brand.subtle};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

/** A section that exists but cannot be chosen yet; it stays focusable so its "coming soon" is found. */
export const NavItemDisabled = styled.button`
  ${navItem}
  color: ${({ theme }) => theme.color.text.disabled};
  cursor: not-allowed;
`;

export const NavLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
`;

export const Workspace = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Main = styled.main`
  flex: 1 0 auto;
  min-width: 0;
  padding: ${({ theme }) => theme.space[800]};

  ${media.down('md')} {
    padding: ${({ theme }) => theme.space[400]};
  }

  &:focus {
    outline: none;
  }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const slideIn = keyframes`
  from { transform: translateX(-100%); }
`;

export const DrawerBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.surface.overlay};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.enter}`};
`;

export const DrawerPanel = styled.div`
  ${sidebarSurface}
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: min(${({ theme }) => theme.layout.sidebarWidth}, 85vw);
  overflow-y: auto;
  overscroll-behavior: contain;
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${slideIn} ${({ theme }) => `${theme.motion.duration.slow} ${theme.motion.easing.enter}`};

  &:focus {
    outline: none;
  }

  ${media.reducedMotion} {
    animation-name: ${fadeIn};
  }
`;

export const DrawerTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[200]};
`;
