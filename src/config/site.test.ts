import { describe, expect, it } from 'vitest';

import { parseSiteConfig, siteConfig, whatsappDigits } from './site';

const valid = {
  brandName: 'InvoiceFlow',
  supportEmail: 'support@example.com',
  whatsappNumber: '+44 20 7946 0958',
  demoVideoUrl: 'https://video.example.com/embed/1',
  adminPath: '/portal-7f3a',
};

describe('site configuration', () => {
  it('accepts a complete, well-formed configuration', () => {
    expect(parseSiteConfig(valid)).toEqual(valid);
  });

  it('ships defaults that are themselves valid', () => {
    expect(() => parseSiteConfig(siteConfig)).not.toThrow();
  });

  it('names every bad field in a single error', () => {
    expect(() =>
      parseSiteConfig({ ...valid, supportEmail: 'not-an-email', demoVideoUrl: 'http://insecure.example.com' }),
    ).toThrow(/supportEmail must be an e-mail address.*demoVideoUrl must be an https URL/);
  });

  it('refuses a WhatsApp number without its country code', () => {
    expect(() => parseSiteConfig({ ...valid, whatsappNumber: '020 7946 0958' })).toThrow(/international format/);
  });

  it('refuses an admin path that is not a plain path', () => {
    expect(() => parseSiteConfig({ ...valid, adminPath: 'admin' })).toThrow(/adminPath/);
    expect(() => parseSiteConfig({ ...valid, adminPath: '/<script>' })).toThrow(/adminPath/);
  });

  it('gives wa.me the digits of the number only', () => {
    expect(whatsappDigits(parseSiteConfig(valid))).toBe('442079460958');
  });
});
