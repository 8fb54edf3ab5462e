import { describe, expect, it } from 'vitest';

import { messagePreview } from './messagePreview';

describe('message preview', () => {
  it('reads a message of several lines and paragraphs as one line', () => {
    expect(messagePreview('Hello,\n\n  we are a freight forwarder.\r\n\tThanks! ')).toBe(
      'Hello, we are a freight forwarder. Thanks!',
    );
  });

  it('keeps a short message whole', () => {
    expect(messagePreview('When do you expect to launch?')).toBe('When do you expect to launch?');
  });

  it('keeps at most the given number of characters, without a space at the end', () => {
    expect(messagePreview('abcd efgh', 5)).toBe('abcd');
    expect(messagePreview('x'.repeat(5000))).toHaveLength(160);
  });

  it('never cuts an emoji, a flag or a letter with its accent in two', () => {
    const family = '👩‍👩‍👧‍👦';
    expect(messagePreview(family.repeat(3), 2)).toBe(family.repeat(2));
    expect(messagePreview('🇩🇪🇫🇷🇯🇵', 2)).toBe('🇩🇪🇫🇷');
    // "é" as e and a combining accent: two code points, one character.
    expect(messagePreview('e\u0301e\u0301e\u0301', 2)).toBe('e\u0301e\u0301');
  });
});
