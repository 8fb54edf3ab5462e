import { describe, expect, it } from 'vitest';

import { shortHash } from './shortHash';

describe('shortHash', () => {
  it('keeps the first 8 and the last 4 digits of a SHA-256 hash', () => {
    expect(shortHash('3f2a9c1e5b7d4a0c9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8be41b')).toBe('3f2a9c1e…e41b');
  });

  it('shows a hash too short to shorten whole', () => {
    expect(shortHash('3f2a9c1e5b7d4a')).toBe('3f2a9c1e5b7d4a');
  });
});
