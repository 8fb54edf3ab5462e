const numberFormat = new Intl.NumberFormat('en-US');

/** How much of a field's character limit a text uses. */
export type CharacterCount = {
  used: number;
  limit: number;
  /** Characters left before the limit; negative once over it. */
  remaining: number;
  /** Past the limit: the text cannot be saved as it is. */
  over: boolean;
  /** In the last tenth of the limit, or past it: the time to tell a screen-reader user. */
  nearLimit: boolean;
};

/**
 * Counts a text against a limit as the server does: in UTF-16 code units, JavaScript's `length`, which
 * is what its validation measures.
 */
export function countCharacters(text: string, limit: number): CharacterCount {
  const used = text.length;
  const remaining = limit - used;
  return { used, limit, remaining, over: remaining < 0, nearLimit: remaining <= limit / 10 };
}

/** Whether a text is longer than its limit. */
export const isOverLimit = (text: string, limit: number) => countCharacters(text, limit).over;

const characters = (count: number) => `${numberFormat.format(count)} ${count === 1 ? 'character' : 'characters'}`;

/** The counter under the field: "1,234 / 5,000". */
export const counterText = ({ used, limit }: CharacterCount) =>
  `${numberFormat.format(used)} / ${numberFormat.format(limit)}`;

/** What a screen reader hears as the text nears the limit (nothing before): "480 characters left". */
export function limitAnnouncement(count: CharacterCount) {
  if (!count.nearLimit) return '';
  if (count.over) return `${characters(-count.remaining)} over the limit of ${numberFormat.format(count.limit)}`;
  return `${characters(count.remaining)} left`;
}

/** The field's error once the text is over the limit (pasted text is kept, never cut without a word). */
export const overLimitMessage = (count: CharacterCount) =>
  `${characters(-count.remaining)} too many: the limit is ${numberFormat.format(count.limit)}. Shorten the text.`;
