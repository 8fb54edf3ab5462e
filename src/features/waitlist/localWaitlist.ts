import { browserStorage, type KeyValueStorage, storageKeys } from '@/api/storage';

/** One sign-up as the browser keeps it (product.md §3, "Local waitlist copy"). */
export type LocalWaitlistEntry = {
  /** The server's id, or the time of saving in milliseconds when the server could not be reached. */
  id: number;
  email: string;
  name: string | null;
  company: string | null;
  /** When it was saved, as an ISO 8601 date-time. */
  timestamp: string;
  /** Present while the server has not received the sign-up yet. */
  offline?: true;
  /**
   * (ours) The code of the share link the sign-up came through, kept with an offline entry so that it
   * goes with the sign-up when it is sent later; gone with the offline flag.
   */
  referralCode?: string;
};

/** The person's details, already trimmed, with empty optional fields as null. */
export type WaitlistSignUp = Pick<LocalWaitlistEntry, 'email' | 'name' | 'company'>;

/** A sign-up to keep until the server can receive it: the details and the share link's code, if any. */
export type OfflineSignUp = WaitlistSignUp & { referralCode?: string | null };

/**
 * The browser's local storage. Throws where there is none, or where the browser blocks it (reading
 * `window.localStorage` throws then), so callers treat both like a failed save.
 */
export function resolveStorage(storage?: KeyValueStorage): KeyValueStorage {
  const resolved = storage ?? browserStorage();
  if (!resolved) throw new Error('Local storage is not available');
  return resolved;
}

const sameEmail = (first: string, second: string) => first.trim().toLowerCase() === second.trim().toLowerCase();

function isEntry(value: unknown): value is LocalWaitlistEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.email === 'string' && typeof entry.id === 'number';
}

/**
 * The kept sign-ups. Throws only when storage does; a value that is not a list (damaged, or written
 * by something else) counts as an empty one.
 */
export function readLocalWaitlist(storage?: KeyValueStorage): LocalWaitlistEntry[] {
  const raw = resolveStorage(storage).getItem(storageKeys.waitlist);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeLocalWaitlist(entries: LocalWaitlistEntry[], storage?: KeyValueStorage) {
  resolveStorage(storage).setItem(storageKeys.waitlist, JSON.stringify(entries));
}

/** Whether a sign-up with this email, in any letter case, is kept. */
export function isStoredLocally(email: string, storage?: KeyValueStorage): boolean {
  return readLocalWaitlist(storage).some((entry) => sameEmail(entry.email, email));
}

/** The sign-ups the server has not received yet. */
export function offlineEntries(storage?: KeyValueStorage): LocalWaitlistEntry[] {
  return readLocalWaitlist(storage).filter((entry) => entry.offline);
}

/**
 * Keeps a sign-up the server could not receive, marked offline, with the current time as its id (and
 * its share link's code when it has one). Returns false, saving nothing, when the email is kept
 * already. Throws when storage fails.
 */
export function saveOfflineEntry(
  { email, name, company, referralCode }: OfflineSignUp,
  storage?: KeyValueStorage,
): boolean {
  const entries = readLocalWaitlist(storage);
  if (entries.some((entry) => sameEmail(entry.email, email))) return false;
  const now = new Date();
  const entry: LocalWaitlistEntry = { email, name, company, id: now.getTime(), timestamp: now.toISOString() };
  writeLocalWaitlist([...entries, { ...entry, offline: true, ...(referralCode ? { referralCode } : {}) }], storage);
  return true;
}

/**
 * Keeps the copy of a sign-up the server accepted, with the server's id. It replaces an entry with the
 * same email, so an earlier offline copy is not sent again. Throws when storage fails.
 */
export function saveJoinedEntry(signUp: WaitlistSignUp, id: number, storage?: KeyValueStorage): void {
  const others = readLocalWaitlist(storage).filter((entry) => !sameEmail(entry.email, signUp.email));
  writeLocalWaitlist([...others, { ...signUp, id, timestamp: new Date().toISOString() }], storage);
}

/**
 * Records that the server has an offline sign-up now: the flag and the share link's code go (the server
 * has it), and the server's id replaces the local one when the server sent it. Reads storage afresh, so
 * entries added meanwhile are kept.
 */
export function markEntrySynced(email: string, serverId: number | undefined, storage?: KeyValueStorage): void {
  const entries = readLocalWaitlist(storage).map((entry) => {
    if (!sameEmail(entry.email, email)) return entry;
    const { offline: _offline, referralCode: _sent, ...synced } = entry;
    return serverId === undefined ? synced : { ...synced, id: serverId };
  });
  writeLocalWaitlist(entries, storage);
}

/**
 * Forgets a sign-up the server refused, so it is neither sent again nor counted as joined. Reads
 * storage afresh, so entries added meanwhile are kept.
 */
export function dropEntry(email: string, storage?: KeyValueStorage): void {
  writeLocalWaitlist(
    readLocalWaitlist(storage).filter((entry) => !sameEmail(entry.email, email)),
    storage,
  );
}
