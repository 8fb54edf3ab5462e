import type { KeyValueStorage } from '@/api';
import type { Attribution } from '@shared/contract/waitlist';

/**
 * Where this visit came from, kept in the tab's session storage under one key (no cookie, nothing sent
 * anywhere but with a sign-up): written once, on the visit's first page (`recordVisitAttribution`),
 * with only the fields the visit has, read when the visitor signs up.
 */
export const ATTRIBUTION_KEY = 'invoiceflow.attribution';

/**
 * What the visit's record holds, as sign-up fields: its attribution, and `referralCode`, the code of the
 * member's share link (`/?ref=<code>`) the visit began on, when it began on one.
 */
export type VisitAttribution = Partial<Attribution> & { referralCode?: string };

/**
 * The visit's attribution as sign-up fields (every page carries this code, so it only reads back what
 * the recorder wrote). Nothing when none was recorded or session storage is blocked.
 */
export function visitAttribution(storage?: KeyValueStorage): VisitAttribution {
  try {
    return JSON.parse((storage ?? sessionStorage).getItem(ATTRIBUTION_KEY) ?? '{}');
  } catch {
    return {};
  }
}
