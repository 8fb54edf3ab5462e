import type { IncomingHttpHeaders } from 'node:http';

import { tag } from '@shared/contract/attribution';
import {
  DIRECT_SOURCE,
  fieldLimits,
  REFERRAL_CODE_PATTERN,
  REFERRAL_PARAMETER,
  REFERRAL_SOURCE,
} from '@shared/contract/constants';

/**
 * What counts as a visit of a public page, and where it came from: the first step of the funnel
 * (docs/security.md "Visits"). Pure, so the rules are tested on their own (visits.test.ts).
 */

/**
 * Where a visit came from, read from its page's query: its `utm_source` as a sign-up stores it (the
 * site's `tag`: no control characters, trimmed, at most `fieldLimits.utm` characters) in lower case, as
 * the funnel groups sign-ups; else `referral` for a member's share link (`?ref=` and a code's shape);
 * else `direct`. The same order as a sign-up's source (repositories/funnel.ts): a share link that also
 * carries a campaign's tags counts for the campaign.
 */
export function visitSource(query: URLSearchParams): string {
  const campaign = tag(query.get('utm_source'), fieldLimits.utm)?.toLowerCase();
  if (campaign) return campaign;
  const code = query.get(REFERRAL_PARAMETER)?.trim();
  return code && REFERRAL_CODE_PATTERN.test(code) ? REFERRAL_SOURCE : DIRECT_SOURCE;
}

/**
 * Words in the user agents of programs rather than people: search and social crawlers (`Googlebot`,
 * `Twitterbot`, `Slackbot`: any `…bot`), link previewers of chat apps, uptime checks, headless browsers
 * (tests, screenshots, Lighthouse) and HTTP libraries. A person's browser, in-app browsers included,
 * names none of them; a program that pretends to be a browser is counted, which no rule of this kind
 * can help. Matched in any case.
 */
const programWords = [
  // Not the phones of Cubot, whose model names end their user agents ("CUBOT X30)").
  '(?<!cu)bot\\b',
  'crawl',
  'spider',
  'slurp',
  'scrape',
  'preview',
  'fetcher',
  'facebookexternalhit',
  'facebookcatalog',
  'embedly',
  'quora link',
  'whatsapp',
  'telegram',
  'vkshare',
  'headless',
  'lighthouse',
  'pagespeed',
  'gtmetrix',
  'pingdom',
  'uptime',
  'statuscake',
  'monitor',
  'curl',
  'wget',
  'httpie',
  'python',
  'go-http-client',
  'java/',
  'okhttp',
  'axios',
  'node-fetch',
  'undici',
  'libwww',
  'httpclient',
  'guzzle',
  'ruby',
  'perl',
  'phantomjs',
  'puppeteer',
  'playwright',
  'selenium',
  'archive',
];
export const PROGRAM_USER_AGENT = new RegExp(programWords.join('|'), 'i');

/** Whether a request's user agent is a program's; none at all counts as one (no browser sends none). */
export const isProgram = (userAgent: string | undefined) => !userAgent?.trim() || PROGRAM_USER_AGENT.test(userAgent);

/** A header's value as one string (Node gives a repeated header as several). */
const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/**
 * Whether the browser fetched the page ahead of a click that may never come: a link prefetch or a
 * speculative prerender (`Sec-Purpose: prefetch` or `prefetch;prerender`, Chrome's older `Purpose:
 * prefetch`, Firefox's `X-Moz: prefetch`, Safari's `X-Purpose: preview`), or fetched it for a script or
 * a frame rather than to show it (`Sec-Fetch-Dest` other than `document`).
 */
export function isSpeculative(headers: IncomingHttpHeaders): boolean {
  const purpose = [headers['sec-purpose'], headers.purpose, headers['x-purpose'], headers['x-moz']]
    .map(headerText)
    .join(' ');
  if (/prefetch|prerender|preview/i.test(purpose)) return true;
  const destination = headerText(headers['sec-fetch-dest']);
  return destination !== '' && destination.toLowerCase() !== 'document';
}

/**
 * Whether a public page's answer is a visit: a GET (a HEAD shows nothing) answered with the page (200)
 * or with "you have it already" (304, a browser that keeps the page shows it again: pages are
 * revalidated on every visit, plugins/site.ts), asked for by a person's browser to show it now.
 */
export function isVisit(request: { method: string; headers: IncomingHttpHeaders }, statusCode: number): boolean {
  return (
    request.method === 'GET' &&
    (statusCode === 200 || statusCode === 304) &&
    !isProgram(request.headers['user-agent']) &&
    !isSpeculative(request.headers)
  );
}
