import { useEffect } from 'react';

import type { KeyValueStorage } from '../../api';
import { offlineEntries } from './localWaitlist';

/** Unreadable storage holds nothing to send. */
function hasOfflineEntries(storage?: KeyValueStorage) {
  try {
    return offlineEntries(storage).length > 0;
  } catch {
    return false;
  }
}

/**
 * Sends the sign-ups saved offline when the site is next online: once on load, and whenever the
 * browser reports it is back online. The code that sends them (and the service layer) is fetched only
 * when there is something to send, which on most visits there is not.
 */
export function useOfflineWaitlistSync(storage?: KeyValueStorage) {
  useEffect(() => {
    const sync = () => {
      if (navigator.onLine === false || !hasOfflineEntries(storage)) return;
      import('./syncOfflineEntries').then(
        ({ syncOfflineEntries }) => syncOfflineEntries(storage),
        // Offline after all, or a new release replaced the file: the next `online` event tries again.
        () => {},
      );
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [storage]);
}
