import { describe, expect, it } from 'vitest';

import { waitingOf } from './waiting';

const receivedAt = '2026-11-21T08:00:00.000Z';
/** The clock `minutes` after the message arrived. */
const after = (minutes: number) => Date.parse(receivedAt) + minutes * 60_000;
const unanswered = { waitingSince: receivedAt, isReplied: false };

describe('waiting time of a message', () => {
  it('is none once the message is replied', () => {
    expect(waitingOf({ waitingSince: receivedAt, isReplied: true }, after(3 * 24 * 60))).toBeNull();
  });

  it('is none for a date it cannot read', () => {
    expect(waitingOf({ waitingSince: 'yesterday', isReplied: false }, after(60))).toBeNull();
  });

  it('counts minutes in the first hour, without a level', () => {
    expect(waitingOf(unanswered, after(0.5))).toEqual({
      waitedMs: 30_000,
      level: 'none',
      label: 'Waiting under 1 min',
      duration: 'PT0M',
    });
    expect(waitingOf(unanswered, after(35))).toMatchObject({
      level: 'none',
      label: 'Waiting 35 min',
      duration: 'PT35M',
    });
  });

  it('counts whole hours until the usual answer time of 6 hours is over', () => {
    expect(waitingOf(unanswered, after(60))).toMatchObject({ level: 'none', label: 'Waiting 1 hr' });
    expect(waitingOf(unanswered, after(6 * 60 - 1))).toMatchObject({ level: 'none', label: 'Waiting 5 hr' });
  });

  it('is late from 6 hours on', () => {
    expect(waitingOf(unanswered, after(6 * 60))).toMatchObject({ level: 'late', label: 'Waiting 6 hr — late' });
    expect(waitingOf(unanswered, after(7 * 60 + 20))).toMatchObject({
      level: 'late',
      label: 'Waiting 7 hr — late',
      duration: 'PT7H',
    });
    expect(waitingOf(unanswered, after(24 * 60 - 1))).toMatchObject({ level: 'late', label: 'Waiting 23 hr — late' });
  });

  it('is overdue from 24 hours on, when the promise to answer within a day is broken', () => {
    expect(waitingOf(unanswered, after(24 * 60))).toMatchObject({ level: 'overdue', label: 'Waiting 24 hr — overdue' });
    expect(waitingOf(unanswered, after(30 * 60))).toMatchObject({ level: 'overdue', label: 'Waiting 30 hr — overdue' });
  });

  it('counts whole days from two days on', () => {
    expect(waitingOf(unanswered, after(2 * 24 * 60 + 5 * 60))).toMatchObject({
      level: 'overdue',
      label: 'Waiting 2 days — overdue',
      duration: 'P2D',
    });
  });

  it('never counts a negative wait when the browser clock is behind the server', () => {
    expect(waitingOf(unanswered, after(-3))).toMatchObject({
      waitedMs: 0,
      level: 'none',
      label: 'Waiting under 1 min',
    });
  });

  it('takes the clock as a Date as well', () => {
    expect(waitingOf(unanswered, new Date(after(8 * 60)))?.label).toBe('Waiting 8 hr — late');
  });
});
