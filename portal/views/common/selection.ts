/**
 * Which rows of an admin list are selected for a bulk action: some rows of the page shown, or every
 * row the list's filters match ("Select all N matching", which can reach past the page). A selection
 * belongs to one page of one list: it starts empty whenever the search, filters, order or page change.
 */
export type Selection = { kind: 'rows'; ids: ReadonlySet<number> } | { kind: 'allMatching' };

export const emptySelection: Selection = { kind: 'rows', ids: new Set() };

/** The selected rows among those shown: ids of rows no longer listed (deleted meanwhile) do not count. */
const selectedOnPage = (selection: Selection, pageIds: readonly number[]) =>
  selection.kind === 'allMatching' ? [...pageIds] : pageIds.filter((id) => selection.ids.has(id));

export const isSelected = (selection: Selection, id: number) =>
  selection.kind === 'allMatching' || selection.ids.has(id);

/** A row's checkbox changed. Clearing one row of "all matching" leaves the rest of the page selected. */
export function toggleRow(selection: Selection, pageIds: readonly number[], id: number, selected: boolean): Selection {
  const ids = new Set(selectedOnPage(selection, pageIds));
  if (selected) ids.add(id);
  else ids.delete(id);
  return { kind: 'rows', ids };
}

/** The heading checkbox: every row of the page, or none. */
export const togglePage = (pageIds: readonly number[], selected: boolean): Selection =>
  selected ? { kind: 'rows', ids: new Set(pageIds) } : emptySelection;

/** What the heading checkbox shows: none, some (indeterminate) or all rows of the page selected. */
export function pageSelectionState(selection: Selection, pageIds: readonly number[]): 'none' | 'some' | 'all' {
  const count = selectedOnPage(selection, pageIds).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/** How many rows a bulk action would touch: the page's selected rows, or every match (`total`). */
export const selectedCount = (selection: Selection, pageIds: readonly number[], total: number | null) =>
  selection.kind === 'allMatching' ? (total ?? pageIds.length) : selectedOnPage(selection, pageIds).length;

/** "Select all N matching" is offered once the whole page is selected and more rows match than it shows. */
export const offersAllMatching = (selection: Selection, pageIds: readonly number[], total: number | null) =>
  selection.kind === 'rows' &&
  pageIds.length > 0 &&
  pageSelectionState(selection, pageIds) === 'all' &&
  (total === null || total > pageIds.length);

/**
 * What a bulk call names: the selected ids, or the list's filter for "all matching" (so rows past the
 * page, and rows that arrive meanwhile and match, are included as the administrator asked).
 */
/** What a bulk call names: the selected ids, or every row the filter matches. */
export type BulkTarget<Filter> = { ids: number[] } | { filter: Filter };

export function bulkTarget<Filter>(
  selection: Selection,
  pageIds: readonly number[],
  filter: Filter,
): BulkTarget<Filter> {
  return selection.kind === 'allMatching' ? { filter } : { ids: selectedOnPage(selection, pageIds) };
}
