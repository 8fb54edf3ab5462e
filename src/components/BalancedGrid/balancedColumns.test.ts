import { describe, expect, it } from 'vitest';

import { balancedColumnCounts, balancedColumnSteps, columnsAt, isBalanced } from './balancedColumns';

/** The rows `columns` columns make of `count` items, as a grid fills them: [3, 1] for 4 in 3. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));

/** What a person sees as balanced: the last row full, or more than half full; never one card alone. */
const looksBalanced = (count: number, columns: number) => {
  const all = rows(count, columns);
  const first = all[0] ?? 0;
  const last = all.at(-1) ?? 0;
  return last === first || (2 * last > first && last > 1);
};

describe('balanced columns', () => {
  it('lets four items sit in 1, 2 or 4 columns, never 3 (3 + 1)', () => {
    expect(balancedColumnCounts(4)).toEqual([1, 2, 4]);
    expect(isBalanced(4, 3)).toBe(false);
  });

  it('lets three items sit in 1 or 3 columns, never 2 (2 + 1)', () => {
    expect(balancedColumnCounts(3)).toEqual([1, 3]);
    expect(isBalanced(3, 2)).toBe(false);
  });

  it('lets six items sit in 1, 2, 3 or 6 columns, never 4 (4 + 2) or 5 (5 + 1)', () => {
    expect(balancedColumnCounts(6)).toEqual([1, 2, 3, 6]);
  });

  it('lets eight items sit in 1, 2, 4 or 8 columns', () => {
    expect(balancedColumnCounts(8)).toEqual([1, 2, 4, 8]);
  });

  it('lets a count only 1 and itself divide end on a row more than half full (5: 3 + 2; 7: 4 + 3)', () => {
    expect(balancedColumnCounts(5)).toEqual([1, 3, 5]);
    expect(balancedColumnCounts(7)).toEqual([1, 4, 7]);
  });

  it('never leaves a lone item on the last row, nor a last row half empty, for any count up to 24', () => {
    for (let count = 1; count <= 24; count += 1) {
      for (const columns of balancedColumnCounts(count)) {
        expect({ count, columns, balanced: looksBalanced(count, columns) }).toEqual({ count, columns, balanced: true });
      }
    }
  });

  it('never offers more columns than items, nor more than asked', () => {
    expect(balancedColumnCounts(2)).toEqual([1, 2]);
    expect(balancedColumnCounts(1)).toEqual([1]);
    expect(balancedColumnCounts(0)).toEqual([1]);
    expect(balancedColumnCounts(6, 3)).toEqual([1, 2, 3]);
    expect(balancedColumnCounts(8, 2)).toEqual([1, 2]);
    expect(isBalanced(3, 4)).toBe(false);
  });
});

describe('balanced column steps', () => {
  it('needs room for each count of items at their narrowest, with the gaps between them', () => {
    // 4 cards of at least 15rem, 1.5rem apart, at most 4 across.
    expect(balancedColumnSteps({ count: 4, minItemWidth: 15, gap: 1.5, maxColumns: 4 })).toEqual([
      { columns: 1, minWidth: 0 },
      { columns: 2, minWidth: 31.5 },
      { columns: 4, minWidth: 64.5 },
    ]);
  });

  it('gives each width the widest step it reaches, so between two steps the grid keeps the narrower one', () => {
    const steps = balancedColumnSteps({ count: 4, minItemWidth: 15, gap: 1.5 });
    expect(columnsAt(steps, 20)).toBe(1);
    expect(columnsAt(steps, 31.5)).toBe(2);
    // Room for three, but three would leave one alone.
    expect(columnsAt(steps, 50)).toBe(2);
    expect(columnsAt(steps, 64.5)).toBe(4);
  });

  it('steps through balanced counts only, at every width from 20 to 90 rem', () => {
    for (const count of [3, 4, 6, 8]) {
      const steps = balancedColumnSteps({ count, minItemWidth: 14, gap: 1.5, maxColumns: 4 });
      for (let width = 20; width <= 90; width += 0.5) {
        const columns = columnsAt(steps, width);
        expect({ count, width, balanced: looksBalanced(count, columns) }).toEqual({ count, width, balanced: true });
      }
    }
  });
});
