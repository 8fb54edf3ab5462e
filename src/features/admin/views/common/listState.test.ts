import { describe, expect, it } from 'vitest';

import { readContactListState } from '../contact/contactQueries';
import { isFirstPageOfEverything, pageRange, readBaseListState } from './listState';

describe('table state in the URL', () => {
  it('starts at page 1 of everything, newest first', () => {
    const state = readBaseListState(new URLSearchParams());
    expect(state).toEqual({ q: '', sort: 'newest', page: 1 });
    expect(isFirstPageOfEverything(state)).toBe(true);
  });

  it('reads search, order and page, and ignores values that make no sense', () => {
    expect(readBaseListState(new URLSearchParams('q=%20ada%20&sort=oldest&page=3'))).toEqual({
      q: 'ada',
      sort: 'oldest',
      page: 3,
    });
    expect(readBaseListState(new URLSearchParams('sort=loudest&page=-2'))).toEqual({ q: '', sort: 'newest', page: 1 });
    expect(readBaseListState(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('reads the message filters: a known status and unread or read', () => {
    expect(readContactListState(new URLSearchParams('status=InProgress&read=unread'))).toMatchObject({
      status: 'InProgress',
      read: 'unread',
    });
    expect(readContactListState(new URLSearchParams('status=Pending&read=maybe'))).toMatchObject({
      status: null,
      read: null,
    });
  });

  it('is no longer the first page of everything once searched, sorted, paged or filtered', () => {
    const first = readBaseListState(new URLSearchParams());
    expect(isFirstPageOfEverything({ ...first, q: 'ada' })).toBe(false);
    expect(isFirstPageOfEverything({ ...first, sort: 'oldest' })).toBe(false);
    expect(isFirstPageOfEverything({ ...first, page: 2 })).toBe(false);
    expect(isFirstPageOfEverything(first, true)).toBe(false);
  });
});

describe('page range', () => {
  it('counts the rows shown and whether another page follows', () => {
    expect(pageRange({ page: 1, shown: 50, total: 137 })).toEqual({
      first: 1,
      last: 50,
      hasNext: true,
      hasPrevious: false,
      pageCount: 3,
    });
    expect(pageRange({ page: 3, shown: 37, total: 137 })).toMatchObject({ first: 101, last: 137, hasNext: false });
  });

  it('guesses that a full page has a next one when the server sent no total', () => {
    expect(pageRange({ page: 1, shown: 50, total: null })).toMatchObject({ hasNext: true, pageCount: null });
    expect(pageRange({ page: 2, shown: 12, total: null })).toMatchObject({ hasNext: false, hasPrevious: true });
  });
});
