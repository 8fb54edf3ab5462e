import { useId, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import type { SessionUser } from '../session/storedSession';
import { AdminHeader } from './AdminHeader';
import { Frame, Main, Sidebar, Workspace } from './AdminShell.styles';
import { ArrivalAnnouncer, useUnreadMessages } from './liveUpdates';
import { NavigationDrawer } from './NavigationDrawer';
import { AdminBrand, SectionNav, type SectionNavProps } from './SectionNav';
import { SectionView } from './sectionViews';
import { messagesSection } from '../sections';
import { useAdminSection } from './useAdminSection';

/**
 * Open/closed state of the drawer, which closes on every navigation: it counts as open only while the
 * location it was opened at is current, so choosing a section, or back/forward, closes it.
 */
function useDrawerState() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  return [openAt === key, (open: boolean) => setOpenAt(open ? key : null)] as const;
}

export type AdminShellProps = {
  user: SessionUser;
  onLogout: () => void;
};

/**
 * The signed-in portal (product.md §2): the sidebar of sections (a drawer below the medium breakpoint) with
 * the unread messages counted, the header, the chosen section's view, and the polite announcement of
 * new messages and sign-ups. The section lives in the URL; a path naming none goes back
 * to the bare admin path, which shows the Waitlist Dashboard.
 */
export function AdminShell({ user, onLogout }: AdminShellProps) {
  const section = useAdminSection();
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useDrawerState();
  const unread = useUnreadMessages();
  const counts: SectionNavProps['counts'] =
    unread === undefined ? {} : { [messagesSection.id]: { value: unread, label: 'unread' } };

  if (!section) return <Navigate to="/" replace />;

  return (
    <Frame>
      <Sidebar aria-label="Admin sidebar">
        <AdminBrand />
        <SectionNav current={section} counts={counts} />
      </Sidebar>
      <NavigationDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)} top={<AdminBrand />}>
        <SectionNav current={section} counts={counts} />
      </NavigationDrawer>
      {/* While the drawer is open, the page behind it is out of reach of every input. */}
      <Workspace inert={drawerOpen}>
        <AdminHeader
          section={section}
          user={user}
          drawerId={drawerId}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
          onLogout={onLogout}
        />
        <Main id="admin-main" aria-label={section.title}>
          <SectionView section={section} />
        </Main>
      </Workspace>
      {/* Outside the workspace, which is inert while the drawer is open: arrivals are told even then. */}
      <ArrivalAnnouncer />
    </Frame>
  );
}
