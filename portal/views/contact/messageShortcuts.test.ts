import { describe, expect, it } from 'vitest';

import { keyOf, type KeyPressFacts, messageShortcuts, shortcutFor } from './messageShortcuts';

/** A plain press of `key`, on no text field. */
const press = (key: string, facts: Partial<KeyPressFacts> = {}): KeyPressFacts => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  typing: false,
  ...facts,
});

describe('message dialog shortcuts', () => {
  it('moves with j (next) and k (previous), replies with r, resolves with e and lists the keys with ?', () => {
    expect(['j', 'k', 'r', 'e', '?'].map((key) => shortcutFor(press(key)))).toEqual([
      'next',
      'previous',
      'reply',
      'resolve',
      'showShortcuts',
    ]);
  });

  it('does nothing while the key goes to a text field, a select or a menu', () => {
    for (const key of ['j', 'k', 'r', 'e', '?']) expect(shortcutFor(press(key, { typing: true }))).toBeNull();
  });

  it('leaves keys held with Ctrl, Cmd or Alt to the browser', () => {
    expect(shortcutFor(press('r', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('k', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('e', { altKey: true }))).toBeNull();
  });

  it('does nothing for other keys, capitals included', () => {
    for (const key of ['J', 'K', 'x', 'Enter', 'Escape', ' ', 'ArrowDown']) expect(shortcutFor(press(key))).toBeNull();
  });

  it('lists each key once, and names the key of each action', () => {
    const keys = messageShortcuts.map((shortcut) => shortcut.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keyOf('next')).toBe('j');
    expect(keyOf('showShortcuts')).toBe('?');
  });
});
