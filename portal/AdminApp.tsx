import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { api } from '@/api';
import { lazyComponent } from '@/components/lazyComponent';
import { PageMeta } from '@/components/PageMeta';
import { siteConfig } from '@/config/site';
import { isSetPasswordPath, LoginScreen, SetPasswordScreen } from './login';
import { createAdminQueryClient, SessionCheck, type SessionState, useAdminSession } from './session';
import { adoptFirstQueries } from './shell/firstQueries';
import { AdminShell } from './shell/AdminShell';
import { keepInboxLive, useNewMessages } from './shell/liveUpdates';
import { useAdminSection } from './shell/useAdminSection';
import { discardAllMessageDrafts, draftStorage } from './views/contact/messageDrafts';

const description = 'Administration of the waitlist and contact messages.';

/** The enrolment an `ADMIN_2FA=required` server asks for first: seen once per administrator, so loaded then. */
const SetupRequired = lazyComponent(() =>
  import('./security/TwoFactorSetupRequiredScreen').then((module) => module.TwoFactorSetupRequiredScreen),
);

/**
 * The document title: the section shown once signed in, else the sign-in page. Signed in, the new
 * messages (status New, as the New Messages card counts them) lead it ("(3) Waitlist Dashboard · Admin
 * · …"), as mail clients do, so a background tab says that messages wait.
 */
function AdminPageMeta({ status, settingUp }: { status: SessionState['status']; settingUp: boolean }) {
  const section = useAdminSection();
  const signedIn = status === 'signedIn';
  // Not while a second factor is being set up: the server answers nothing else until then.
  const newMessages = useNewMessages({ enabled: signedIn && !settingUp });
  const page = signedIn && section ? `${section.title} · Admin` : status === 'signedOut' ? 'Admin Sign In' : 'Admin';
  const title = signedIn && newMessages ? `(${newMessages}) ${page}` : page;
  return (
    <>
      <PageMeta title={title} description={description} brandName={siteConfig.brandName} />
      {/* The portal is linked from nowhere; this keeps it out of search results if a link leaks. */}
      <meta name="robots" content="noindex" />
    </>
  );
}

/**
 * The admin portal (product.md §2-§4): a spinner while the stored session is checked, then the login screen
 * or the shell. Every view's calls go through this portal's QueryClient, and any of them answering 401
 * ends the session: the login screen comes back saying it expired.
 */
export function AdminApp() {
  const { store, session } = useAdminSession();
  const { pathname } = useLocation();
  const [queryClient] = useState(() => {
    const client = keepInboxLive(
      createAdminQueryClient({ onUnauthorized: store.expire, onTwoFactorSetupRequired: store.requireTwoFactorSetup }),
    );
    // The opened screen's first calls, started by the portal's entry before this render (portal/main.tsx).
    adoptFirstQueries(client);
    return client;
  });

  // Signing out on purpose leaves nothing behind: drafts are kept only through an expired session.
  const signOut = () => {
    const storage = draftStorage();
    if (storage) discardAllMessageDrafts(storage);
    store.signOut((token) => api.auth.logout(token));
  };

  // Nothing cached for one session may show in the next.
  useEffect(() => {
    if (session.status === 'signedOut') queryClient.clear();
  }, [session.status, queryClient]);

  // A mailed set-password link (`<admin path>/set-password#token=…`) opens its own screen, whoever is signed in.
  if (isSetPasswordPath(pathname)) {
    return (
      <QueryClientProvider client={queryClient}>
        <SetPasswordScreen />
      </QueryClientProvider>
    );
  }

  const settingUp = session.status === 'signedIn' && session.twoFactorSetupRequired;
  return (
    <QueryClientProvider client={queryClient}>
      <AdminPageMeta status={session.status} settingUp={settingUp} />
      {session.status === 'checking' && <SessionCheck />}
      {session.status === 'signedOut' && (
        <LoginScreen onSignedIn={store.signIn} expired={session.expired} defaultEmail={session.email} />
      )}
      {session.status === 'signedIn' && settingUp && (
        <Suspense fallback={<SessionCheck />}>
          <SetupRequired.Component
            email={session.user.email}
            // Turning the factor on ended the old token at once: the new one serves the codes' screen.
            onSessionRenewed={(token) => store.renewToken(token)}
            onEnabled={(token) => store.renewToken(token, { setupComplete: true })}
            onSignOut={signOut}
          />
        </Suspense>
      )}
      {session.status === 'signedIn' && !settingUp && (
        <AdminShell
          user={session.user}
          onLogout={signOut}
          onProfileSaved={store.updateUser}
          onSessionRenewed={store.renewToken}
        />
      )}
    </QueryClientProvider>
  );
}
