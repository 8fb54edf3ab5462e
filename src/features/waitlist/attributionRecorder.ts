import type { KeyValueStorage } from '@/api';
import { attributionOf } from '@shared/contract/attribution';
import { REFERRAL_CODE_PATTERN, REFERRAL_PARAMETER } from '@shared/contract/constants';
import { ATTRIBUTION_KEY, type VisitAttribution } from './attribution';

/**
 * The address this page was loaded from: the navigation's, which later in-app navigations do not change,
 * so the app may record it whenever its code has arrived.
 */
function loadedAddress(): string {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return navigation?.name || window.location.href;
}

/** The `ref` of `address` when it has the shape of a share link's code; a cut or changed one is none. */
function shareCode(address: URL | null): string | null {
  const code = address?.searchParams.get(REFERRAL_PARAMETER)?.trim();
  return code && REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

const parsed = (address: string): URL | null => {
  try {
    return new URL(address);
  } catch {
    return null;
  }
};

/**
 * The code of the member's share link (`/?ref=<code>`) a visit whose first page is `pageUrl`, reached
 * from `referrer`, came through; null when there is none of the right shape (the sign-up then goes
 * without one, never refused). As `attributionOf` reads it, a referrer on the page's own host was the
 * visit's first page, left before the site's code ran there: its code counts first, then the page's own
 * (where the server sent a plain Join Waitlist on to `/waitlist?ref=…`).
 */
export function referralCodeOf(pageUrl: string, referrer: string): string | null {
  const page = parsed(pageUrl);
  if (!page) return null;
  const from = parsed(referrer);
  return shareCode(from?.host === page.host ? from : null) ?? shareCode(page);
}

/**
 * Records where this visit came from, the first time the site's code runs in the tab (`attributionOf`:
 * the page's path and campaign tags, the referring site's host; `referralCodeOf`: the share link's
 * code), keeping only the fields it has. A later page of the same visit changes nothing. Never throws:
 * without session storage nothing is recorded and sign-ups go without attribution.
 */
export function recordVisitAttribution(
  storage?: KeyValueStorage,
  page = { address: loadedAddress(), referrer: document.referrer },
): void {
  try {
    const store = storage ?? sessionStorage;
    if (store.getItem(ATTRIBUTION_KEY) !== null) return;
    const visit = {
      ...attributionOf(page.address, page.referrer),
      referralCode: referralCodeOf(page.address, page.referrer),
    };
    const known: VisitAttribution = Object.fromEntries(Object.entries(visit).filter(([, value]) => value !== null));
    store.setItem(ATTRIBUTION_KEY, JSON.stringify(known));
  } catch {
    // Storage blocked or full: the sign-up still works, without attribution.
  }
}
