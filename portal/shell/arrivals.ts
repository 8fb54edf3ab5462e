/** What the live announcement watches of one list; `undefined` while its stats are loading. */
export type ListReading = {
  /** Rows stored. */
  total: number;
  /** The newest row's id (ids only grow), null when the list is empty. */
  newestId: number | null;
};

/** The readings the live announcement compares; a reading still loading is `undefined`. */
export type ArrivalTotals = {
  /** Contact messages. */
  messages: ListReading | undefined;
  /** Waitlist sign-ups. */
  signups: ListReading | undefined;
};

export type Arrivals = { messages: number; signups: number };

/**
 * How many rows arrived between two readings. The total's growth says how many, but a delete made in
 * the same interval (by this administrator or another) hides arrivals from it; a newer newest id says
 * that at least one arrived even then. A total seen for the first time is where counting starts, not news.
 */
function arrivedBetween(before: ListReading | undefined, after: ListReading | undefined): number {
  if (before === undefined || after === undefined) return 0;
  const grown = Math.max(0, after.total - before.total);
  // Without both ids (an empty list, or a server that does not send them) the total tells it alone.
  if (before.newestId === null || after.newestId === null) return grown;
  return after.newestId > before.newestId ? Math.max(1, grown) : grown;
}

/** What arrived between two readings. The administrator's own changes never count as arrivals. */
export const arrivalsBetween = (before: ArrivalTotals, after: ArrivalTotals): Arrivals => ({
  messages: arrivedBetween(before.messages, after.messages),
  signups: arrivedBetween(before.signups, after.signups),
});

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 new messages", "1 new sign-up", "1 new message and 3 new sign-ups", or `null` when nothing arrived. */
export function arrivalAnnouncement({ messages, signups }: Arrivals): string | null {
  const parts = [
    messages > 0 && counted(messages, 'new message', 'new messages'),
    signups > 0 && counted(signups, 'new sign-up', 'new sign-ups'),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' and ') : null;
}
