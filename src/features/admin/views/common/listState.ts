import type { ListSort } from '../../../../api';

/** Rows per page of every admin table (SPEC §9: the admin list fetch is page 1, page size 50). */
export const PAGE_SIZE = 50;

export const sortOptions: ReadonlyArray<{ value: ListSort; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'email', label: 'Email (A–Z)' },
];

/** Search, order and page: what both admin tables keep in the URL (`?q=…&sort=oldest&page=2`). */
export type BaseListState = {
  /** The search text, trimmed; empty for none. */
  q: string;
  sort: ListSort;
  /** 1-based. */
  page: number;
};

const isSort = (value: string | null): value is ListSort => sortOptions.some((option) => option.value === value);

/** Reads the 1-based page from the URL; a page that makes no sense (`page=-3`, `page=1.5`) is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Reads search, order and page from the URL, ignoring values that make no sense (`page=-3`). */
export function readBaseListState(params: URLSearchParams): BaseListState {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim(),
    sort: isSort(sort) ? sort : 'newest',
    page: readPage(params),
  };
}

/**
 * Whether the table shows what the spec's first call fetches (page 1 of everything, newest first), so
 * that call is made exactly as written; any search, filter, other order or page uses the admin list call.
 */
export const isFirstPageOfEverything = (state: BaseListState, filtersSet = false) =>
  state.page === 1 && state.q === '' && state.sort === 'newest' && !filtersSet;

/** Which rows a page shows and whether another follows, from the total when the server sent one. */
export function pageRange({ page, shown, total }: { page: number; shown: number; total: number | null }) {
  const first = shown === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = shown === 0 ? 0 : first + shown - 1;
  const hasNext = total === null ? shown === PAGE_SIZE : page * PAGE_SIZE < total;
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / PAGE_SIZE));
  return { first, last, hasNext, hasPrevious: page > 1, pageCount };
}
