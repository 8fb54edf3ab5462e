import type { ReactNode } from 'react';
import styled from 'styled-components';

import { WaitlistDialogHost } from '@/features/waitlist';
import { FloatingLaunchButton } from './layout/FloatingLaunchButton';
import { ScrollToTop } from './layout/ScrollToTop';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { SkipLink } from './layout/SkipLink';
import { useMenuState } from './layout/useMenuState';

/** The id of the page's main landmark, which the skip link targets. */
export const MAIN_CONTENT_ID = 'main';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const Main = styled.main`
  flex: 1 0 auto;

  &:focus {
    outline: none;
  }

  /* Anchors scrolled to (Learn More's showcase, the contact form) stop below the sticky bar. */
  & [id] {
    scroll-margin-top: ${({ theme }) => theme.space[2000]};
  }
`;

/**
 * The frame of every public page: skip link, top navigation (a full-screen menu below the large
 * breakpoint), the page as `<main id="main">`, the footer, the floating launch button of wide screens
 * and the site-wide waitlist dialog. Every route change scrolls back to the top.
 */
export function Layout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useMenuState();
  return (
    <Page>
      <ScrollToTop />
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} />
      {/* While the full-screen menu is open, the page behind it is out of reach of every input. */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1} inert={menuOpen}>
        {children}
      </Main>
      <SiteFooter inert={menuOpen} />
      <FloatingLaunchButton />
      <WaitlistDialogHost />
    </Page>
  );
}
