import type { SiteConfig } from '@shared/config/siteConfigSchema';

export type { SiteConfig } from '@shared/config/siteConfigSchema';

// Replaced at build time by the validated configuration (see vite.base.config.ts and siteConfigSchema.ts).
declare const __SITE_CONFIG__: SiteConfig;

/** The site's brand, contact details and demo video. */
export const siteConfig: SiteConfig = __SITE_CONFIG__;

/** The WhatsApp number as wa.me wants it: digits only. */
export const whatsappDigits = (config: SiteConfig) => config.whatsappNumber.replace(/\D/g, '');

/** The absolute address of a page of the site, as canonical links and the sitemap give it. */
export const pageUrl = (config: SiteConfig, path: string) => `${config.siteUrl}${path === '/' ? '/' : path}`;
