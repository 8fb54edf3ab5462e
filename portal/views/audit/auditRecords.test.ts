import { describe, expect, it } from 'vitest';

import { recordsOf } from './auditRecords';

const records = (targetType: string | null, targetIds: string[], count: number | null = null) => ({
  targetType,
  targetIds,
  count,
});

describe('the records an audit entry names', () => {
  it('names the kind and the ids', () => {
    expect(recordsOf(records('waitlist', ['12', '15'], 2))).toBe('waitlist #12, #15');
    expect(recordsOf(records('user', ['5']))).toBe('user #5');
    expect(recordsOf(records(null, ['7']))).toBe('#7');
  });

  it('shows five ids and counts the rest, up to the count when the entry kept fewer ids than it touched', () => {
    const ids = ['41', '43', '44', '47', '52', '53', '58'];
    expect(recordsOf(records('contact', ids, 7))).toBe('contact #41, #43, #44, #47, #52 and 2 more');
    expect(recordsOf(records('contact', ids, 1875))).toBe('contact #41, #43, #44, #47, #52 and 1,870 more');
  });

  it('cuts an address hash short, without a #', () => {
    expect(
      recordsOf(records('suppression', ['9b1d4c2e7f3a6b8d0e5c1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e'])),
    ).toBe('suppression 9b1d4c2e…5d6e');
  });

  it('counts the records when it has no ids, in the words of their kind', () => {
    expect(recordsOf(records(null, [], 3))).toBe('3 records');
    expect(recordsOf(records(null, [], 1))).toBe('1 record');
    expect(recordsOf(records('waitlist', [], 1342))).toBe('1,342 waitlist records');
    expect(recordsOf(records('invite_run', [], 2))).toBe('2 invite run records');
  });

  it('names the kind alone, or nothing', () => {
    expect(recordsOf(records('audit', []))).toBe('audit');
    expect(recordsOf(records(null, []))).toBeNull();
  });
});
