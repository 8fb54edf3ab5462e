import type { WaitlistEntry } from '../../../../contract';
import { DIRECT_SOURCE, NOT_AVAILABLE } from '../common/format';

export { DIRECT_SOURCE };

/**
 * A sign-up as the admin table reads it. SPEC §3: either `joinedAt` or `createdAt` may appear, so
 * the table copes with one missing (our server sends both), and with no launch fields (an entry without
 * a status reads as waiting).
 */
export type WaitlistRow = Pick<WaitlistEntry, 'id' | 'email'> &
  Partial<Omit<WaitlistEntry, 'id' | 'email' | 'joinedAt' | 'createdAt' | 'name' | 'company' | 'source'>> & {
    name?: string | null;
    company?: string | null;
    source?: string | null;
    joinedAt?: string | null;
    createdAt?: string | null;
  };

const present = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

/** The name, or N/A when missing. */
export const nameOf = (entry: WaitlistRow) => present(entry.name) ?? NOT_AVAILABLE;

/** The company, or N/A when missing. */
export const companyOf = (entry: WaitlistRow) => present(entry.company) ?? NOT_AVAILABLE;

/** Where the sign-up came from, or Direct when missing. */
export const sourceOf = (entry: WaitlistRow) => present(entry.source) ?? DIRECT_SOURCE;

/** When the person joined: `joinedAt`, else `createdAt`, else unknown (`null`). */
export const joinDateOf = (entry: WaitlistRow) => present(entry.joinedAt) ?? present(entry.createdAt);

export { sourceBreakdownLabel } from '../common/sources';
