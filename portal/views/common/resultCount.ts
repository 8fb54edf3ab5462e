/** The singular and plural of what a list holds, e.g. `{ one: 'message', other: 'messages' }`. */
export type CountNoun = { one: string; other: string };

/** "1 message", "5,000 messages", or "1,000+ messages" when the server stopped counting. */
export function formatCount(
  count: number,
  noun: CountNoun,
  { capped = false, locale = 'en-US' }: { capped?: boolean; locale?: string } = {},
) {
  const number = `${count.toLocaleString(locale)}${capped ? '+' : ''}`;
  return `${number} ${count === 1 && !capped ? noun.one : noun.other}`;
}
