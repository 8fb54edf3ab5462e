import type { ContactMessage } from '@shared/contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The site promises an answer to most messages within 4-6 hours and to every message within 24 hours.
 * A message unanswered for 6 hours is past the usual answer time (`late`); one unanswered for 24 hours
 * has broken the promise (`overdue`).
 */
export const LATE_AFTER_MS = 6 * HOUR;
export const OVERDUE_AFTER_MS = DAY;

/** How pressing an unanswered message is: `none` within the usual 6 hours, then `late`, then `overdue`. */
export type WaitingLevel = 'none' | 'late' | 'overdue';

export type Waiting = {
  /** Milliseconds since the message arrived; never negative (a clock slightly behind the server's). */
  waitedMs: number;
  level: WaitingLevel;
  /** What the administrator reads: "Waiting 35 min", "Waiting 7 hr — late", "Waiting 2 days — overdue". */
  label: string;
  /** The wait as an ISO 8601 duration (`PT7H`, `P2D`), for `<time dateTime>`. */
  duration: string;
};

export const waitingLevelOf = (waitedMs: number): WaitingLevel =>
  waitedMs >= OVERDUE_AFTER_MS ? 'overdue' : waitedMs >= LATE_AFTER_MS ? 'late' : 'none';

const levelSuffix: Record<WaitingLevel, string> = { none: '', late: ' — late', overdue: ' — overdue' };

const units = {
  minute: new Intl.NumberFormat('en-US', { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
  hour: new Intl.NumberFormat('en-US', { style: 'unit', unit: 'hour', unitDisplay: 'short' }),
  day: new Intl.NumberFormat('en-US', { style: 'unit', unit: 'day', unitDisplay: 'long' }),
};

/**
 * The wait in its largest useful unit, rounded down: minutes below an hour, hours below two days (so
 * "30 hr" says more than "1 day"), days after.
 */
function waitedText(waitedMs: number): { text: string; duration: string } {
  if (waitedMs < MINUTE) return { text: 'under 1 min', duration: 'PT0M' };
  if (waitedMs < HOUR) {
    const minutes = Math.floor(waitedMs / MINUTE);
    return { text: units.minute.format(minutes), duration: `PT${minutes}M` };
  }
  if (waitedMs < 2 * DAY) {
    const hours = Math.floor(waitedMs / HOUR);
    return { text: units.hour.format(hours), duration: `PT${hours}H` };
  }
  const days = Math.floor(waitedMs / DAY);
  return { text: units.day.format(days), duration: `P${days}D` };
}

/**
 * How long a message has waited for an answer at `now`, or `null` once it is answered (replied): only
 * an unanswered message waits.
 */
export function waitingOf(
  message: Pick<ContactMessage, 'waitingSince' | 'isReplied'>,
  now: number | Date,
): Waiting | null {
  if (message.isReplied) return null;
  const receivedAt = Date.parse(message.waitingSince);
  if (Number.isNaN(receivedAt)) return null;
  const waitedMs = Math.max(0, Number(now) - receivedAt);
  const level = waitingLevelOf(waitedMs);
  const { text, duration } = waitedText(waitedMs);
  return { waitedMs, level, label: `Waiting ${text}${levelSuffix[level]}`, duration };
}
