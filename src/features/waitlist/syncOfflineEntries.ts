import { api, ApiError, type KeyValueStorage } from '@/api';
import { visitAttribution } from './attribution';
import { dropEntry, type LocalWaitlistEntry, markEntrySynced, offlineEntries } from './localWaitlist';

export type SyncReport = {
  /** Entries the server has now: it accepted them, or had them already (409). */
  synced: number;
  /** Entries the server refused as invalid (400): sending them again would fail the same way. */
  dropped: number;
  /** Entries still marked offline, to be sent next time. */
  remaining: number;
};

type ResendResult =
  | { outcome: 'synced'; serverId?: number }
  | { outcome: 'refused' }
  /** `stop`: the next entries would fail the same way (no network, or asked to slow down). */
  | { outcome: 'kept'; stop: boolean };

/**
 * Whether the entry was kept offline during this very page view: its id is the time it was saved, and a
 * page's code starts at `performance.timeOrigin`. Then the visit it belongs to is this tab's, and so is
 * its attribution; the stored entry itself has no room for it (product.md §3's shape), only for the share
 * link's code, which goes with it on any later page too.
 */
const savedOnThisPage = (entry: LocalWaitlistEntry) => entry.id >= performance.timeOrigin;

async function resend(entry: LocalWaitlistEntry): Promise<ResendResult> {
  const { email, name, company, referralCode } = entry;
  try {
    const attribution = savedOnThisPage(entry) ? visitAttribution() : {};
    const { id } = await api.waitlist.join({
      email,
      name,
      company,
      source: 'website',
      ...attribution,
      // Only as text: anything else in the stored copy would have the whole sign-up refused.
      ...(typeof referralCode === 'string' ? { referralCode } : {}),
    });
    return { outcome: 'synced', serverId: id };
  } catch (error) {
    if (!(error instanceof ApiError)) return { outcome: 'kept', stop: true };
    // A 409 means the server has this email already: nothing is left to send.
    if (error.status === 409) return { outcome: 'synced' };
    // A 400 is final: the same details would be refused on every later page view, each attempt
    // spending the visitor's rate limit.
    if (error.status === 400) return { outcome: 'refused' };
    return { outcome: 'kept', stop: error.status === 429 };
  }
}

async function resendAll(storage?: KeyValueStorage): Promise<SyncReport> {
  const entries = offlineEntries(storage);
  let synced = 0;
  let dropped = 0;
  for (const entry of entries) {
    const result = await resend(entry);
    if (result.outcome === 'synced') {
      markEntrySynced(entry.email, result.serverId, storage);
      synced += 1;
    } else if (result.outcome === 'refused') {
      dropEntry(entry.email, storage);
      dropped += 1;
    } else if (result.stop) {
      break;
    }
  }
  return { synced, dropped, remaining: entries.length - synced - dropped };
}

let running: Promise<SyncReport> | null = null;
let queued: Promise<SyncReport> | null = null;

function start(storage?: KeyValueStorage): Promise<SyncReport> {
  const run: Promise<SyncReport> = resendAll(storage)
    .catch(() => ({ synced: 0, dropped: 0, remaining: 0 }))
    .finally(() => {
      if (running === run) running = null;
    });
  running = run;
  return run;
}

/**
 * Sends again, one at a time, the sign-ups saved while the server could not be reached. On 201 or 409
 * an entry loses its offline flag (the server has it); on 400 it leaves the copy (the server will never
 * take it, and a kept copy would tell the visitor they are on the list); any other failure (5xx, 429,
 * no network) leaves it for next time. Never rejects (storage
 * that cannot be read means nothing to send). Runs never overlap, so no entry is sent twice at once:
 * a call made during a run starts one more run after it, which picks up entries saved meanwhile.
 */
export function syncOfflineEntries(storage?: KeyValueStorage): Promise<SyncReport> {
  if (!running) return start(storage);
  queued ??= running.then(() => {
    queued = null;
    return start(storage);
  });
  return queued;
}
