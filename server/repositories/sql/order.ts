/** A list's order as SQL: its sort keys, the orders a list offers by name, and the condition "after this row". */

/** One key of a list's order: a SQL expression that is never null, the type it compares as, and a direction. */
export type SortKey = {
  expression: string;
  type: 'timestamptz' | 'int' | 'text' | 'boolean' | 'double precision';
  direction: 'asc' | 'desc';
};

/** An order: its keys, the last of them unique (the id), so that the order is total. */
export type SortOrder = readonly SortKey[];

export const ascending = (expression: string, type: SortKey['type']): SortKey => ({
  expression,
  type,
  direction: 'asc',
});
export const descending = (expression: string, type: SortKey['type']): SortKey => ({
  expression,
  type,
  direction: 'desc',
});

/** The same order backwards: every key's direction turned. */
export const reversed = (order: SortOrder): SortOrder =>
  order.map((key) => ({ ...key, direction: key.direction === 'asc' ? 'desc' : 'asc' }));

/** Newest first: what every list shows unless sorted otherwise. */
export const newestFirst: SortOrder = [descending('created_at', 'timestamptz'), descending('id', 'int')];

/**
 * The orders a list offers by name, built from the keys of each ascending order: `name` sorts by its
 * keys, `name-desc` by the same keys reversed, `newest` and `oldest` by date, and `extra` holds orders
 * that are no simple reversal (e.g. `waiting`).
 */
export function sortOrders<Name extends string>(
  ascendingKeys: Record<string, SortOrder>,
  extra: Record<string, SortOrder> = {},
): Record<Name, SortOrder> {
  const orders: Record<string, SortOrder> = { newest: newestFirst, oldest: reversed(newestFirst), ...extra };
  for (const [name, keys] of Object.entries(ascendingKeys)) {
    orders[name] = keys;
    orders[`${name}-desc`] = reversed(keys);
  }
  return orders as Record<Name, SortOrder>;
}

/** `order by` the keys of `order`. */
export const orderClause = (order: SortOrder) =>
  `order by ${order.map(({ expression, direction }) => `${expression} ${direction}`).join(', ')}`;

/**
 * The condition "comes after the row whose sort keys are `after`" in `order`. With one direction it is
 * a row comparison, which an index on the keys answers as a range; with mixed directions it is spelled
 * out key by key, with the first key's bound repeated so the index still starts in the right place.
 */
export function afterCondition(order: SortOrder, after: string[]): string {
  const beyond = (key: SortKey) => (key.direction === 'asc' ? '>' : '<');
  if (order.every((key) => key.direction === order[0]!.direction)) {
    return `(${order.map((key) => key.expression).join(', ')}) ${beyond(order[0]!)} (${after.join(', ')})`;
  }
  const alternatives = order.map((key, index) =>
    [
      ...order.slice(0, index).map((earlier, earlierIndex) => `${earlier.expression} = ${after[earlierIndex]}`),
      `${key.expression} ${beyond(key)} ${after[index]}`,
    ].join(' and '),
  );
  const first = order[0]!;
  return `${first.expression} ${beyond(first)}= ${after[0]} and (${alternatives.join(' or ')})`;
}
