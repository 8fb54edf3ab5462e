import { describe, expect, it } from 'vitest';

import { siteConfig, whatsappDigits } from '@/config/site';
import { parseSiteConfig, siteConfigFromEnv, watchPageOf } from './siteConfigSchema';

const valid = {
  siteUrl: 'https://invoices.example.com',
  brandName: 'InvoiceFlow',
  supportEmail: 'support@example.com',
  whatsappNumber: '+44 20 7946 0958',
  demoVideoUrl: 'https://video.example.com/embed/1',
  demoVideoWatchUrl: 'https://video.example.com/watch/1',
};

describe('site configuration', () => {
  it('accepts a complete, well-formed configuration', () => {
    expect(parseSiteConfig(valid)).toEqual(valid);
  });

  it('has valid defaults, and the build hands the site exactly the validated values', () => {
    expect(siteConfigFromEnv({})).toEqual({
      siteUrl: 'https://invoiceflow.app',
      brandName: 'InvoiceFlow',
      supportEmail: 'support@invoiceflow.app',
      whatsappNumber: '+1 415 555 0132',
      demoVideoUrl: 'https://www.youtube-nocookie.com/embed/8Zp1cqLsQ0Y',
      demoVideoWatchUrl: 'https://www.youtube.com/watch?v=8Zp1cqLsQ0Y',
    });
    expect(siteConfig).toEqual(siteConfigFromEnv(process.env));
  });

  it('reads the VITE_ variables, and never the admin path (the server alone knows it, at run time)', () => {
    const config = siteConfigFromEnv({ ADMIN_PATH: '/back-office', VITE_BRAND_NAME: 'Ledgerly' });
    expect(config.brandName).toBe('Ledgerly');
    expect(JSON.stringify(config)).not.toContain('/back-office');
    expect(() => siteConfigFromEnv({ VITE_SUPPORT_EMAIL: 'nope' })).toThrow(/supportEmail must be an e-mail address/);
  });

  it('takes the site URL as a bare origin, since page paths are appended to it', () => {
    expect(siteConfigFromEnv({ VITE_SITE_URL: 'http://localhost:3000' }).siteUrl).toBe('http://localhost:3000');
    expect(() => parseSiteConfig({ ...valid, siteUrl: 'https://example.com/' })).toThrow(
      /without a path or trailing slash/,
    );
    expect(() => parseSiteConfig({ ...valid, siteUrl: 'https://example.com/site' })).toThrow(
      /siteUrl must be an origin/,
    );
    expect(() => parseSiteConfig({ ...valid, siteUrl: 'ftp://example.com' })).toThrow(
      /siteUrl must be an http\(s\) URL/,
    );
  });

  it("opens the video's watch page, not its bare player: derived for YouTube and Vimeo, configured for other hosts", () => {
    expect(watchPageOf('https://www.youtube.com/embed/8Zp1cqLsQ0Y')).toBe(
      'https://www.youtube.com/watch?v=8Zp1cqLsQ0Y',
    );
    expect(watchPageOf('https://youtube-nocookie.com/embed/a_B-9?rel=0')).toBe('https://www.youtube.com/watch?v=a_B-9');
    expect(watchPageOf('https://player.vimeo.com/video/76979871')).toBe('https://vimeo.com/76979871');
    expect(watchPageOf('https://video.example.com/embed/1')).toBeUndefined();
    expect(watchPageOf('https://www.youtube.com/watch?v=8Zp1cqLsQ0Y')).toBeUndefined();

    const otherHost = { VITE_DEMO_VIDEO_URL: 'https://video.example.com/embed/1' };
    expect(siteConfigFromEnv(otherHost).demoVideoWatchUrl).toBe('https://video.example.com/embed/1');
    expect(
      siteConfigFromEnv({ ...otherHost, VITE_DEMO_VIDEO_WATCH_URL: 'https://video.example.com/watch/1' })
        .demoVideoWatchUrl,
    ).toBe('https://video.example.com/watch/1');
    expect(() => siteConfigFromEnv({ VITE_DEMO_VIDEO_WATCH_URL: 'http://video.example.com/1' })).toThrow(
      /demoVideoWatchUrl must be an https URL/,
    );
  });

  it('names every bad field in a single error', () => {
    expect(() =>
      parseSiteConfig({ ...valid, supportEmail: 'not-an-email', demoVideoUrl: 'http://insecure.example.com' }),
    ).toThrow(/supportEmail must be an e-mail address.*demoVideoUrl must be an https URL/);
  });

  it('refuses a WhatsApp number without its country code', () => {
    expect(() => parseSiteConfig({ ...valid, whatsappNumber: '020 7946 0958' })).toThrow(/international format/);
  });

  it('gives wa.me the digits of the number only', () => {
    expect(whatsappDigits(parseSiteConfig(valid))).toBe('442079460958');
  });
});
