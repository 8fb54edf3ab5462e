import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True on the server and while React hydrates prerendered markup; false in a render the browser makes
 * on its own (once the app runs). What a component chooses on it differs between the two, so the
 * hydration render matches the prerendered markup and the next render shows what needs the app. A
 * form, for one, leaves its checks and submission to the browser while this is true (a visitor may use
 * it before the app has started, or without JavaScript) and takes them over from the render after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
