import { z } from 'zod';

/**
 * Everything about the site that is configuration rather than copy: the brand, where visitors reach
 * support and the demo video. Checked when the site is built (vite.base.config.ts),
 * so a bad value fails the build with a message instead of shipping a broken link, and the browser
 * receives plain, already-valid values without carrying a validation library.
 */
export const siteConfigSchema = z.object({
  /** The public origin, without a trailing slash: canonical links, the sitemap and robots.txt name it. */
  siteUrl: z
    .url({ protocol: /^https?$/, message: 'siteUrl must be an http(s) URL' })
    .refine(
      (url) => new URL(url).pathname === '/' && !url.endsWith('/'),
      'siteUrl must be an origin such as https://invoiceflow.app, without a path or trailing slash',
    ),
  brandName: z.string().trim().min(1, 'brandName must not be empty'),
  supportEmail: z.email('supportEmail must be an e-mail address'),
  /** International format with the leading +, as shown to visitors; digits are taken for wa.me links. */
  whatsappNumber: z
    .string()
    .regex(/^\+[1-9][\d ]{6,18}$/, 'whatsappNumber must be in international format, e.g. +1 415 555 0132'),
  /** The player embedded on the pages (an embed address, such as YouTube's /embed/ID). */
  demoVideoUrl: z.url({ protocol: /^https$/, message: 'demoVideoUrl must be an https URL' }),
  /**
   * The video's own page on its host, which "Open in a new tab" opens: an embed address alone is a bare
   * player filling the tab, without the host's title, controls or sharing.
   */
  demoVideoWatchUrl: z.url({ protocol: /^https$/, message: 'demoVideoWatchUrl must be an https URL' }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Parses a raw config, naming every bad field in one error. */
export function parseSiteConfig(raw: Record<string, unknown>): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid site configuration: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return result.data;
}

/**
 * The watch page of a YouTube or Vimeo embed address (youtube.com or youtube-nocookie.com /embed/ID,
 * player.vimeo.com/video/ID); undefined for any other host, whose watch page must then be configured.
 */
export function watchPageOf(embedUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return undefined; // not an address at all: the schema names the problem
  }
  const youtubeId =
    /^(?:www\.)?youtube(?:-nocookie)?\.com$/.test(url.hostname) && url.pathname.match(/^\/embed\/([\w-]+)$/)?.[1];
  if (youtubeId) return `https://www.youtube.com/watch?v=${youtubeId}`;
  const vimeoId = url.hostname === 'player.vimeo.com' && url.pathname.match(/^\/video\/(\d+)$/)?.[1];
  if (vimeoId) return `https://vimeo.com/${vimeoId}`;
  return undefined;
}

/**
 * The site configuration from build-time environment variables, with defaults. The admin portal's path
 * is not among them: it is set when the server starts (ADMIN_PATH), so no public file can carry it.
 */
export function siteConfigFromEnv(env: Record<string, string | undefined>): SiteConfig {
  const demoVideoUrl = env.VITE_DEMO_VIDEO_URL || 'https://www.youtube-nocookie.com/embed/8Zp1cqLsQ0Y';
  return parseSiteConfig({
    siteUrl: env.VITE_SITE_URL || 'https://invoiceflow.app',
    brandName: env.VITE_BRAND_NAME || 'InvoiceFlow',
    supportEmail: env.VITE_SUPPORT_EMAIL || 'support@invoiceflow.app',
    whatsappNumber: env.VITE_WHATSAPP_NUMBER || '+1 415 555 0132',
    demoVideoUrl,
    // Another host's embed with no watch page configured opens its player, as before.
    demoVideoWatchUrl: env.VITE_DEMO_VIDEO_WATCH_URL || watchPageOf(demoVideoUrl) || demoVideoUrl,
  });
}
