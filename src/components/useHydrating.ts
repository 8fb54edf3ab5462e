import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True on the server and while React hydrates prerendered markup; false in a render the browser makes
 * on its own (once the app runs). What a component chooses on it differs between the two, so the
 * hydration render matches the prerendered markup and the next render shows what needs the app.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
