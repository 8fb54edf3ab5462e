export { storageKeys } from '@/config/storageKeys';

/** What the service layer needs of storage; `localStorage` in the browser. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's local storage, or none where there is no browser (prerendering, tests in Node). */
export const browserStorage = (): KeyValueStorage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;
