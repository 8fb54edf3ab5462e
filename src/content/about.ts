import { BarChart3, Briefcase, Eye, FileText, Lightbulb, ShieldCheck, Sparkles } from 'lucide-react';

import { siteConfig } from '@/config/site';
import { paths } from '@shared/content/paths';
import type { ScreenshotName } from './screenshots';
import type { CallToActionContent, FeatureCardContent, PageMetaContent } from './types';

/** One point of the Our Story timeline. */
export type TimelineEntry = {
  /** The year, shown large beside the entry. */
  year: string;
  title: string;
  description: string;
};

/** A card with an icon: a value or an area of expertise. */

export type AboutContent = {
  meta: PageMetaContent;
  hero: { eyebrow: string; title: string; description: string };
  /** **(ours)** Beside the hero: what the mission has come to, the product's dashboard. */
  heroShot: ScreenshotName;
  story: { title: string; paragraphs: string[]; timelineLabel: string; timeline: TimelineEntry[] };
  values: { eyebrow: string; title: string; description: string; items: FeatureCardContent[] };
  expertise: { eyebrow: string; title: string; description: string; items: FeatureCardContent[] };
  /** **(ours)** The closing band, as every public page has. */
  callToAction: CallToActionContent;
};

const brand = siteConfig.brandName;

/** Copy of /about (product.md §2): hero, Our Story with a three-item timeline, four values, three areas of expertise. */
export const aboutContent: AboutContent = {
  meta: {
    title: 'About Us',
    description: `Why we are building ${brand}: invoicing that small businesses and freelancers can set up in a minute and trust every day.`,
  },
  hero: {
    eyebrow: 'About Us',
    title: 'About Our Mission',
    description:
      'We are building invoicing that gets out of your way, so business owners, freelancers and growing teams spend their time on their work, not on paperwork.',
  },
  heroShot: 'dashboard-overview',
  story: {
    title: 'Our Story',
    paragraphs: [
      `${brand} began with a simple observation: small businesses lose hours every month to invoices built in spreadsheets and word processors, chasing payments they cannot see at a glance.`,
      'So we set out to build one place to create, send and track invoices, keep clients and products at hand, and see monthly and yearly earnings without a single formula.',
    ],
    timelineLabel: 'Our journey',
    timeline: [
      {
        year: '2023',
        title: 'The Vision',
        description:
          'We set out to make professional invoicing simple enough to start in minutes, for every small business.',
      },
      {
        year: '2024',
        title: 'Development',
        description:
          'We built invoicing, client management, the product catalogue, templates and the analytics dashboard, with early users.',
      },
      {
        year: '2025',
        title: 'Production Ready',
        description:
          'Secure, tested and ready to launch, with a trial followed by a subscription. Join the waitlist to be first in.',
      },
    ],
  },
  values: {
    eyebrow: 'What we believe',
    title: 'Our Values',
    description: 'Four principles guide every screen we design and every feature we ship.',
    items: [
      {
        icon: Sparkles,
        title: 'Simplicity First',
        description: 'From signup to first invoice in under 10 minutes, with no training and no manual.',
      },
      {
        icon: Eye,
        title: 'Full Transparency',
        description: 'Clear pricing, clear invoice statuses and clear reports: you always know where you stand.',
      },
      {
        icon: Briefcase,
        title: 'Business Focus',
        description: 'Every feature exists to help you bill accurately and get paid sooner, nothing else.',
      },
      {
        icon: Lightbulb,
        title: 'Innovation Drive',
        description: 'We keep improving, guided by what business owners tell us they need next.',
      },
    ],
  },
  expertise: {
    eyebrow: 'What we know',
    title: 'Our Expertise',
    description: 'The team brings together three disciplines that professional invoicing depends on.',
    items: [
      {
        icon: FileText,
        title: 'Invoicing and Billing',
        description:
          'Invoice creation, sending, tracking, bulk status updates and multiple currencies, with customizable templates.',
      },
      {
        icon: BarChart3,
        title: 'Financial Analytics',
        description: 'Dashboards of monthly and yearly earnings, invoice counts, Excel reports and PDF generation.',
      },
      {
        icon: ShieldCheck,
        title: 'Security and Cloud',
        description: 'Token-based (JWT) security and user authorization on a platform you can reach from anywhere.',
      },
    ],
  },
  callToAction: {
    title: 'Be Part of What Comes Next',
    description: 'Join the waitlist today: early users get 50% off their first year.',
    joinWaitlistLabel: 'Join Waitlist',
    secondaryLink: { label: 'View Features', to: paths.features },
  },
};
