const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Shown where a value is missing (product.md §2: Name and Company show N/A when missing). */
export const NOT_AVAILABLE = 'N/A';

/** Shown for a sign-up or message without a source (product.md §2: source shows Direct when missing). */
export const DIRECT_SOURCE = 'Direct';

const parse = (iso: string | null | undefined) => {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
};

/** "Nov 21, 2026" in the administrator's time zone, or N/A for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateFormat.format(date) : NOT_AVAILABLE;
}

/**
 * "Nov 21, 2026, 10:02 AM" in the administrator's (the browser's) time zone, or N/A: what the lists show
 * for when someone joined or wrote, so two sign-ups of one day can be told apart.
 */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateTimeFormat.format(date) : NOT_AVAILABLE;
}

/** The `datetime` attribute of a `<time>`: the value as sent when it is a date, else nothing. */
export const machineDate = (iso: string | null | undefined) => (parse(iso) ? (iso ?? undefined) : undefined);

/** The IANA time zone of the browser, in which every date and time in the portal is shown. */
export const browserTimeZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The line under the stat cards saying where "today", "this week" and "this month" begin: the server
 * counts them in its own zone, which may differ from the browser's, in which the lists show times.
 */
export function countingZoneNote(statsTimeZone: string, viewerTimeZone: string = browserTimeZone()): string {
  const counted = `Today, this week and this month are counted in ${statsTimeZone} time.`;
  return statsTimeZone === viewerTimeZone
    ? counted
    : `${counted} Times in the lists are in your time zone, ${viewerTimeZone}.`;
}
