import { useEffect, useState, useSyncExternalStore } from 'react';

import { storageKeys } from '../../../api';
import { createSessionStore, type SessionStore } from './sessionStore';

const sessionKeys: ReadonlySet<string | null> = new Set([storageKeys.adminToken, storageKeys.adminUser, null]);

/**
 * The admin session of one mounted portal: a store created once, its state, and the check of the
 * stored entries after mount. Another tab signing in or out (a `storage` event on either key, or the
 * storage being cleared) is picked up too, so two open tabs never disagree about who is signed in; the
 * other tab's half-written pair is waited out, never taken for a corrupt session (issue 15).
 */
export function useAdminSession(): { store: SessionStore; session: ReturnType<SessionStore['getSnapshot']> } {
  const [store] = useState(createSessionStore);
  const session = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    store.check();
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && sessionKeys.has(event.key)) store.syncFromOtherTab();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return { store, session };
}
