import { useEffect } from 'react';

import type { KeyValueStorage } from '@/api';

/**
 * Sends the sign-ups saved offline once the site is online (see `startOfflineWaitlistSync`). The code
 * that reads the local copy is a chunk of its own, fetched when the layout mounts: every page has the
 * hook, few visits have anything to send, and the first load of every page carries its bytes otherwise.
 */
export function useOfflineWaitlistSync(storage?: KeyValueStorage) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const start = () =>
      import('./offlineWaitlistSync').then(
        ({ startOfflineWaitlistSync }) => {
          if (unmounted || stop) return;
          window.removeEventListener('online', start);
          stop = startOfflineWaitlistSync(storage);
        },
        // Offline before the chunk arrived: nothing can be sent until the connection is back, and then
        // the listener below fetches it again.
        () => {},
      );
    window.addEventListener('online', start);
    void start();
    return () => {
      unmounted = true;
      window.removeEventListener('online', start);
      stop?.();
    };
  }, [storage]);
}
