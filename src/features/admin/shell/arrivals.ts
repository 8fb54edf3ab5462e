/** The totals the live announcement watches; a total still loading is `undefined`. */
export type ArrivalTotals = {
  /** Contact messages stored. */
  messages: number | undefined;
  /** Waitlist sign-ups stored. */
  signups: number | undefined;
};

export type Arrivals = { messages: number; signups: number };

const grownBy = (before: number | undefined, after: number | undefined) =>
  before === undefined || after === undefined ? 0 : Math.max(0, after - before);

/**
 * What arrived between two readings of the totals. Only growth counts: the administrator's own
 * changes never add a message or a sign-up (a delete makes a total smaller), and a total seen for
 * the first time is where counting starts, not news.
 */
export const arrivalsBetween = (before: ArrivalTotals, after: ArrivalTotals): Arrivals => ({
  messages: grownBy(before.messages, after.messages),
  signups: grownBy(before.signups, after.signups),
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
