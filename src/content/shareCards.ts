import { siteConfig } from '@/config/site';
import { paths } from '@shared/content/paths';
import { waitlistCopy, waitlistPageCopy } from '@shared/content/waitlist';
import { aboutContent } from './about';
import { comingSoonContent } from './comingSoon';
import { contactContent } from './contact';
import { featuresContent } from './features';
import { homeContent } from './home';
import { howItWorksContent } from './howItWorks';
import { privacyContent } from './privacy';
import { type Screenshot, screenshots } from './screenshots';
import type { PageMetaContent } from './types';

/**
 * What a link to a page shows where it is shared (chat apps, social networks, mail clients): its Open
 * Graph and Twitter tags and the 1200×630 image the build draws for it (scripts/siteImages.mjs, ADR 0016).
 * Everything comes from the page's own copy and the screenshot manifest, so a page that is rewritten
 * shares its new words at the next build.
 *
 * Only the build and tests import this module: it gathers every page's copy, which no page should
 * download (src/entry-server.tsx hands it to scripts/build-site.mjs).
 */
export type ShareCard = {
  /** The page the card is for: its address is the card's `og:url`. */
  path: string;
  /** The page's title and description (`og:title`, `og:description`): the page's own meta. */
  meta: PageMetaContent;
  /** The short line over the headline on the image: the page's eyebrow, if it has one. */
  eyebrow?: string;
  /** The large words on the image: the page's heading. */
  headline: string;
  /** The product screen beside the words. */
  screenshot: Screenshot;
  /**
   * The top-left corner of the part of the screen the image shows, in the screenshot's pixels. It is
   * drawn at 1:1, so it stays as crisp as the screenshot.
   */
  crop: { readonly x: number; readonly y: number };
  /** Says what the image shows, for people who cannot see it (`og:image:alt`, `twitter:image:alt`). */
  imageAlt: string;
};

/**
 * Where a product screen's own content starts: every screenshot has the app's 240 px sidebar on the left
 * and its 64 px top bar above (stories/screens). The card shows the page heading and what follows it,
 * not the app's chrome, which repeats the brand the card already shows.
 */
export const screenContentOrigin = { x: 240, y: 64 } as const;

const card = (
  path: string,
  meta: PageMetaContent,
  hero: { eyebrow?: string; title: string },
  screenshot: Screenshot,
): ShareCard => ({
  path,
  meta,
  ...(hero.eyebrow && { eyebrow: hero.eyebrow }),
  headline: hero.title,
  screenshot,
  crop: screenContentOrigin,
  imageAlt: `${siteConfig.brandName}: ${hero.title}. Beside it, part of a product screen: ${screenshot.alt}.`,
});

/**
 * One card per page that has an address of its own. The pages a form lands on share their form page's
 * card (src/pages/FormOutcomePage.tsx); the 404 page has none.
 */
export const shareCards: readonly ShareCard[] = [
  card(paths.home, homeContent.meta, homeContent.hero, screenshots['dashboard-overview']),
  card(paths.features, featuresContent.meta, featuresContent.hero, screenshots['invoice-editor']),
  // "From signup to first invoice": the set-up screen, which says it takes under a minute.
  card(paths.howItWorks, howItWorksContent.meta, howItWorksContent.hero, screenshots.setup),
  card(paths.about, aboutContent.meta, aboutContent.hero, screenshots['dashboard-yearly']),
  card(paths.contact, contactContent.meta, contactContent.hero, screenshots['client-list']),
  card(paths.comingSoon, comingSoonContent.meta, comingSoonContent.hero, screenshots['invoice-list']),
  card(paths.privacy, privacyContent.meta, privacyContent.hero, screenshots.reports),
  card(
    paths.waitlist,
    waitlistPageCopy.meta,
    { eyebrow: waitlistPageCopy.eyebrow, title: waitlistCopy.title },
    screenshots.products,
  ),
];
