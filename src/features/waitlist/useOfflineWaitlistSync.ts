import { useEffect } from 'react';

import type { KeyValueStorage } from '../../api';
import { syncOfflineEntries } from './syncOfflineEntries';

/**
 * Sends the sign-ups saved offline when the site is next online: once on load, and whenever the
 * browser reports it is back online.
 */
export function useOfflineWaitlistSync(storage?: KeyValueStorage) {
  useEffect(() => {
    const sync = () => {
      if (navigator.onLine === false) return;
      void syncOfflineEntries(storage);
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [storage]);
}
