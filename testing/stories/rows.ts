import { expect } from 'storybook/test';

/**
 * How a list's items sit on screen: the number of items on each row, top to bottom ([3, 3] for six
 * cards three across; [3, 1] for four cards with one alone under three). Items whose tops are within
 * 2 px of each other share a row.
 */
export function rowsOf(list: Element): number[] {
  const rows: number[] = [];
  let rowTop: number | undefined;
  for (const item of list.children) {
    if (item.getClientRects().length === 0) continue;
    const { top } = item.getBoundingClientRect();
    if (rowTop === undefined || Math.abs(top - rowTop) > 2) {
      rows.push(1);
      rowTop = top;
    } else {
      rows[rows.length - 1] = (rows.at(-1) ?? 0) + 1;
    }
  }
  return rows;
}

/** One row per item: `stacked(3)` is [1, 1, 1]. */
export const stacked = (count: number) => Array.from({ length: count }, () => 1);

/** Asserts the list's items sit in exactly these rows (see `rowsOf`). */
export async function expectRows(list: Element, rows: number[]) {
  await expect(rowsOf(list)).toEqual(rows);
}

/** Extra story viewports: the widths where the site's grids change (the preview has 320, 375, 768, 1024 and 1440). */
export const gridViewports = {
  viewport: {
    options: {
      small: { name: 'Small 640', styles: { width: '640px', height: '900px' } },
      medium: { name: 'Medium 900', styles: { width: '900px', height: '900px' } },
      between: { name: 'Between 1100', styles: { width: '1100px', height: '900px' } },
      large: { name: 'Large 1200', styles: { width: '1200px', height: '900px' } },
    },
  },
};

/**
 * How many rows the shown `items` take on screen, wherever each sits in the page (a dialog's buttons,
 * some of them in groups): an item starts a row when its top is at or below the bottom of the row above,
 * so items of different heights on one row still share it.
 */
export function rowCountOf(items: Iterable<Element>): number {
  const boxes = [...items]
    .filter((item) => item.getClientRects().length > 0)
    .map((item) => item.getBoundingClientRect())
    .sort((first, second) => first.top - second.top);
  let rows = 0;
  let rowBottom = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    if (box.top >= rowBottom - 1) {
      rows += 1;
      rowBottom = box.bottom;
    } else {
      rowBottom = Math.max(rowBottom, box.bottom);
    }
  }
  return rows;
}
