import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { KeyValueStorage } from '@/api';
import { ATTRIBUTION_STORAGE_NAME, privacyContent } from '@/content/privacy';
import { ATTRIBUTION_KEY, visitAttribution } from './attribution';
import { recordVisitAttribution } from './attributionRecorder';

const site = 'https://invoiceflow.example';
const landing = {
  address: `${site}/?utm_source=newsletter&utm_campaign=launch&email=ada%40example.com`,
  referrer: 'https://news.example.com/article',
};

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
