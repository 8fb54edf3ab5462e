import type { z } from 'zod';

import type { ContactStatus, listSortSchema, MailState } from '../contract';

/** The orders the admin lists offer (see `listSortSchema`); `newest` is the server's default. */
export type ListSort = z.output<typeof listSortSchema>;

/** What every admin list filters by (GET /api/waitlist, GET /api/contact and their exports). */
export type AdminListFilters = {
  /** Free text, matched case-insensitively against the e-mail, name and other text columns. */
  q?: string;
  /** Only rows created at or after this ISO date or date-time. */
  from?: string;
  /** Only rows created at or before this ISO date or date-time. */
  to?: string;
  /** @default 'newest' (the server's) */
  sort?: ListSort;
};

/** A page of an admin list: 1-based, at most 100 rows. */
export type PageRequest = { page?: number; pageSize?: number };

export type WaitlistFilters = AdminListFilters & {
  /** Only entries with exactly this source. */
  source?: string;
};

export type ContactFilters = AdminListFilters & {
  status?: ContactStatus;
  /** `false` lists only unread messages, `true` only read ones. */
  isRead?: boolean;
};

export type OutboxFilters = {
  /** Only mails in this state. */
  state?: MailState;
};

/**
 * The query string of an admin list call, without the `?`: only the values that are set, in a fixed
 * order, so that equal filters give equal URLs.
 */
export function toQueryString(values: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') params.set(key, text);
  }
  return params.toString();
}

/** `path?query`, or just `path` when there is no query. */
export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
