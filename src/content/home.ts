import { ChartColumn, FileSpreadsheet, FileText, Package, Palette, Users } from 'lucide-react';

import { siteConfig } from '@/config/site';
import { anchors } from './anchors';
import { featureShots } from './featureShots';
import { paths } from '@shared/content/paths';
import { type ScreenshotName, screenshots } from './screenshots';
import type {
  CallToActionContent,
  FeatureCardContent,
  PageLink,
  PageMetaContent,
  ScreenCrop,
  SectionIntro,
  StepContent,
} from './types';

export type {
  CallToActionContent,
  FeatureCardContent,
  PageLink,
  PageMetaContent,
  SectionIntro,
  StepContent,
} from './types';

export type HomeContent = {
  meta: PageMetaContent;
  hero: SectionIntro & {
    joinWaitlistLabel: string;
    /**
     * Goes to /how-it-works, then scrolls to the system showcase there. `context` follows the label for
     * screen readers and search engines only, so the link says where it goes even read on its own.
     */
    learnMore: PageLink & { anchorId: string; context: string };
  };
  /** The hero's product shot: the whole dashboard. */
  heroShot: ScreenshotName;
  /** Six features, each with the part of a product screen that shows it. */
  features: SectionIntro & { items: readonly (FeatureCardContent & { shot: ScreenCrop })[] };
  /** Three steps, each with the screen it happens on. */
  steps: SectionIntro & { items: readonly (StepContent & { shot: ScreenCrop })[] };
  whyChoose: SectionIntro & { points: readonly string[] };
  callToAction: CallToActionContent;
};

/** The copy of the landing page at `/`. */
export const homeContent: HomeContent = {
  meta: {
    title: 'Professional Invoicing Made Simple',
    description:
      'Create, send and track invoices in multiple currencies, manage clients and products, and see your earnings at a glance. Join the waitlist for 50% off your first year.',
  },
  hero: {
    eyebrow: 'Launching soon · 50% off your first year',
    title: 'Professional Invoicing Made Simple',
    description:
      'Create, send and track professional invoices, manage your clients and your products and services, and see your monthly and yearly earnings at a glance. From signup to first invoice in under 10 minutes.',
    joinWaitlistLabel: 'Join Waitlist',
    learnMore: {
      label: 'Learn More',
      context: 'about how it works',
      to: paths.howItWorks,
      anchorId: anchors.systemShowcase,
    },
  },
  heroShot: 'hero',
  features: {
    eyebrow: 'Features',
    title: 'Everything You Need to Get Paid',
    description: `${siteConfig.brandName} brings invoices, clients, products, templates and reports together in one place.`,
    items: [
      {
        icon: FileText,
        title: 'Invoice Management',
        description:
          'Create, send, update, delete and track invoices, change the status of many at once with bulk updates, and bill in multiple currencies.',
        shot: featureShots.invoices,
      },
      {
        icon: Users,
        title: 'Client Management',
        description: 'Keep every client in one list, search it in a moment and look any client up by email.',
        shot: featureShots.clients,
      },
      {
        icon: Package,
        title: 'Product & Service Catalogue',
        description: 'Save the products and services you sell once and add them to any invoice.',
        shot: featureShots.catalogue,
      },
      {
        icon: Palette,
        title: 'Custom Invoice Templates',
        description: 'Customizable invoice templates that carry your branding on every invoice you send.',
        shot: featureShots.templates,
      },
      {
        icon: ChartColumn,
        title: 'Analytics Dashboard',
        description: 'Your monthly and yearly earnings and your invoice counts, at a glance.',
        shot: featureShots.analytics,
      },
      {
        icon: FileSpreadsheet,
        title: 'Reports & Exports',
        description: 'Reports and analytics, Excel reports with logistics data, and PDF generation.',
        shot: featureShots.reports,
      },
    ],
  },
  steps: {
    eyebrow: 'How It Works',
    title: 'Start Invoicing in Three Steps',
    description: 'From signup to first invoice in under 10 minutes.',
    items: [
      {
        title: 'Register & Setup',
        description: 'Create your account and start your trial. Setting up your business takes under 1 minute.',
        shot: { screenshot: screenshots.setup, crop: { x: 248, y: 72, width: 1008, height: 424 } },
      },
      {
        title: 'Add Clients & Products',
        description: 'Add your clients and build your catalogue of products and services, ready for every invoice.',
        shot: { screenshot: screenshots['client-list'], crop: { x: 248, y: 72, width: 1008, height: 424 } },
      },
      {
        title: 'Create & Track Invoices',
        description:
          'Create an invoice from your catalogue, send it, and track it from Draft to Sent, Paid or Overdue.',
        shot: { screenshot: screenshots['invoice-editor'], crop: { x: 248, y: 72, width: 1008, height: 424 } },
      },
    ],
  },
  whyChoose: {
    eyebrow: `Why ${siteConfig.brandName}`,
    title: `Why Choose ${siteConfig.brandName}?`,
    description: 'Built for business owners, freelancers and small and growing businesses.',
    points: [
      'From signup to first invoice in under 10 minutes',
      'Account setup in under 1 minute',
      'Invoices in multiple currencies',
      'Bulk status updates for many invoices at once',
      'Customizable templates with your branding',
      'Monthly and yearly earnings at a glance',
      'Excel reports and PDF generation built in',
      'Token-based (JWT) security and user authorization',
    ],
  },
  callToAction: {
    title: 'Ready to Simplify Your Invoicing?',
    description: 'Join the waitlist today: early users get 50% off their first year.',
    joinWaitlistLabel: 'Join Waitlist',
    secondaryLink: { label: 'View Features', to: paths.features },
  },
};
