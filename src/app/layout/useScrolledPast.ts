import { useCallback, useSyncExternalStore } from 'react';

const subscribeToScroll = (onChange: () => void) => {
  // Passive: the listener never cancels scrolling, so the browser need not wait for it.
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** The server, and the first render while hydrating, see an unscrolled page. */
const atTopOnServer = () => false;

/** Whether the window is scrolled down by more than `threshold` pixels; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  const isScrolledPast = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, isScrolledPast, atTopOnServer);
}
