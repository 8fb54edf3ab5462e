import { describe, expect, it } from 'vitest';

import {
  bulkTarget,
  emptySelection,
  isSelected,
  offersAllMatching,
  pageSelectionState,
  type Selection,
  selectedCount,
  togglePage,
  toggleRow,
} from './selection';

const page = [11, 12, 13, 14];
const rows = (...ids: number[]): Selection => ({ kind: 'rows', ids: new Set(ids) });

describe('row selection', () => {
  it('selects and clears single rows, and the heading checkbox follows: none, some, all', () => {
    let selection = toggleRow(emptySelection, page, 12, true);
    expect(pageSelectionState(selection, page)).toBe('some');
    selection = page.reduce((current, id) => toggleRow(current, page, id, true), selection);
    expect(pageSelectionState(selection, page)).toBe('all');
    selection = toggleRow(selection, page, 12, false);
    expect(isSelected(selection, 12)).toBe(false);
    expect(selectedCount(selection, page, 200)).toBe(3);
    expect(pageSelectionState(togglePage(page, false), page)).toBe('none');
  });

  it('selects every row of the page at once, and clears them at once', () => {
    expect(selectedCount(togglePage(page, true), page, 200)).toBe(4);
    expect(togglePage(page, false)).toEqual(emptySelection);
  });

  it('counts only rows still listed: a row deleted meanwhile drops out of the selection', () => {
    const selection = rows(11, 12, 99);
    expect(selectedCount(selection, page, 200)).toBe(2);
    expect(bulkTarget(selection, page, { q: 'x' })).toEqual({ ids: [11, 12] });
  });

  it('offers "select all N matching" only when the whole page is selected and more rows match', () => {
    expect(offersAllMatching(rows(11, 12), page, 200)).toBe(false);
    expect(offersAllMatching(togglePage(page, true), page, 200)).toBe(true);
    expect(offersAllMatching(togglePage(page, true), page, 4)).toBe(false);
    expect(offersAllMatching({ kind: 'allMatching' }, page, 200)).toBe(false);
    expect(offersAllMatching(emptySelection, [], 0)).toBe(false);
  });

  it('with all matching selected, counts every match and names the filter, not ids', () => {
    const all: Selection = { kind: 'allMatching' };
    expect(selectedCount(all, page, 5000)).toBe(5000);
    expect(isSelected(all, 13)).toBe(true);
    expect(bulkTarget(all, page, { source: 'twitter' })).toEqual({ filter: { source: 'twitter' } });
  });

  it('clearing one row of "all matching" keeps the rest of the page selected', () => {
    const selection = toggleRow({ kind: 'allMatching' }, page, 13, false);
    expect(bulkTarget(selection, page, {})).toEqual({ ids: [11, 12, 14] });
  });
});
