import type { SessionResponse } from '@shared/contract';
import type { KeyValueStorage } from '@/api';
import { browserStorage } from '@/api/storage';
import {
  clearStoredSession,
  inspectStoredSession,
  readStoredSession,
  type SessionUser,
  writeStoredSession,
  writeStoredToken,
  writeStoredUser,
} from './storedSession';

/**
 * Where the admin session stands. `checking` lasts until the stored entries have been read: the
 * browser reads them as the portal's store is created (useAdminSession), before its first render; a
 * render without storage (the server's) shows the spinner.
 */
export type SessionState =
  | { status: 'checking' }
  | {
      status: 'signedOut';
      /** Set when a call answered 401: the login screen says the session expired. */
      expired?: boolean;
      /** The e-mail of the admin whose session expired, to fill the login form with. */
      email?: string;
    }
  | {
      status: 'signedIn';
      token: string;
      user: SessionUser;
      /**
       * The server requires a second factor (`ADMIN_2FA=required`) and this admin has none yet: the token
       * opens only the enrolment calls, so the portal shows the enrolment screen instead of the shell. Set
       * by the login answer, or by a call answering the 403 that says so (after a reload, the flag is not
       * stored); cleared once a factor is on (`renewToken` with `setupComplete`).
       */
      twoFactorSetupRequired: boolean;
    };

const sameUser = (a: SessionUser, b: SessionUser) => JSON.stringify(a) === JSON.stringify(b);

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The admin session: the state screens render from, kept in step with local storage. A plain store
 * rather than React state, so the QueryClient's error handlers (outside any component) can end it.
 */
export function createSessionStore(storage?: KeyValueStorage) {
  let state: SessionState = { status: 'checking' };
  const listeners = new Set<() => void>();
  const resolveStorage = () => storage ?? browserStorage();

  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: (): SessionState => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Reads the stored entries: signed in if there is a token and a parseable user (product.md §4). */
    check() {
      const target = resolveStorage();
      const stored = target ? readStoredSession(target) : null;
      // The flag is not stored: the first admin call's 403 sets it again (`requireTwoFactorSetup`).
      if (stored) set({ status: 'signedIn', ...stored, twoFactorSetupRequired: false });
      else if (state.status !== 'signedOut') set({ status: 'signedOut' });
    },
    /**
     * Another tab changed the entries (a `storage` event). It writes and removes them one at a time,
     * so half a pair is a sign-in or sign-out in progress there: nothing is cleared and the state
     * stays until the event for the other key brings the complete pair. Both entries gone is that
     * tab signing out, which signs this one out too; only a complete pair that is unusable is cleared.
     */
    syncFromOtherTab() {
      const target = resolveStorage();
      if (!target) return;
      const entries = inspectStoredSession(target);
      switch (entries.kind) {
        case 'half':
          return;
        case 'session':
          if (state.status !== 'signedIn' || state.token !== entries.token || !sameUser(state.user, entries.user)) {
            // A new token (a sign-in there, or a factor turned on there) says nothing of the flag; if the
            // server still requires a factor, the next call's 403 sets it again.
            const flagged =
              state.status === 'signedIn' && state.token === entries.token && state.twoFactorSetupRequired;
            set({ status: 'signedIn', token: entries.token, user: entries.user, twoFactorSetupRequired: flagged });
          }
          return;
        case 'corrupt':
          clearStoredSession(target);
          if (state.status !== 'signedOut') set({ status: 'signedOut' });
          return;
        case 'empty':
          if (state.status !== 'signedOut') set({ status: 'signedOut' });
      }
    },
    /** Stores a successful login's token and user, and signs in. */
    signIn(response: SessionResponse) {
      const target = resolveStorage();
      if (target) writeStoredSession(target, response);
      set({
        status: 'signedIn',
        token: response.token,
        user: response.user,
        twoFactorSetupRequired: response.twoFactorSetupRequired ?? false,
      });
    },
    /**
     * The server gave this session a new token (turning the second factor on or off ends every other
     * session of the account, and re-issues this one's): stores it, where other tabs pick it up, and
     * uses it from now on. With `setupComplete` (a factor was turned on) the enrolment screen gives way
     * to the shell.
     */
    renewToken(token: string, options: { setupComplete?: boolean } = {}) {
      if (state.status !== 'signedIn') return;
      const target = resolveStorage();
      if (target) writeStoredToken(target, token);
      set({
        ...state,
        token,
        twoFactorSetupRequired: options.setupComplete ? false : state.twoFactorSetupRequired,
      });
    },
    /**
     * A call answered the 403 of `ADMIN_2FA=required` (TWO_FACTOR_SETUP_REQUIRED_MESSAGE): this admin has
     * no second factor yet, so the portal shows the enrolment screen. Only a live session is flagged.
     */
    requireTwoFactorSetup() {
      if (state.status !== 'signedIn' || state.twoFactorSetupRequired) return;
      set({ ...state, twoFactorSetupRequired: true });
    },
    /**
     * The signed-in admin changed their name (their profile): the header shows the new one, and so does
     * the stored user, which other open tabs pick up (`syncFromOtherTab`). The session itself is the same.
     */
    updateUser(user: SessionUser) {
      if (state.status !== 'signedIn') return;
      const target = resolveStorage();
      if (target) writeStoredUser(target, user);
      set({ ...state, user });
    },
    /**
     * Logout: removes both entries and shows the login form at once, then asks the server to revoke the
     * token (`revoke`), without waiting: offline, or with the server failing, the browser is still
     * cleared, and the token expires by itself.
     */
    signOut(revoke?: (token: string) => Promise<unknown>) {
      const token = state.status === 'signedIn' ? state.token : null;
      const target = resolveStorage();
      if (target) clearStoredSession(target);
      set({ status: 'signedOut' });
      if (token && revoke) {
        // A refusal (401: already expired or revoked) or a network failure leaves nothing to do here; run
        // from a resolved promise so even a call that throws at once cannot undo the sign-out above.
        void Promise.resolve()
          .then(() => revoke(token))
          .catch(() => {});
      }
    },
    /**
     * A call answered 401: the token expired or was revoked. Clears the entries and shows the login
     * screen with the notice. Only a live session can expire; a refused login is not one.
     */
    expire() {
      if (state.status !== 'signedIn') return;
      const { email } = state.user;
      const target = resolveStorage();
      if (target) clearStoredSession(target);
      set({ status: 'signedOut', expired: true, email });
    },
  };
}
