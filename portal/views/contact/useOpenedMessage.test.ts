import { describe, expect, it } from 'vitest';

import type { ContactMessage } from '@shared/contract';
import { neighboursOf } from './useOpenedMessage';

/** Rows with only the ids the rule reads. */
const rows = (...ids: number[]) => ids.map((id) => ({ id }) as ContactMessage);
const idsOf = ({ previous, next }: ReturnType<typeof neighboursOf>) => [previous?.id ?? null, next?.id ?? null];

describe('the opened message’s neighbours', () => {
  it('are the rows above and below it on the page', () => {
    expect(idsOf(neighboursOf(rows(9, 8, 7), 8, null))).toEqual([9, 7]);
  });

  it('stop at the ends of the page: none above the first row, none below the last', () => {
    expect(idsOf(neighboursOf(rows(9, 8, 7), 9, null))).toEqual([null, 8]);
    expect(idsOf(neighboursOf(rows(9, 8, 7), 7, null))).toEqual([8, null]);
    expect(idsOf(neighboursOf(rows(9), 9, null))).toEqual([null, null]);
  });

  it('outlive its row: once a change takes it off the list, the row that moved into its place is next', () => {
    // 8 was second, then resolved while the list shows New messages only.
    expect(idsOf(neighboursOf(rows(9, 7, 6), 8, 1))).toEqual([9, 7]);
    expect(idsOf(neighboursOf(rows(9), 8, 1))).toEqual([9, null]);
    expect(idsOf(neighboursOf(rows(7, 6), 9, 0))).toEqual([null, 7]);
  });

  it('are none for a message never seen on the rows', () => {
    expect(idsOf(neighboursOf(rows(9, 8), 4, null))).toEqual([null, null]);
  });
});
