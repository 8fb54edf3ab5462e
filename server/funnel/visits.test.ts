import type { IncomingHttpHeaders } from 'node:http';

import { describe, expect, it } from 'vitest';

import { isProgram, isSpeculative, isVisit, visitSource } from './visits';

const source = (query: string) => visitSource(new URLSearchParams(query));

/** User agents of people's browsers, in-app browsers included: each a visit. */
const browsers = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/468.0.0.40.107;FBBV/614577544]',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.9443',
  'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
];

/** User agents of programs: crawlers, link previewers, checks, headless browsers, HTTP libraries. */
const programs = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'WhatsApp/2.23.20.0',
  'TelegramBot (like TwitterBot)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
  'curl/8.5.0',
  'Wget/1.21.4',
  'python-requests/2.32.3',
  'Go-http-client/2.0',
  'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
  'axios/1.7.2',
  'Mozilla/5.0 (compatible; archive.org_bot +http://archive.org/details/archive.org_bot)',
];

describe('where a visit came from', () => {
  it("is the page's utm_source in lower case, as the site stores a sign-up's, trimmed and capped", () => {
    expect(source('utm_source=news')).toBe('news');
    expect(source('utm_source=%20News%20&utm_medium=email')).toBe('news');
    expect(source('utm_source=Caf%C3%A9')).toBe('café');
    expect(source(`utm_source=${'x'.repeat(150)}`)).toBe('x'.repeat(100));
    // Control characters and bytes that are no UTF-8 are noise, as on the site.
    expect(source('utm_source=news%00%FF')).toBe('news');
  });

  it('is referral for a share link, unless the link also names a campaign', () => {
    expect(source('ref=AbCdEf012_-x')).toBe('referral');
    expect(source('ref=%20AbCdEf012_-x%20')).toBe('referral');
    expect(source('ref=AbCdEf012_-x&utm_source=Partner')).toBe('partner');
  });

  it('is direct without a campaign or a code', () => {
    expect(source('')).toBe('direct');
    expect(source('utm_source=')).toBe('direct');
    expect(source('utm_source=%20%20&utm_campaign=launch')).toBe('direct');
    expect(source('ref=')).toBe('direct');
    expect(source('ref=not-a-code')).toBe('direct');
    expect(source('q=ref')).toBe('direct');
  });
});

describe('who is a program', () => {
  it.each(browsers)('not a browser: %s', (userAgent) => {
    expect(isProgram(userAgent)).toBe(false);
  });

  it.each(programs)('a program: %s', (userAgent) => {
    expect(isProgram(userAgent)).toBe(true);
  });

  it('takes a request without a user agent for a program', () => {
    expect(isProgram(undefined)).toBe(true);
    expect(isProgram('')).toBe(true);
    expect(isProgram('   ')).toBe(true);
  });
});

describe('what is fetched ahead of a click', () => {
  it.each<IncomingHttpHeaders>([
    { 'sec-purpose': 'prefetch' },
    { 'sec-purpose': 'prefetch;prerender' },
    { purpose: 'prefetch' },
    { 'x-moz': 'prefetch' },
    { 'x-purpose': 'preview' },
    { 'sec-fetch-dest': 'empty' },
    { 'sec-fetch-dest': 'iframe' },
  ])('%o is not a visit', (headers) => {
    expect(isSpeculative(headers)).toBe(true);
  });

  it('lets a navigation through, and a request of a browser too old to say', () => {
    expect(isSpeculative({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' })).toBe(false);
    expect(isSpeculative({})).toBe(false);
  });
});

describe('a visit', () => {
  const person = { 'user-agent': browsers[0]! };

  it('is a GET of a page answered with it (200) or with "you have it" (304)', () => {
    expect(isVisit({ method: 'GET', headers: person }, 200)).toBe(true);
    expect(isVisit({ method: 'GET', headers: person }, 304)).toBe(true);
  });

  it('is not a HEAD, an answer without the page, a program or a prefetch', () => {
    expect(isVisit({ method: 'HEAD', headers: person }, 200)).toBe(false);
    for (const status of [206, 308, 404, 416, 500])
      expect(isVisit({ method: 'GET', headers: person }, status)).toBe(false);
    expect(isVisit({ method: 'GET', headers: { 'user-agent': programs[0]! } }, 200)).toBe(false);
    expect(isVisit({ method: 'GET', headers: { ...person, 'sec-purpose': 'prefetch' } }, 200)).toBe(false);
  });
});
