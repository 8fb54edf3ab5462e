/**
 * What an e-mail field says when the address looks like a typo of a common domain (product.md §2, "Typo
 * suggestions"): under the field, "Did you mean ada@gmail.com?" with the address as the button that takes
 * it; to screen readers, politely, the same question, then the change once taken.
 */
export const emailSuggestionCopy = {
  /** The visible line's words around the suggested address (the button). */
  before: 'Did you mean',
  after: '?',
  /** Announced when the suggestion appears. */
  suggested: (address: string) => `Did you mean ${address}?`,
  /** Announced when the person took it. */
  accepted: (address: string) => `Address changed to ${address}`,
} as const;
