import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { attributionOf, hasCampaign, noAttribution } from './attribution';
import { fieldLimits } from './constants';
import { attributionFields } from './waitlist';

const site = 'https://invoiceflow.example';
/** What the server makes of an attribution the site sends: it must take every one the rule gives. */
const serverReading = z.object(attributionFields).strict();

describe('attributionOf', () => {
  it('takes the path, the campaign tags and another site as the referrer', () => {
    expect(
      attributionOf(
        `${site}/features?utm_source=newsletter&utm_medium=email&utm_campaign=launch&ref=x#pricing`,
        'https://News.Example.com:8443/some/article?id=7',
      ),
    ).toEqual({
      landingPage: '/features',
      referrerHost: 'news.example.com:8443',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
    });
  });

  it('keeps the path only: never the query or fragment, which may carry personal data', () => {
    const attribution = attributionOf(`${site}/?email=ada%40example.com#token=secret`, '');
    expect(attribution).toEqual({ ...noAttribution, landingPage: '/' });
  });

  it('records a direct visit by its page alone', () => {
    expect(attributionOf(`${site}/pricing`, '')).toEqual({ ...noAttribution, landingPage: '/pricing' });
  });

  it('takes the referring page on its own host as the first page (the visitor left it before the app ran)', () => {
    expect(attributionOf(`${site}/waitlist`, `${site}/?utm_source=newsletter&utm_campaign=launch`)).toEqual({
      ...noAttribution,
      landingPage: '/',
      utmSource: 'newsletter',
      utmCampaign: 'launch',
    });
  });

  it('counts another port or a subdomain as another host', () => {
    expect(attributionOf(`${site}/`, 'https://blog.invoiceflow.example/post').referrerHost).toBe(
      'blog.invoiceflow.example',
    );
    expect(attributionOf('http://localhost:3000/', 'http://localhost:5173/').referrerHost).toBe('localhost:5173');
  });

  it.each([
    ['an IPv6 address', 'http://[::1]:8080/'],
    ['a page without a host', 'about:blank'],
    ['a host with an underscore', 'https://my_host.example/'],
    ['a host longer than the field', `https://${`${'a'.repeat(60)}.`.repeat(4)}example.com/`],
    ['no address at all', 'not a url'],
  ])('leaves out a referrer the server would refuse: %s', (_case, referrer) => {
    expect(attributionOf(`${site}/`, referrer).referrerHost).toBeNull();
  });

  it('caps tags at the field limit, trims them and drops control characters and empty ones', () => {
    const attribution = attributionOf(
      `${site}/?utm_source=${'s'.repeat(150)}&utm_medium=%20%20&utm_campaign=%00spring%0A%20sale%20`,
      '',
    );
    expect(attribution.utmSource).toBe('s'.repeat(fieldLimits.utm));
    expect(attribution.utmMedium).toBeNull();
    expect(attribution.utmCampaign).toBe('spring sale');
  });

  it('drops what escapes that are not UTF-8 decode to (U+FFFD), and a tag made of nothing else', () => {
    const attribution = attributionOf(`${site}/?utm_source=%FF&utm_medium=%ED%A0%80&utm_campaign=sp%FFring`, '');
    expect([attribution.utmSource, attribution.utmMedium, attribution.utmCampaign]).toEqual([null, null, 'spring']);
  });

  it('never cuts a character outside the basic plane in half', () => {
    const tag = `${'x'.repeat(fieldLimits.utm - 1)}😀`;
    const attribution = attributionOf(`${site}/?utm_campaign=${encodeURIComponent(tag)}`, '');
    expect(attribution.utmCampaign).toBe('x'.repeat(fieldLimits.utm - 1));
    expect(serverReading.safeParse(attribution).success).toBe(true);
  });

  it('caps a long path', () => {
    const attribution = attributionOf(`${site}/${'p'.repeat(400)}`, '');
    expect(attribution.landingPage).toHaveLength(fieldLimits.landingPage);
  });

  it.each([
    `${site}/caf%C3%A9 menu/?utm_source=caf%C3%A9&utm_campaign=%F0%9F%9A%80%20launch`,
    `${site}/%00?utm_source=%ED%A0%80&utm_medium=${'%F0%9F%98%80'.repeat(60)}`,
    `${site}/${'%F0%9F%98%80'.repeat(80)}`,
  ])('gives what the server accepts for %s', (pageUrl) => {
    expect(serverReading.safeParse(attributionOf(pageUrl, 'https://x.example')).error).toBeUndefined();
  });

  it('gives nothing for an address it cannot read', () => {
    expect(attributionOf('', 'https://news.example.com/')).toEqual(noAttribution);
  });
});

describe('hasCampaign', () => {
  it('is true when any utm tag is set, whatever the page and referrer', () => {
    expect(hasCampaign({ ...noAttribution, utmMedium: 'email' })).toBe(true);
    expect(hasCampaign({ ...noAttribution, landingPage: '/', referrerHost: 'news.example.com' })).toBe(false);
  });
});
