import {
  contactStatusLabels,
  type ContactStatus,
  DIRECT_SOURCE,
  waitlistStatusLabels,
  type WaitlistStatus,
} from './constants';

/** What an export file is named after: the filters it was made with, or a selection of rows. */
export type ExportNameFilters = {
  ids?: readonly number[];
  q?: string;
  source?: string | null;
  from?: string;
  to?: string;
  status?: ContactStatus | WaitlistStatus;
  utmCampaign?: string | null;
  utmSource?: string | null;
  referrerHost?: string | null;
  isRead?: boolean;
  isReplied?: boolean;
};

const statusLabels: Record<ContactStatus | WaitlistStatus, string> = {
  ...contactStatusLabels,
  ...waitlistStatusLabels,
};

/** Text as a file name part: lower case letters and digits joined by hyphens, at most 40 characters. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '') || 'other';

/**
 * The name of a CSV export: what it holds, the filters it was made with and the day, e.g.
 * `waitlist-2026-11-24.csv`, `waitlist-source-twitter-2026-11-24.csv`,
 * `contact-messages-unread-2026-11-24.csv` or `contact-messages-selection-2026-11-24.csv`. The server
 * names its files with it; a selection (`ids`) ignores the filters, as the export does.
 */
export function exportFileName(kind: 'waitlist' | 'contact-messages', filters: ExportNameFilters, day: string) {
  const parts: string[] = [kind];
  if (filters.ids && filters.ids.length > 0) parts.push('selection');
  else {
    if (filters.status) parts.push(slug(statusLabels[filters.status]));
    if (filters.isRead === false) parts.push('unread');
    if (filters.isRead === true) parts.push('read');
    if (filters.isReplied === false) parts.push('awaiting-reply');
    if (filters.isReplied === true) parts.push('replied');
    if (filters.source) parts.push('source', slug(filters.source || DIRECT_SOURCE));
    if (filters.utmCampaign) parts.push('campaign', slug(filters.utmCampaign));
    if (filters.utmSource) parts.push('utm-source', slug(filters.utmSource));
    if (filters.referrerHost) parts.push('referrer', slug(filters.referrerHost));
    if (filters.q) parts.push('search', slug(filters.q));
    if (filters.from) parts.push('from', filters.from.slice(0, 10));
    if (filters.to) parts.push('to', filters.to.slice(0, 10));
  }
  return `${[...parts, day].join('-')}.csv`;
}
