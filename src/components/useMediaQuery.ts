import { useCallback, useSyncExternalStore } from 'react';

/** `window.matchMedia`, where there is one (not on the server, nor in jsdom). */
const mediaQueryList = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * Whether a media query matches now, following its changes. On the server, during hydration and where
 * the browser cannot tell (jsdom), it reads `false`, so the first render is the same everywhere.
 * `query` is the condition alone, e.g. `(max-width: 899.98px)`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}
