import type {
  ContactSort,
  ContactStatus,
  MailState,
  WaitlistConfirmation,
  WaitlistSort,
  WaitlistStatus,
  WebhookEventType,
  WebhookState,
} from '@shared/contract';

/** The orders the admin lists offer (`waitlistSorts`, `contactSorts`); `newest` is the server's default. */
export type ListSort = WaitlistSort | ContactSort;

/** What every admin list filters by (GET /api/waitlist, GET /api/contact and their exports). */
export type AdminListFilters = {
  /** Free text, matched case-insensitively against the e-mail, name and other text columns. */
  q?: string;
  /** Only rows created at or after this ISO date or date-time. */
  from?: string;
  /** Only rows created at or before this ISO date-time; a plain date (2026-01-31) includes that whole day. */
  to?: string;
  /** Only rows with this source, in any case; `direct` for the rows without one. */
  source?: string;
  /** @default 'newest' (the server's) */
  sort?: ListSort;
};

/** A page of an admin list: 1-based, at most 100 rows. */
export type PageRequest = { page?: number; pageSize?: number };

export type WaitlistFilters = AdminListFilters & {
  sort?: WaitlistSort;
  status?: WaitlistStatus;
  /** Only entries whose owner confirmed their address (`confirmed`), or only those who have not. */
  confirmation?: WaitlistConfirmation;
  /** Only entries of this `utm_campaign`, in any case; `direct` for those without one. */
  utmCampaign?: string | null;
  /** Only entries of this `utm_source`, the same way. */
  utmSource?: string | null;
  /** Only entries referred by this host; `direct` for those that came without a referrer. */
  referrerHost?: string | null;
};

export type ContactFilters = AdminListFilters & {
  sort?: ContactSort;
  status?: ContactStatus;
  /** `false` lists only unread messages, `true` only read ones. */
  isRead?: boolean;
  /** `false` lists only the messages awaiting a reply, `true` only the answered ones. */
  isReplied?: boolean;
};

/** The suppression list's one filter: the address looked up (the list keeps only hashes, so no search). */
export type SuppressionFilters = {
  /** Only the entry of this address, in any case. */
  email?: string;
};

export type OutboxFilters = {
  /** Only mails whose recipient's address holds this text, in any case. */
  q?: string;
  /** Only mails in this state. */
  state?: MailState;
};

/** The webhook events' filters (GET /api/webhooks). */
export type WebhookFilters = {
  /** Only events in this state. */
  state?: WebhookState;
  /** Only events of this type. */
  type?: WebhookEventType;
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

/** The `ids` parameter of an export of the selection: `1,2,3`, or nothing when no ids are given. */
export const idsParameter = (ids: readonly number[] | undefined) => (ids && ids.length > 0 ? ids.join(',') : undefined);

/** `path?query`, or just `path` when there is no query. */
export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
