import { BarChart3, FileText, LayoutDashboard, type LucideIcon, Package, Palette, Settings, Users } from 'lucide-react';

import { siteConfig } from '@/config/site';
import { paths } from '@shared/content/paths';
import type { CallToActionContent, PageMetaContent } from './types';
import { type Screenshot, screenshots } from './screenshots';

/** Copy of /how-it-works (product.md §2); the demo video panel's is in demoVideo.ts, shared with /features. */

/** One step of a numbered sequence. */
export type StepCopy = {
  title: string;
  description: string;
  /** How long the step takes ("1 min"); shown as a chip. */
  duration?: string;
  /** Short points under the description. */
  details?: string[];
};

/** One tab of the system showcase and the screenshots it shows (1 or 2, from the manifest). */
export type ShowcaseTabCopy = {
  /** Stable id, also the carousel's reset key. */
  id: string;
  /** The tab's text. */
  label: string;
  /** Decorative icon before the label. */
  icon: LucideIcon;
  /** A sentence above the screenshots. */
  description: string;
  screenshots: Screenshot[];
};

export type HowItWorksContent = {
  meta: PageMetaContent;
  hero: { eyebrow: string; title: string; description: string; joinWaitlist: string };
  steps: { eyebrow: string; title: string; description: string; durationLabel: string; items: StepCopy[] };
  showcase: { eyebrow: string; title: string; description: string; tabsLabel: string; tabs: ShowcaseTabCopy[] };
  workflow: { eyebrow: string; title: string; description: string; items: StepCopy[] };
  /** **(ours)** The closing band, as every public page has. */
  callToAction: CallToActionContent;
};

const brand = siteConfig.brandName;

export const howItWorksContent: HowItWorksContent = {
  meta: {
    title: 'How It Works',
    description: `See how ${brand} takes you from signup to your first invoice in under 10 minutes: four steps, a tour of every screen and the full workflow.`,
  },
  hero: {
    eyebrow: 'How It Works',
    title: 'From Signup to First Invoice in Under 10 Minutes',
    description:
      'Set up your account in under a minute, add your clients and products, brand your template and start invoicing. Watch the demo to see it in action.',
    joinWaitlist: 'Join Waitlist',
  },
  steps: {
    eyebrow: 'Getting started',
    title: 'Four Simple Steps',
    description: 'Everything you need before your first invoice, in the order you will do it.',
    durationLabel: 'Time needed:',
    items: [
      {
        title: 'Account Setup and Configuration',
        duration: '1 min',
        description: 'Register, enter your company details, pick your default currency and invoice numbering.',
      },
      {
        title: 'Build Your Business Database',
        duration: '5 mins',
        description: 'Add your clients and your catalogue of products and services, with prices and tax rates.',
      },
      {
        title: 'Customize Templates',
        duration: '2 mins',
        description: 'Add your logo and brand colours and choose a layout for professional invoices.',
      },
      {
        title: 'Create and Manage Invoices',
        duration: 'Ongoing',
        description: 'Create, send and track invoices, update statuses in bulk and follow your earnings.',
      },
    ],
  },
  showcase: {
    eyebrow: 'System showcase',
    title: 'Explore the Platform',
    description: 'A look at every part of the system.',
    tabsLabel: 'System showcase',
    tabs: [
      {
        id: 'dashboard',
        label: 'Dashboard Overview',
        icon: LayoutDashboard,
        description: 'Monthly and yearly earnings and invoice counts, the moment you sign in.',
        screenshots: [screenshots['dashboard-overview'], screenshots['dashboard-yearly']],
      },
      {
        id: 'invoices',
        label: 'Invoice Management',
        icon: FileText,
        description: 'Create, send, update and track invoices in any currency, and update many statuses at once.',
        screenshots: [screenshots['invoice-list'], screenshots['invoice-editor']],
      },
      {
        id: 'clients',
        label: 'Client Management',
        icon: Users,
        description: 'Every client in one list, found by search or by email.',
        screenshots: [screenshots['client-list']],
      },
      {
        id: 'reports',
        label: 'Reports and Analytics',
        icon: BarChart3,
        description: 'Reports with Excel export, including logistics data, and PDF generation.',
        screenshots: [screenshots.reports],
      },
      {
        id: 'templates',
        label: 'Invoice Templates',
        icon: Palette,
        description: 'Customizable templates with your logo and brand colours.',
        screenshots: [screenshots.templates],
      },
      {
        id: 'products',
        label: 'Product Management',
        icon: Package,
        description: 'A catalogue of products and services, ready to add to any invoice.',
        screenshots: [screenshots.products],
      },
      {
        id: 'setup',
        label: 'System Setup',
        icon: Settings,
        description: 'Company details, default currency, invoice numbering and your trial, in one place.',
        screenshots: [screenshots.setup],
      },
    ],
  },
  workflow: {
    eyebrow: 'Detailed workflow',
    title: 'Your Invoicing Workflow',
    description: 'Five steps from opening the app to knowing where your money is.',
    items: [
      {
        title: 'Login to Dashboard',
        description: 'Sign in securely and land on your dashboard with this month’s earnings and invoice counts.',
        details: ['Token-based (JWT) security', 'Monthly and yearly earnings at a glance'],
      },
      {
        title: 'Select Invoice Creation',
        description: 'Start a new invoice from the dashboard or the invoice list.',
        details: ['Invoice numbering set for you', 'Your branded template applied'],
      },
      {
        title: 'Add Client and Items',
        description: 'Pick a client, or look one up by email, and add items from your catalogue.',
        details: ['Search clients by name or email', 'Products and services with saved prices'],
      },
      {
        title: 'Review and Send',
        description: 'Check the totals in your chosen currency, then send the invoice or download it as a PDF.',
        details: ['Multiple currencies', 'PDF generation'],
      },
      {
        title: 'Track and Analyze',
        description: 'Follow each invoice from Draft to Sent, Paid or Overdue, and see the numbers add up.',
        details: ['Bulk status updates', 'Reports and Excel export'],
      },
    ],
  },
  callToAction: {
    title: 'Ready to Send Your First Invoice?',
    description: 'Join the waitlist today: early users get 50% off their first year.',
    joinWaitlistLabel: 'Join Waitlist',
    secondaryLink: { label: 'View Features', to: paths.features },
  },
};
