import { useEffect, useState, useSyncExternalStore } from 'react';

import { storageKeys } from '@/api';
import { createSessionStore, type SessionStore } from './sessionStore';

const sessionKeys: ReadonlySet<string | null> = new Set([storageKeys.adminToken, storageKeys.adminUser, null]);

/**
 * The admin session of one mounted portal: a store created once, its state, read from the stored
 * entries as it is created. Another tab signing in or out (a `storage` event on either key, or the
 * storage being cleared) is picked up too, so two open tabs never disagree about who is signed in; the
 * other tab's half-written pair is waited out, never taken for a corrupt session (issue 15).
 */
export function useAdminSession(): { store: SessionStore; session: ReturnType<SessionStore['getSnapshot']> } {
  const [store] = useState(() => {
    const created = createSessionStore();
    // Local storage answers at once, so the browser reads it before the first render: a stored session
    // shows the shell and its screen in the portal's first render, not a spinner first and the shell one
    // render later (on a 4x slower CPU, 40 ms and a task: `npm run bench:admin`). The server's render,
    // which has no storage, stays the spinner.
    if (typeof window !== 'undefined') created.check();
    return created;
  });
  const session = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && sessionKeys.has(event.key)) store.syncFromOtherTab();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return { store, session };
}
