import { describe, expect, it } from 'vitest';

import { arrivalAnnouncement, arrivalsBetween } from './arrivals';

/** A list of `total` rows whose newest has id `newestId` (by default as many as there are rows). */
const reading = (total: number, newestId: number | null = total) => ({ total, newestId });

describe('arrivals between two polls', () => {
  it('counts what the totals grew by', () => {
    expect(
      arrivalsBetween({ messages: reading(10), signups: reading(40) }, { messages: reading(12), signups: reading(41) }),
    ).toEqual({ messages: 2, signups: 1 });
  });

  it('counts nothing on the first totals seen', () => {
    expect(
      arrivalsBetween({ messages: undefined, signups: undefined }, { messages: reading(12), signups: reading(41) }),
    ).toEqual({ messages: 0, signups: 0 });
  });

  it('counts nothing when a total shrinks, as after the administrator deletes', () => {
    expect(
      arrivalsBetween(
        { messages: reading(12), signups: reading(41) },
        { messages: reading(9, 12), signups: reading(41) },
      ),
    ).toEqual({ messages: 0, signups: 0 });
  });

  it('counts an arrival that a delete in the same interval hid from the total', () => {
    expect(
      arrivalsBetween(
        { messages: reading(12), signups: reading(41) },
        { messages: reading(12, 13), signups: reading(40, 42) },
      ),
    ).toEqual({ messages: 1, signups: 1 });
  });

  it('counts the first row of an empty list', () => {
    expect(
      arrivalsBetween(
        { messages: reading(0, null), signups: reading(0, null) },
        { messages: reading(1), signups: reading(0, null) },
      ),
    ).toEqual({ messages: 1, signups: 0 });
  });
});

describe('arrival announcement', () => {
  it('says how many messages and sign-ups arrived, in the singular when one did', () => {
    expect(arrivalAnnouncement({ messages: 2, signups: 0 })).toBe('2 new messages');
    expect(arrivalAnnouncement({ messages: 0, signups: 1 })).toBe('1 new sign-up');
    expect(arrivalAnnouncement({ messages: 1, signups: 3 })).toBe('1 new message and 3 new sign-ups');
  });

  it('says nothing when nothing arrived', () => {
    expect(arrivalAnnouncement({ messages: 0, signups: 0 })).toBeNull();
  });
});
