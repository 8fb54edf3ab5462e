import { describe, expect, it } from 'vitest';

import { companyOf, joinDateOf, nameOf, sourceBreakdownLabel, sourceOf, type WaitlistRow } from './waitlistRows';

const entry = (fields: Partial<WaitlistRow> = {}): WaitlistRow => ({ id: 1, email: 'ada@example.com', ...fields });

describe('waitlist table fallbacks', () => {
  it('shows N/A for a missing name and company', () => {
    for (const missing of [null, undefined, '', '   ']) {
      expect(nameOf(entry({ name: missing }))).toBe('N/A');
      expect(companyOf(entry({ company: missing }))).toBe('N/A');
    }
    expect(nameOf(entry({ name: 'Ada Lovelace' }))).toBe('Ada Lovelace');
    expect(companyOf(entry({ company: 'Analytical Engines' }))).toBe('Analytical Engines');
  });

  it('shows Direct for a missing source and the source as sent otherwise', () => {
    for (const missing of [null, undefined, '']) expect(sourceOf(entry({ source: missing }))).toBe('Direct');
    expect(sourceOf(entry({ source: 'referral' }))).toBe('referral');
  });

  it('takes the join date from joinedAt, else createdAt', () => {
    expect(joinDateOf(entry({ joinedAt: '2026-11-21T09:12:00.000Z', createdAt: '2026-01-01T00:00:00.000Z' }))).toBe(
      '2026-11-21T09:12:00.000Z',
    );
    expect(joinDateOf(entry({ createdAt: '2026-11-18T11:05:00.000Z' }))).toBe('2026-11-18T11:05:00.000Z');
    expect(joinDateOf(entry({ joinedAt: null, createdAt: '2026-11-18T11:05:00.000Z' }))).toBe(
      '2026-11-18T11:05:00.000Z',
    );
    expect(joinDateOf(entry())).toBeNull();
  });

  it('labels the breakdown of sign-ups without a source as Direct', () => {
    expect(sourceBreakdownLabel('direct')).toBe('Direct');
    expect(sourceBreakdownLabel('website')).toBe('website');
  });
});
