import { useEffect, useEffectEvent, useReducer } from 'react';

export type OnDemand<T> = {
  /**
   * Fetches the code once and resolves with it; later calls share that fetch. A failed fetch (offline,
   * say) is forgotten, so the next call tries again.
   */
  load: () => Promise<T>;
  /**
   * A hook: the code once it has arrived, else `undefined`. While `wanted` is true it asks for the
   * code and renders again when it arrives; code fetched earlier (by `load`) is
   * there at once, on the first render. A component it returns is one module-level value, the same on
   * every render, so rendering it keeps its state (the static-components lint rule cannot tell).
   * `onFailure` runs when the fetch fails (offline, say): the owner stops wanting it, so that asking
   * again (the next click) tries again.
   */
  useLoaded: (wanted: boolean, onFailure?: () => void) => T | undefined;
};

/**
 * Code a first paint does not need (a dialog, a zoom view, the code that sends a form) kept out of the
 * page's initial JavaScript: `load` is a dynamic `import()`, fetched when first wanted, or earlier
 * when its owner sees it coming (`load` on an intent), then kept for the rest of the visit.
 */
export function loadOnDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;

  const loadOnce = () => {
    if (loaded) return Promise.resolve(loaded.value);
    pending ??= load().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function useLoaded(wanted: boolean, onFailure?: () => void) {
    const [, renderAgain] = useReducer((count: number) => count + 1, 0);
    const arrived = loaded !== undefined;
    const fail = useEffectEvent((error: unknown) => {
      console.error('Could not load part of the page.', error);
      onFailure?.();
    });
    useEffect(() => {
      if (!wanted || arrived) return;
      let mounted = true;
      loadOnce().then(
        () => {
          if (mounted) renderAgain();
        },
        (error: unknown) => {
          if (mounted) fail(error);
        },
      );
      return () => {
        mounted = false;
      };
    }, [wanted, arrived]);
    return loaded?.value;
  }

  return { load: loadOnce, useLoaded };
}
