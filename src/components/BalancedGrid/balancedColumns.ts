/**
 * The rule behind every card grid of the site: how many columns a number of items may be laid out in
 * so that no row is left with a lone card (3 + 1, 2 + 1) or a half-empty tail. Pure, so it is tested on
 * its own (balancedColumns.test.ts) and the grids' CSS is written from it.
 */

function isPrime(count: number): boolean {
  if (count < 2) return false;
  for (let divisor = 2; divisor * divisor <= count; divisor += 1) if (count % divisor === 0) return false;
  return true;
}

/**
 * Whether `columns` columns lay `count` items out in balanced rows: every row full. A count nothing
 * but 1 and itself divides (5, 7) would jump from one column straight to a single row, so there a last
 * row more than half full (3 + 2, 4 + 3) is balanced too. More columns than items leaves empty slots.
 */
export function isBalanced(count: number, columns: number): boolean {
  if (columns < 1 || columns > Math.max(count, 1)) return false;
  const lastRow = count % columns;
  return lastRow === 0 || (isPrime(count) && 2 * lastRow > columns);
}

/** The balanced column counts for `count` items, ascending, at most `maxColumns`: 4 → 1, 2, 4; 6 → 1, 2, 3, 6. */
export function balancedColumnCounts(count: number, maxColumns = count): number[] {
  const counts: number[] = [];
  for (let columns = 1; columns <= Math.min(count, maxColumns); columns += 1) {
    if (isBalanced(count, columns)) counts.push(columns);
  }
  return counts.length > 0 ? counts : [1];
}

export type ColumnStep = {
  /** The number of columns. */
  columns: number;
  /** The narrowest the grid may be, in rem, for that many columns of at least the item's width. */
  minWidth: number;
};

export type BalancedColumnsOptions = {
  /** How many items the grid holds. */
  count: number;
  /** The narrowest an item may be, in rem. */
  minItemWidth: number;
  /** The space between columns, in rem. */
  gap: number;
  /** The most columns, whatever the width. @default count */
  maxColumns?: number;
};

/**
 * The grid's steps, narrowest first: from each step's width up, the grid has that many columns (one
 * column below the second step). A step is a balanced count whose items are still `minItemWidth` wide.
 */
export function balancedColumnSteps({ count, minItemWidth, gap, maxColumns }: BalancedColumnsOptions): ColumnStep[] {
  return balancedColumnCounts(count, maxColumns).map((columns) => ({
    columns,
    // Rounded off: 3 × 14.2 must not come out as 42.599999….
    minWidth: columns === 1 ? 0 : Math.round((columns * minItemWidth + (columns - 1) * gap) * 1e4) / 1e4,
  }));
}

/** The columns a grid of `width` rem shows: the widest step it reaches. */
export function columnsAt(steps: readonly ColumnStep[], width: number): number {
  let columns = 1;
  for (const step of steps) if (width >= step.minWidth) columns = step.columns;
  return columns;
}
