import { Suspense, useId, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { lazyComponent } from '@/components/lazyComponent';
import { ProfileDialog } from '../profile';
import type { SessionUser } from '../session/storedSession';
import { AdminHeader } from './AdminHeader';
import { Frame, Main, Sidebar, Workspace } from './AdminShell.styles';
import { ArrivalAnnouncer, useNewMessages } from './liveUpdates';
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
  /** The admin saved their profile: the session's user (the header's name) becomes this one. */
  onProfileSaved: (user: SessionUser) => void;
  /**
   * Turning the second factor on or off ended every session of the account: this one goes on with the
   * new token the server answered.
   */
  onSessionRenewed: (token: string) => void;
};

/**
 * The signed-in portal (product.md §2): the sidebar of sections (a drawer below the medium breakpoint) with
 * the new messages counted (as the New Messages card counts them), the header (whose name opens the admin menu: profile, second factor, team, audit log), the chosen section's view, and the polite announcement of
 * new messages and sign-ups. The section lives in the URL; a path naming none goes back
 * to the bare admin path, which shows the Waitlist Dashboard.
 */
/** The second factor's dialog, opened now and then from the admin menu: its code loads when it opens. */
const TwoFactor = lazyComponent(() => import('../security/TwoFactorDialog').then((module) => module.TwoFactorDialog));

export function AdminShell({ user, onLogout, onProfileSaved, onSessionRenewed }: AdminShellProps) {
  const section = useAdminSection();
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useDrawerState();
  const [profileOpen, setProfileOpen] = useState(false);
  // Opened from the header's admin menu ("Two-factor authentication"); its dialog goes at the end of the frame.
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const newMessages = useNewMessages();
  const counts: SectionNavProps['counts'] =
    newMessages === undefined ? {} : { [messagesSection.id]: { value: newMessages, label: 'new' } };

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
          onOpenProfile={() => setProfileOpen(true)}
          onOpenTwoFactor={() => setTwoFactorOpen(true)}
          onLogout={onLogout}
        />
        <Main id="admin-main" aria-label={section.title}>
          <SectionView section={section} />
        </Main>
      </Workspace>
      {/* Outside the workspace, which is inert while the drawer is open: arrivals are told even then. */}
      <ArrivalAnnouncer />
      <ProfileDialog
        open={profileOpen}
        onClose={() => setProfileOpen(false)}
        onSaved={({ id, firstName, lastName, email }) => onProfileSaved({ id, firstName, lastName, email })}
      />
      {twoFactorOpen && (
        <Suspense fallback={null}>
          <TwoFactor.Component open onClose={() => setTwoFactorOpen(false)} onSessionRenewed={onSessionRenewed} />
        </Suspense>
      )}
    </Frame>
  );
}
