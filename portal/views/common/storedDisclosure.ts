import { useState } from 'react';

import type { KeyValueStorage } from '@/api';

/**
 * The browser storage key that keeps whether a view's stats and breakdowns are shown (product.md §9):
 * `adminOverview:messages` holds `expanded` or `collapsed`. A preference of the screen, nothing
 * personal: it outlives signing out.
 */
export const overviewStorageKey = (view: 'messages') => `adminOverview:${view}`;

/** Whether the block kept under `key` is expanded: as kept, else (nothing kept, unreadable) `fallback`. */
export function readExpanded(storage: KeyValueStorage | undefined, key: string, fallback: boolean): boolean {
  const kept = storage?.getItem(key);
  return kept === 'expanded' ? true : kept === 'collapsed' ? false : fallback;
}

/** The tab's local storage, or none where it is refused (a private window may refuse it). */
function localStore(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Open or closed, as the administrator last left it on this browser (under `key`), else `fallback`.
 * Kept on each change; where storage is refused it still toggles, for the visit.
 */
export function useStoredDisclosure(key: string, fallback: boolean) {
  const [expanded, setExpanded] = useState(() => readExpanded(localStore(), key, fallback));
  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    try {
      localStore()?.setItem(key, next ? 'expanded' : 'collapsed');
    } catch {
      // Full or refused: the choice holds for this visit only.
    }
  };
  return [expanded, toggle] as const;
}
