import { describe, expect, it } from 'vitest';

import { countCharacters, counterText, isOverLimit, limitAnnouncement, overLimitMessage } from './characterLimit';

describe('a character limit', () => {
  it('counts with thousands separators: "1,234 / 5,000"', () => {
    expect(counterText(countCharacters('x'.repeat(1234), 5000))).toBe('1,234 / 5,000');
    expect(counterText(countCharacters('', 5000))).toBe('0 / 5,000');
  });

  it('says nothing to screen readers until the last tenth of the limit', () => {
    expect(limitAnnouncement(countCharacters('x'.repeat(4499), 5000))).toBe('');
    expect(limitAnnouncement(countCharacters('x'.repeat(4500), 5000))).toBe('500 characters left');
    expect(limitAnnouncement(countCharacters('x'.repeat(4999), 5000))).toBe('1 character left');
    expect(limitAnnouncement(countCharacters('x'.repeat(5000), 5000))).toBe('0 characters left');
  });

  it('is over only past the limit, and says by how much', () => {
    expect(isOverLimit('x'.repeat(5000), 5000)).toBe(false);
    expect(isOverLimit('x'.repeat(5001), 5000)).toBe(true);
    const over = countCharacters('x'.repeat(6234), 5000);
    expect(limitAnnouncement(over)).toBe('1,234 characters over the limit of 5,000');
    expect(overLimitMessage(over)).toBe('1,234 characters too many: the limit is 5,000. Shorten the text.');
  });

  it('counts as the server measures: an emoji is two', () => {
    expect(countCharacters('👋', 5000).used).toBe(2);
  });
});
