import { describe, expect, it } from 'vitest';

import { type HistoryView, previousPageIs } from './previousPage';

const origin = 'https://invoiceflow.test';

/** The Navigation API's view: the entries' URLs and the current one's index. */
const navigationOf = (urls: string[], index: number): HistoryView['navigation'] => ({
  currentEntry: { index },
  entries: () => urls.map((url) => ({ url })),
});

describe('the page before this one', () => {
  describe('with the Navigation API', () => {
    it('is the form page when the entry before the current one is at its path', () => {
      const navigation = navigationOf([`${origin}/`, `${origin}/contact`, `${origin}/contact/not-sent`], 2);
      expect(previousPageIs('/contact', { navigation, referrer: '', historyLength: 3, origin })).toBe(true);
    });

    it('is not the form page when the entry before is another page, whatever the referrer says', () => {
      const navigation = navigationOf([`${origin}/about`, `${origin}/contact/not-sent`], 1);
      expect(previousPageIs('/contact', { navigation, referrer: `${origin}/contact`, historyLength: 2, origin })).toBe(
        false,
      );
    });

    it('is nothing when the current entry is the first', () => {
      const navigation = navigationOf([`${origin}/contact/not-sent`], 0);
      expect(previousPageIs('/contact', { navigation, referrer: `${origin}/contact`, historyLength: 1, origin })).toBe(
        false,
      );
    });

    it('ignores a trailing slash, a query and a fragment on the form page', () => {
      const navigation = navigationOf([`${origin}/waitlist/?from=menu#form`, `${origin}/waitlist/joined`], 1);
      expect(previousPageIs('/waitlist', { navigation, referrer: '', historyLength: 2, origin })).toBe(true);
    });
  });

  describe('without it, from the referrer', () => {
    it('is the form page when the form page led here and there is history to go back to', () => {
      expect(previousPageIs('/waitlist', { referrer: `${origin}/waitlist`, historyLength: 2, origin })).toBe(true);
    });

    it('is nothing in a fresh tab, where Back has nowhere to go', () => {
      expect(previousPageIs('/waitlist', { referrer: `${origin}/waitlist`, historyLength: 1, origin })).toBe(false);
    });

    it('is nothing without a referrer, or with one from another site or another page', () => {
      expect(previousPageIs('/waitlist', { referrer: '', historyLength: 4, origin })).toBe(false);
      expect(
        previousPageIs('/waitlist', { referrer: 'https://elsewhere.test/waitlist', historyLength: 4, origin }),
      ).toBe(false);
      expect(previousPageIs('/waitlist', { referrer: `${origin}/contact`, historyLength: 4, origin })).toBe(false);
      expect(previousPageIs('/waitlist', { referrer: 'not a url', historyLength: 4, origin })).toBe(false);
    });
  });
});
