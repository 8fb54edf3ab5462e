import { describe, expect, it } from 'vitest';

import { arrivalAnnouncement, arrivalsBetween } from './arrivals';

describe('arrivals between two polls', () => {
  it('counts what the totals grew by', () => {
    expect(arrivalsBetween({ messages: 10, signups: 40 }, { messages: 12, signups: 41 })).toEqual({
      messages: 2,
      signups: 1,
    });
  });

  it('counts nothing on the first totals seen', () => {
    expect(arrivalsBetween({ messages: undefined, signups: undefined }, { messages: 12, signups: 41 })).toEqual({
      messages: 0,
      signups: 0,
    });
  });

  it('counts nothing when a total shrinks, as after the administrator deletes', () => {
    expect(arrivalsBetween({ messages: 12, signups: 41 }, { messages: 9, signups: 41 })).toEqual({
      messages: 0,
      signups: 0,
    });
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
