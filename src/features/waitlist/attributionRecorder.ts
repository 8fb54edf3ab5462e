import type { KeyValueStorage } from '@/api';
import { attributionOf } from '@shared/contract/attribution';
import { ATTRIBUTION_KEY } from './attribution';

/**
 * The address this page was loaded from: the navigation's, which later in-app navigations do not change,
 * so the app may record it whenever its code has arrived.
 */
function loadedAddress(): string {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return navigation?.name || window.location.href;
}

/**
 * Records where this visit came from, the first time the site's code runs in the tab (`attributionOf`:
 * the page's path and campaign tags, the referring site's host), keeping only the fields it has. A later
 * page of the same visit changes nothing. Never throws: without session storage nothing is recorded and
 * sign-ups go without attribution.
 */
export function recordVisitAttribution(
  storage?: KeyValueStorage,
  page = { address: loadedAddress(), referrer: document.referrer },
): void {
  try {
    const store = storage ?? sessionStorage;
    if (store.getItem(ATTRIBUTION_KEY) !== null) return;
    const attribution = attributionOf(page.address, page.referrer);
    const known = Object.entries(attribution).filter(([, value]) => value !== null);
    store.setItem(ATTRIBUTION_KEY, JSON.stringify(Object.fromEntries(known)));
  } catch {
    // Storage blocked or full: the sign-up still works, without attribution.
  }
}
