import type { KeyValueStorage } from '@/api';
import { recordVisitAttribution } from './attributionRecorder';
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
 * The browser reports `online` when a connection comes up, which can be a moment before it carries
 * requests: after that event a failed attempt is tried again this long later, a few times.
 */
const ONLINE_RETRY_DELAY_MS = 1000;
const ONLINE_RETRIES = 3;

/**
 * Sends the sign-ups saved offline when the site is next online: once now, and whenever the browser
 * reports it is back online (then again a few times, a second apart, while some are left). The code
 * that sends them (and the service layer) is fetched only when there is something to send, which on
 * most visits there is not. Returns the way to stop.
 *
 * It also records where the visit came from (`recordVisitAttribution`, a no-op after the visit's first
 * page): this chunk is what the layout runs on every page once the app has started, so the first page
 * is noted without adding to any page's first download.
 */
export function startOfflineWaitlistSync(storage?: KeyValueStorage): () => void {
  recordVisitAttribution();
  let retry: number | undefined;
  // A send still under way when stopped must not schedule another try.
  let stopped = false;
  const sync = (retriesLeft: number) => {
    window.clearTimeout(retry);
    if (stopped || navigator.onLine === false || !hasOfflineEntries(storage)) return;
    const tryAgain = () => {
      if (retriesLeft > 0) retry = window.setTimeout(() => sync(retriesLeft - 1), ONLINE_RETRY_DELAY_MS);
    };
    import('./syncOfflineEntries')
      .then(({ syncOfflineEntries }) => syncOfflineEntries(storage))
      .then(
        (report) => {
          if (report.remaining > 0) tryAgain();
        },
        // Offline after all, or a new release replaced the file.
        tryAgain,
      );
  };
  const syncWhenOnline = () => sync(ONLINE_RETRIES);
  sync(0);
  window.addEventListener('online', syncWhenOnline);
  return () => {
    stopped = true;
    window.removeEventListener('online', syncWhenOnline);
    window.clearTimeout(retry);
  };
}
