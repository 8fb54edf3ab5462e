import { describe, expect, it } from 'vitest';

import {
  campaignDetailOf,
  campaignOf,
  companyOf,
  confirmationOf,
  formatPlace,
  joinDateOf,
  nameOf,
  referralsOf,
  referrerOf,
  sourceBreakdownLabel,
  sourceOf,
  statusDateOf,
  statusOf,
  type WaitlistRow,
} from './waitlistRows';

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

describe('waitlist status and attribution cells', () => {
  const invitedAt = '2026-11-20T10:00:00.000Z';
  const redeemedAt = '2026-11-21T14:25:00.000Z';

  it('reads an entry without a status (an older server) as waiting, with no date', () => {
    expect(statusOf(entry())).toBe('waiting');
    expect(statusDateOf(entry({ invitedAt }))).toBeNull();
  });

  it('dates an invited entry by its invite and a joined one by its redemption', () => {
    expect(statusDateOf(entry({ status: 'invited', invitedAt }))).toBe(invitedAt);
    expect(statusDateOf(entry({ status: 'joined', invitedAt, redeemedAt }))).toBe(redeemedAt);
    // A joined entry without a redemption time (an older record) shows when it was invited.
    expect(statusDateOf(entry({ status: 'joined', invitedAt, redeemedAt: null }))).toBe(invitedAt);
  });

  it('gives waiting and removed entries no date, even when they were invited once', () => {
    expect(statusDateOf(entry({ status: 'waiting', invitedAt }))).toBeNull();
    expect(statusDateOf(entry({ status: 'removed', invitedAt }))).toBeNull();
  });

  it('names the campaign with its UTM source and medium, and Direct for no referrer', () => {
    expect(campaignOf(entry({ utmCampaign: 'launch' }))).toBe('launch');
    expect(campaignOf(entry({ utmCampaign: ' ' }))).toBeNull();
    expect(campaignDetailOf(entry({ utmSource: 'newsletter', utmMedium: 'email' }))).toBe('newsletter / email');
    expect(campaignDetailOf(entry({ utmMedium: 'email' }))).toBe('email');
    expect(campaignDetailOf(entry())).toBeNull();
    expect(referrerOf(entry())).toBe('Direct');
    expect(referrerOf(entry({ referrerHost: 'news.ycombinator.com' }))).toBe('news.ycombinator.com');
  });

  it('reads the address as confirmed once it has a confirmation date, and says nothing when the server does not', () => {
    expect(confirmationOf(entry({ confirmedAt: '2026-11-21T09:20:00.000Z' }))).toBe('confirmed');
    expect(confirmationOf(entry({ confirmedAt: null }))).toBe('unconfirmed');
    expect(confirmationOf(entry())).toBeNull();
  });
});

describe('place in line and referrals', () => {
  it('writes a place with a # and thousands separators, none when not waiting', () => {
    expect(formatPlace(1)).toBe('#1');
    expect(formatPlace(1204)).toBe('#1,204');
    expect(formatPlace(1_250_000)).toBe('#1,250,000');
    expect(formatPlace(null)).toBeNull();
    expect(formatPlace(undefined)).toBeNull();
  });

  it('counts no referrals when the server sends none', () => {
    expect(referralsOf(entry())).toBe(0);
    expect(referralsOf(entry({ referrals: 3 }))).toBe(3);
  });
});
