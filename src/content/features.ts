import {
  ChartColumn,
  Cloud,
  CreditCard,
  FileSpreadsheet,
  FileText,
  Package,
  Palette,
  ShieldCheck,
  Users,
  Zap,
} from 'lucide-react';

import { featureScreens } from './featureScreens';
import type { ScreenshotName } from './screenshots';
import type { CallToActionContent, FeatureCardContent, PageMetaContent, SectionIntro } from './types';

export type FeaturesContent = {
  meta: PageMetaContent;
  hero: SectionIntro;
  /** **(ours)** Beside the hero: the invoice editor, where every feature below meets. */
  heroShot: ScreenshotName;
  /** Six cards, each with a five-line detail list and the screen the home page shows it with. */
  details: SectionIntro & { items: readonly (FeatureCardContent & { shot: ScreenshotName })[] };
  /** Secure and Reliable, Lightning Fast, Cloud-Based Access, Trial and Subscription. */
  benefits: SectionIntro & { items: readonly FeatureCardContent[] };
  /** Built for Your Success: eight benefits. */
  success: SectionIntro & { points: readonly string[] };
  callToAction: CallToActionContent;
  demo: SectionIntro;
};

/** The copy of /features. */
export const featuresContent: FeaturesContent = {
  meta: {
    title: 'Features',
    description:
      'Invoice management in multiple currencies, clients, a product and service catalogue, branded templates, an analytics dashboard, Excel reports and PDF generation.',
  },
  hero: {
    eyebrow: 'Features',
    title: 'Powerful Features',
    description:
      'Everything you need to create, send and track professional invoices, manage clients and products, and understand your earnings.',
  },
  heroShot: 'invoice-editor',
  details: {
    eyebrow: 'The platform',
    title: 'Everything in One Place',
    description: 'Six tools that work together, from the first client you add to the reports you share.',
    items: [
      {
        icon: FileText,
        title: 'Invoice Management',
        shot: featureScreens.invoices,
        description: 'Professional invoices from the first draft to the final payment.',
        details: [
          'Create, update and delete invoices',
          'Send invoices to your clients',
          'Track every invoice: Draft, Sent, Paid or Overdue',
          'Bulk status updates for many invoices at once',
          'Multiple currencies for clients anywhere',
        ],
      },
      {
        icon: Users,
        title: 'Client Management',
        shot: featureScreens.clients,
        description: 'Every client and their details in one organised list.',
        details: [
          'All client details in one place',
          'Search your whole client list',
          'Look up any client by email',
          'Pick a saved client for each new invoice',
          'Keep client records up to date',
        ],
      },
      {
        icon: Package,
        title: 'Product & Service Catalogue',
        shot: featureScreens.catalogue,
        description: 'Everything you sell, ready to add to an invoice.',
        details: [
          'Save the products you sell',
          'Save the services you offer',
          'Add catalogue items to any invoice',
          'The same names and prices on every invoice',
          'Update items as your offer changes',
        ],
      },
      {
        icon: Palette,
        title: 'Custom Invoice Templates',
        shot: featureScreens.templates,
        description: 'Invoices that look like your business.',
        details: [
          'Customizable invoice templates',
          'Your branding on every invoice',
          'Professional layouts ready to use',
          'A consistent look for every client',
          'PDF generation of finished invoices',
        ],
      },
      {
        icon: ChartColumn,
        title: 'Analytics Dashboard',
        shot: featureScreens.analytics,
        description: 'How your business is doing, as soon as you sign in.',
        details: [
          'Monthly earnings',
          'Yearly earnings',
          'Total invoice counts',
          'Invoice counts by status',
          'The numbers that matter on one screen',
        ],
      },
      {
        icon: FileSpreadsheet,
        title: 'Reports & Analytics',
        shot: featureScreens.reports,
        description: 'Reports you can share, in the formats you need.',
        details: [
          'Reports and analytics on your invoicing',
          'Excel reports with logistics data',
          'PDF generation',
          'Earnings across months and years',
          'Data ready to share with your team or accountant',
        ],
      },
    ],
  },
  benefits: {
    eyebrow: 'Why it works',
    title: 'Made to Be Relied On',
    items: [
      {
        icon: ShieldCheck,
        title: 'Secure and Reliable',
        description: 'Token-based (JWT) security and user authorization protect your account and your data.',
      },
      {
        icon: Zap,
        title: 'Lightning Fast',
        description: 'Set up your account in under 1 minute and go from signup to first invoice in under 10 minutes.',
      },
      {
        icon: Cloud,
        title: 'Cloud-Based Access',
        description: 'An online platform: your invoices, clients and reports are there wherever you sign in.',
      },
      {
        icon: CreditCard,
        title: 'Trial and Subscription',
        description: 'Start with a trial, then continue with a subscription. Early users get 50% off the first year.',
      },
    ],
  },
  success: {
    title: 'Built for Your Success',
    description: 'For business owners, freelancers and small and growing businesses.',
    points: [
      'Save time on every invoice with your catalogue',
      'Know which invoices are paid and which are overdue',
      'Look professional with branded templates',
      'Bill clients in multiple currencies',
      'Find any client in seconds by search or email',
      'Understand your business with monthly and yearly earnings',
      'Share Excel reports and PDF invoices',
      'Grow on one platform from freelancer to growing business',
    ],
  },
  callToAction: {
    title: 'Ready to Transform Your Invoicing?',
    description: 'Join the waitlist and get 50% off your first year when we launch.',
    joinWaitlistLabel: 'Join Waitlist',
  },
  demo: {
    eyebrow: 'Demo',
    title: 'See It in Action',
    description: 'Watch a demo of the platform at work.',
  },
};
