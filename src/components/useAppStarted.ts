import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether the app is running in this document: false in the prerendered markup and while that markup
 * is being hydrated, true from the render after. A form leaves its checks and submission to the browser
 * until then (a visitor may use it before the app has started, or without JavaScript), and takes them
 * over from that render on.
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
