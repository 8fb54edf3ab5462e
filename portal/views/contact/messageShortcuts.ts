/** What a key does in the Message Details dialog. */
export type MessageShortcutAction = 'next' | 'previous' | 'reply' | 'resolve' | 'showShortcuts';

/** A key of the dialog, what it does, and how the list of keys describes it. */
export type MessageShortcut = { key: string; action: MessageShortcutAction; description: string };

/**
 * The dialog's keys, in the order the list of keys shows them: single letters, as mail clients use
 * (j and k move down and up the list, as the rows go).
 */
export const messageShortcuts: readonly MessageShortcut[] = [
  { key: 'j', action: 'next', description: 'Next message' },
  { key: 'k', action: 'previous', description: 'Previous message' },
  { key: 'r', action: 'reply', description: 'Write a reply' },
  { key: 'e', action: 'resolve', description: 'Mark resolved' },
  { key: '?', action: 'showShortcuts', description: 'Show these keys' },
];

/** What is known of a key press, as the keyboard event tells it. */
export type KeyPressFacts = {
  /** `KeyboardEvent.key`: the character typed ("j", "?", "J" with Shift). */
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key goes to something that takes letters itself: a text field, a select, an open menu. */
  typing: boolean;
};

/**
 * The dialog's action for a key press, or `null` for none. A key typed into a field is text, never a
 * command, and a key held with Ctrl, Cmd or Alt belongs to the browser or the system. Shift is allowed,
 * as "?" needs it on most layouts; the letters are matched as typed, so Shift+J ("J") does nothing.
 */
export function shortcutFor({ key, ctrlKey, metaKey, altKey, typing }: KeyPressFacts): MessageShortcutAction | null {
  if (typing || ctrlKey || metaKey || altKey) return null;
  return messageShortcuts.find((shortcut) => shortcut.key === key)?.action ?? null;
}

/** The key of an action, for the `aria-keyshortcuts` of the control that does the same. */
export const keyOf = (action: MessageShortcutAction) =>
  messageShortcuts.find((shortcut) => shortcut.action === action)?.key;
