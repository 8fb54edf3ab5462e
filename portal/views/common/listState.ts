import type { ContactSort, WaitlistSort } from '@shared/contract';

/** Rows per page of every admin table (product.md §9: the admin list fetch is page 1, page size 50). */
export const PAGE_SIZE = 50;

type AnySort = WaitlistSort | ContactSort;

/** How each order reads in the "Sort by" choice. */
const sortLabels: Record<AnySort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  waiting: 'Waiting longest',
  email: 'Email (A–Z)',
  'email-desc': 'Email (Z–A)',
  name: 'Name (A–Z)',
  'name-desc': 'Name (Z–A)',
  company: 'Company (A–Z)',
  'company-desc': 'Company (Z–A)',
  source: 'Source (A–Z)',
  'source-desc': 'Source (Z–A)',
  position: 'Place in line',
  'position-desc': 'Place in line (last first)',
  subject: 'Subject (A–Z)',
  'subject-desc': 'Subject (Z–A)',
  status: 'Status (A–Z)',
  'status-desc': 'Status (Z–A)',
};

/** The "Sort by" choices of a list, in the order the list offers them. */
export const sortOptionsOf = <Sort extends AnySort>(sorts: readonly Sort[]) =>
  sorts.map((value) => ({ value, label: sortLabels[value] }));

/**
 * Search, date range, source, order and page: what both admin tables keep in the URL
 * (`?q=…&from=2026-01-01&to=2026-01-31&source=twitter&sort=oldest&page=2`).
 */
export type BaseListState<Sort extends AnySort = AnySort> = {
  /** The search text, trimmed; empty for none. */
  q: string;
  /** The first day listed (`YYYY-MM-DD`), or none. */
  from: string | null;
  /** The last day listed, that whole day included (`YYYY-MM-DD`), or none. */
  to: string | null;
  /** Only rows of this source (a key of the stats' source breakdown, `direct` for none), or all. */
  source: string | null;
  sort: Sort;
  /** 1-based. */
  page: number;
};

/** Reads the 1-based page from the URL; a page that makes no sense (`page=-3`, `page=1.5`) is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A calendar day as a date input gives it (`2026-01-31`), or null for anything else (`2026-02-30`). */
export function readDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : null;
}

const readText = (value: string | null) => value?.trim() || null;

/** Reads the list state from the URL, ignoring values that make no sense (`page=-3`, an unknown order). */
export function readBaseListState<Sort extends AnySort>(
  params: URLSearchParams,
  sorts: readonly Sort[],
): BaseListState<Sort> {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim(),
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
    source: readText(params.get('source')),
    sort: sorts.includes(sort as Sort) ? (sort as Sort) : ('newest' as Sort),
    page: readPage(params),
  };
}

/** The URL parameters of the filters every list has, for "Clear filters". */
export const baseFilterParams = ['q', 'from', 'to', 'source'] as const;

/** Whether a search, a date or a source narrows the list. */
export const hasBaseFilters = (state: BaseListState) =>
  state.q !== '' || state.from !== null || state.to !== null || state.source !== null;

/**
 * Whether the table shows what the spec's first call fetches (page 1 of everything, newest first), so
 * that call is made exactly as written; any search, filter, other order or page uses the admin list call.
 */
export const isFirstPageOfEverything = (state: BaseListState, filtersSet = false) =>
  state.page === 1 && state.sort === 'newest' && !hasBaseFilters(state) && !filtersSet;

/**
 * The column and direction a table heading shows for an order: `name` is Name ascending, `name-desc`
 * descending; `newest` and `oldest` are the date column's two directions. An order no column shows
 * (`waiting`) marks none.
 */
export function columnSortOf(sort: AnySort, dateColumn: string) {
  if (sort === 'newest') return { column: dateColumn, direction: 'descending' as const };
  if (sort === 'oldest') return { column: dateColumn, direction: 'ascending' as const };
  if (sort === 'waiting') return null;
  return sort.endsWith('-desc')
    ? { column: sort.slice(0, -'-desc'.length), direction: 'descending' as const }
    : { column: sort, direction: 'ascending' as const };
}

/**
 * The order a click on a heading asks for: the date column starts newest first and then flips; any
 * other column starts A to Z and then flips.
 */
export function sortForColumn<Sort extends AnySort>(current: Sort, column: string, dateColumn: string): Sort {
  if (column === dateColumn) return (current === 'newest' ? 'oldest' : 'newest') as Sort;
  return (current === column ? `${column}-desc` : column) as Sort;
}

/** Which rows a page shows and whether another follows, from the total when the server sent one. */
export function pageRange({ page, shown, total }: { page: number; shown: number; total: number | null }) {
  const first = shown === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = shown === 0 ? 0 : first + shown - 1;
  const hasNext = total === null ? shown === PAGE_SIZE : page * PAGE_SIZE < total;
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / PAGE_SIZE));
  return { first, last, hasNext, hasPrevious: page > 1, pageCount };
}

/**
 * What a list's table needs to show its order and change it from its headings (`DataTable`'s `sort` and
 * `onSortChange`); the default order (newest first) leaves the address without a `sort`.
 */
export const tableSorting = (sort: AnySort, dateColumn: string, setSort: (sort: string | null) => void) => ({
  sort: columnSortOf(sort, dateColumn),
  onSortChange: (column: string) => {
    const next = sortForColumn(sort, column, dateColumn);
    setSort(next === 'newest' ? null : next);
  },
});
