import { fieldLimits } from './constants';
import type { Attribution } from './waitlist';

/**
 * Where a visit came from, read from its first page's address and `document.referrer`: the rule the
 * site records a visit by and the server reads a form post's `Referer` by, so both send and store the
 * same thing. Zod-free, like constants.ts, because it runs in the browser.
 */

/** A host name with an optional port, as `referrerHost` accepts it (`attributionFields` in waitlist.ts). */
export const HOST_NAME_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/** The address's campaign tags and the fields they fill. */
const utmParameters = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
] as const;

const parsed = (address: string): URL | null => {
  try {
    return new URL(address);
  } catch {
    return null;
  }
};

/**
 * A tag as the server stores it: no control characters (NUL cannot be stored), no U+FFFD (what an escape
 * that is not UTF-8, `%FF`, decodes to: noise, not a campaign's name), trimmed, at most `max` characters
 * without a surrogate pair cut in half (an unpaired half cannot be stored either: the server would refuse
 * the whole sign-up). Null when nothing is left.
 */
export function tag(value: string | null, max: number): string | null {
  let text = (value ?? '')
    .replace(/[\p{Cc}\uFFFD]/gu, '')
    .trim()
    .slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  return text.trim() || null;
}

/** A host that another site's link came from; null when it is none the server would accept. */
const referringHost = (host: string): string | null =>
  host.length <= fieldLimits.referrerHost && HOST_NAME_PATTERN.test(host) ? host.toLowerCase() : null;

/** The attribution of a visit that left no trace: every field null. */
export const noAttribution: Attribution = {
  landingPage: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};

/**
 * The attribution of a visit whose first page is `pageUrl`, reached from `referrer` (`document.referrer`,
 * empty when none): the page's path (never its query or fragment, which may carry personal data), the
 * referring page's host when it is another site, and the page's `utm_source`, `utm_medium` and
 * `utm_campaign`. A referrer on the page's own host means the visit began one page earlier, on a page the
 * visitor left before the site's code had run there: that page is taken as the first one.
 */
export function attributionOf(pageUrl: string, referrer: string): Attribution {
  const page = parsed(pageUrl);
  if (!page) return noAttribution;
  const from = parsed(referrer);
  const cameFromOwnSite = from?.host === page.host;
  const landing = cameFromOwnSite ? from! : page;
  const attribution: Attribution = {
    ...noAttribution,
    // A path is percent-encoded: it has no whitespace, `?` or `#`, and a cut one is still a path.
    landingPage: landing.pathname.slice(0, fieldLimits.landingPage),
    referrerHost: from && !cameFromOwnSite ? referringHost(from.host) : null,
  };
  for (const [parameter, field] of utmParameters) {
    attribution[field] = tag(landing.searchParams.get(parameter), fieldLimits.utm);
  }
  return attribution;
}

/** Whether `attribution` names a campaign: one of the `utm_*` tags is set. */
export const hasCampaign = (attribution: Attribution) => utmParameters.some(([, field]) => attribution[field] !== null);
