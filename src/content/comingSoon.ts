import { Hourglass, type LucideIcon, Rocket, Star } from 'lucide-react';

import { siteConfig } from '@/config/site';
import type { PageMetaContent } from './types';
import { type Screenshot, screenshots } from './screenshots';

/** A teaser tile: an icon, a short title and one line. */
export type TeaserTileCopy = {
  /** Decorative; the title says what the tile is. */
  icon: LucideIcon;
  title: string;
  description: string;
};

export type ComingSoonContent = {
  meta: PageMetaContent;
  hero: { eyebrow: string; title: string; description: string; joinWaitlist: string; note: string };
  teasers: { label: string; items: TeaserTileCopy[] };
  sneakPeek: { eyebrow: string; title: string; description: string; carouselLabel: string; screenshots: Screenshot[] };
};

const brand = siteConfig.brandName;

/** Copy of /coming-soon (product.md §2): hero, three teaser tiles and a seven-image Sneak Peek. */
export const comingSoonContent: ComingSoonContent = {
  meta: {
    title: 'Coming Soon',
    description: `${brand} is launching soon. Join the waitlist to be first in and get 50% off your first year.`,
  },
  hero: {
    eyebrow: `${brand} is launching soon`,
    title: 'Coming Soon',
    description:
      'Professional invoicing made simple is almost here. Create, send and track invoices, manage clients and products, and see your earnings at a glance.',
    joinWaitlist: 'Join the Waitlist',
    note: 'Early users get 50% off the first year.',
  },
  teasers: {
    label: 'What happens next',
    items: [
      {
        icon: Rocket,
        title: 'Launch Ready',
        description: 'The platform is built, tested and ready for its first customers.',
      },
      {
        icon: Hourglass,
        title: 'Almost There',
        description: 'We are putting the finishing touches on the last details before launch.',
      },
      {
        icon: Star,
        title: 'Be First',
        description: 'Join the waitlist to get early access and 50% off the first year.',
      },
    ],
  },
  sneakPeek: {
    eyebrow: 'A first look',
    title: 'Sneak Peek',
    description: 'A first look at the screens you will use every day.',
    carouselLabel: 'Sneak Peek screenshots',
    screenshots: [
      screenshots['dashboard-overview'],
      screenshots['invoice-list'],
      screenshots['invoice-editor'],
      screenshots['client-list'],
      screenshots.reports,
      screenshots.templates,
      screenshots.products,
    ],
  },
};
