import { describe, expect, it } from 'vitest';

import { suggestAddress } from './suggestAddress';

describe('suggestAddress', () => {
  it.each([
    ['x@gmial.com', 'x@gmail.com'],
    ['x@hotmial.com', 'x@hotmail.com'],
    ['x@yaho.com', 'x@yahoo.com'],
    ['x@gmail.cmo', 'x@gmail.com'],
  ])('suggests a common domain for a typo of it: %s → %s', (typed, suggested) => {
    expect(suggestAddress(typed)).toBe(suggested);
  });

  it('keeps the part before the @ as typed, letter case and all', () => {
    expect(suggestAddress(' Ada.Lovelace+waitlist@GMIAL.com ')).toBe('Ada.Lovelace+waitlist@gmail.com');
  });

  it.each([
    ['a common domain', 'ada@gmail.com'],
    ['a common domain in capitals', 'ada@GMAIL.COM'],
    ['a company domain', 'ada@analytical-engines.co.uk'],
    ['a short domain near a common one', 'ada@ibm.com'],
    ['no domain yet', 'ada@'],
    ['no @', 'ada.gmial.com'],
    ['nothing before the @', '@gmial.com'],
    ['an internationalised domain', 'ada@gmäil.com'],
  ])('suggests nothing for %s', (_case, typed) => {
    expect(suggestAddress(typed)).toBeUndefined();
  });
});
