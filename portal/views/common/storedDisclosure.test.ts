import { describe, expect, it } from 'vitest';

import { overviewStorageKey, readExpanded } from './storedDisclosure';

const storageWith = (entries: Record<string, string>) => ({
  getItem: (key: string) => entries[key] ?? null,
  setItem: () => {},
  removeItem: () => {},
});

describe('a kept disclosure', () => {
  const key = overviewStorageKey('messages');

  it('is kept under the documented key', () => {
    expect(key).toBe('adminOverview:messages');
  });

  it('reads as it was left', () => {
    expect(readExpanded(storageWith({ [key]: 'expanded' }), key, false)).toBe(true);
    expect(readExpanded(storageWith({ [key]: 'collapsed' }), key, true)).toBe(false);
  });

  it('reads as the view starts it when nothing, or nothing it knows, was kept', () => {
    expect(readExpanded(storageWith({}), key, false)).toBe(false);
    expect(readExpanded(storageWith({ [key]: 'true' }), key, true)).toBe(true);
    expect(readExpanded(undefined, key, false)).toBe(false);
  });
});
