import { describe, expect, it } from 'vitest';

import { contactSorts, waitlistSorts } from '@shared/contract';
import { readContactListState } from '../contact/contactQueries';
import {
  columnSortOf,
  isFirstPageOfEverything,
  pageRange,
  readBaseListState,
  readDay,
  sortForColumn,
} from './listState';

const read = (query: string) => readBaseListState(new URLSearchParams(query), waitlistSorts);

describe('table state in the URL', () => {
  it('starts at page 1 of everything, newest first', () => {
    const state = read('');
    expect(state).toEqual({ q: '', from: null, to: null, source: null, sort: 'newest', page: 1 });
    expect(isFirstPageOfEverything(state)).toBe(true);
  });

  it('reads search, dates, source, order and page, and ignores values that make no sense', () => {
    expect(read('q=%20ada%20&from=2026-01-01&to=2026-01-31&source=%20twitter%20&sort=company-desc&page=3')).toEqual({
      q: 'ada',
      from: '2026-01-01',
      to: '2026-01-31',
      source: 'twitter',
      sort: 'company-desc',
      page: 3,
    });
    expect(read('sort=loudest&page=-2&from=yesterday&to=2026-02-30&source=%20')).toEqual({
      q: '',
      from: null,
      to: null,
      source: null,
      sort: 'newest',
      page: 1,
    });
    expect(read('page=1.5').page).toBe(1);
  });

  it('accepts only the orders the list offers: the waitlist has no "waiting longest", the messages no company', () => {
    expect(read('sort=waiting').sort).toBe('newest');
    expect(readBaseListState(new URLSearchParams('sort=waiting'), contactSorts).sort).toBe('waiting');
    expect(readBaseListState(new URLSearchParams('sort=company'), contactSorts).sort).toBe('newest');
  });

  it('reads a calendar day only when it exists', () => {
    expect(readDay('2028-02-29')).toBe('2028-02-29');
    expect(readDay('2026-02-29')).toBeNull();
    expect(readDay('2026-1-5')).toBeNull();
    expect(readDay(null)).toBeNull();
  });

  it('reads the message filters: a known status, unread or read, awaiting a reply or replied', () => {
    expect(readContactListState(new URLSearchParams('status=InProgress&read=unread&reply=awaiting'))).toMatchObject({
      status: 'InProgress',
      read: 'unread',
      reply: 'awaiting',
    });
    expect(readContactListState(new URLSearchParams('status=Pending&read=maybe&reply=soon'))).toMatchObject({
      status: null,
      read: null,
      reply: null,
    });
  });

  it('is no longer the first page of everything once searched, sorted, paged or filtered', () => {
    const first = read('');
    expect(isFirstPageOfEverything({ ...first, q: 'ada' })).toBe(false);
    expect(isFirstPageOfEverything({ ...first, sort: 'oldest' })).toBe(false);
    expect(isFirstPageOfEverything({ ...first, page: 2 })).toBe(false);
    expect(isFirstPageOfEverything({ ...first, from: '2026-01-01' })).toBe(false);
    expect(isFirstPageOfEverything({ ...first, source: 'twitter' })).toBe(false);
    expect(isFirstPageOfEverything(first, true)).toBe(false);
  });
});

describe('sortable headings', () => {
  it('show the date column newest first by default and the column an order names', () => {
    expect(columnSortOf('newest', 'createdAt')).toEqual({ column: 'createdAt', direction: 'descending' });
    expect(columnSortOf('oldest', 'createdAt')).toEqual({ column: 'createdAt', direction: 'ascending' });
    expect(columnSortOf('name', 'createdAt')).toEqual({ column: 'name', direction: 'ascending' });
    expect(columnSortOf('status-desc', 'createdAt')).toEqual({ column: 'status', direction: 'descending' });
    expect(columnSortOf('waiting', 'createdAt')).toBeNull();
  });

  it('flip the date between newest and oldest, and other columns between A–Z and Z–A', () => {
    expect(sortForColumn('newest', 'joinedAt', 'joinedAt')).toBe('oldest');
    expect(sortForColumn('oldest', 'joinedAt', 'joinedAt')).toBe('newest');
    expect(sortForColumn('email', 'joinedAt', 'joinedAt')).toBe('newest');
    expect(sortForColumn('newest', 'email', 'joinedAt')).toBe('email');
    expect(sortForColumn('email', 'email', 'joinedAt')).toBe('email-desc');
    expect(sortForColumn('email-desc', 'email', 'joinedAt')).toBe('email');
    expect(sortForColumn('email-desc', 'company', 'joinedAt')).toBe('company');
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
