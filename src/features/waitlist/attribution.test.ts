import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { KeyValueStorage } from '@/api';
import { ATTRIBUTION_STORAGE_NAME, privacyContent } from '@/content/privacy';
import { ATTRIBUTION_KEY, visitAttribution } from './attribution';
import { recordVisitAttribution, referralCodeOf } from './attributionRecorder';

const site = 'https://invoiceflow.example';
const landing = {
  address: `${site}/?utm_source=newsletter&utm_campaign=launch&email=ada%40example.com`,
  referrer: 'https://news.example.com/article',
};
/** A member's share link's code: 12 URL-safe base64 characters. */
const code = 'Ab3_-x9QzK0w';

describe("the visit's attribution", () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is recorded from the first page in session storage, with only the fields it has', () => {
    recordVisitAttribution(undefined, landing);
    expect(JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY)!)).toEqual({
      landingPage: '/',
      referrerHost: 'news.example.com',
      utmSource: 'newsletter',
      utmCampaign: 'launch',
    });
    expect(visitAttribution()).toEqual({
      landingPage: '/',
      referrerHost: 'news.example.com',
      utmSource: 'newsletter',
      utmCampaign: 'launch',
    });
  });

  it('is not changed by a later page of the same visit', () => {
    recordVisitAttribution(undefined, landing);
    recordVisitAttribution(undefined, { address: `${site}/features?utm_source=other`, referrer: `${site}/` });
    recordVisitAttribution(undefined, { address: `${site}/pricing`, referrer: 'https://elsewhere.example/' });
    expect(visitAttribution()).toMatchObject({ landingPage: '/', utmSource: 'newsletter' });
  });

  it('records a direct visit by its page alone, so a later page with tags does not take its place', () => {
    recordVisitAttribution(undefined, { address: `${site}/about`, referrer: '' });
    recordVisitAttribution(undefined, { address: `${site}/?utm_source=newsletter`, referrer: '' });
    expect(visitAttribution()).toEqual({ landingPage: '/about' });
  });

  it("takes the address the page was loaded from, not where the app's navigation has gone since", () => {
    window.history.pushState(null, '', '/?utm_campaign=launch');
    window.history.pushState(null, '', '/features');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${site}/?utm_campaign=launch` } as PerformanceEntry,
    ]);
    recordVisitAttribution();
    expect(visitAttribution()).toEqual({ landingPage: '/', utmCampaign: 'launch' });
  });

  describe("with a member's share link", () => {
    it("records the code of the first page's `ref` with the rest, under the same key", () => {
      recordVisitAttribution(undefined, { address: `${site}/?ref=${code}&utm_source=friends`, referrer: '' });
      expect(JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY)!)).toEqual({
        landingPage: '/',
        utmSource: 'friends',
        referralCode: code,
      });
      expect(visitAttribution()).toMatchObject({ referralCode: code });
    });

    it.each([
      ['too short', code.slice(1)],
      ['too long', `${code}A`],
      ['not URL-safe base64', 'Ab3+x9QzK0w/'],
      ['empty', ''],
    ])('records no code when `ref` is %s: the sign-up goes without one', (_shape, ref) => {
      recordVisitAttribution(undefined, { address: `${site}/?ref=${encodeURIComponent(ref)}`, referrer: '' });
      expect(visitAttribution()).toEqual({ landingPage: '/' });
    });

    it('records no code when the address has no `ref`', () => {
      recordVisitAttribution(undefined, landing);
      expect(visitAttribution()).not.toHaveProperty('referralCode');
    });

    it('takes it from the first page only: a later page of the visit neither adds nor replaces one', () => {
      recordVisitAttribution(undefined, { address: `${site}/features`, referrer: '' });
      recordVisitAttribution(undefined, { address: `${site}/?ref=${code}`, referrer: `${site}/features` });
      expect(visitAttribution()).toEqual({ landingPage: '/features' });

      sessionStorage.clear();
      recordVisitAttribution(undefined, { address: `${site}/?ref=${code}`, referrer: '' });
      recordVisitAttribution(undefined, { address: `${site}/?ref=Zz9_Zz9_Zz9_`, referrer: '' });
      expect(visitAttribution()).toMatchObject({ referralCode: code });
    });

    it("reads it from the page the visit began on when the visitor left it before the site's code ran", () => {
      // Join Waitlist pressed at once on the share link: the server sent the plain GET on to /waitlist?ref=….
      expect(referralCodeOf(`${site}/waitlist?ref=${code}`, `${site}/?ref=${code}`)).toBe(code);
      expect(referralCodeOf(`${site}/features`, `${site}/?ref=${code}`)).toBe(code);
      // Another site's address is not a share link of ours.
      expect(referralCodeOf(`${site}/`, `https://elsewhere.example/?ref=${code}`)).toBeNull();
      expect(referralCodeOf('not an address', '')).toBeNull();
    });
  });

  it('is nothing when none was recorded, or what is kept cannot be read', () => {
    expect(visitAttribution()).toEqual({});
    sessionStorage.setItem(ATTRIBUTION_KEY, '{not json');
    expect(visitAttribution()).toEqual({});
  });

  it('neither records nor throws where storage is blocked or full', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => recordVisitAttribution(blocked, landing)).not.toThrow();
    expect(visitAttribution(blocked)).toEqual({});
  });

  it('is named in the privacy note by the key it is kept under', () => {
    expect(ATTRIBUTION_STORAGE_NAME).toBe(ATTRIBUTION_KEY);
    const paragraphs = privacyContent.topics.flatMap((topic) => topic.paragraphs);
    expect(paragraphs.some((paragraph) => paragraph.includes(ATTRIBUTION_KEY))).toBe(true);
  });
});
