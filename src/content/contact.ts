/**
 * Copy of the /contact page (product.md §2 "/contact", §4 "Contact form", §8 "Contact form"). The error
 * messages, button texts and response times are the spec's own words: change them only with the spec.
 */

import { paths } from '@shared/content/paths';
import type { ScreenshotName } from './screenshots';
import type { CallToActionContent } from './types';

/** The five fields of the contact form, in the order they are shown and sent. */
export const contactFieldNames = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

export type ContactFieldCopy = {
  label: string;
  /** What the field says when the form is sent with it empty (or blank). */
  requiredMessage: string;
  placeholder?: string;
  /** The browser's autofill hint. */
  autoComplete?: string;
};

export type ContactMethodCopy = {
  title: string;
  description: string;
  /** The text of the card's action. */
  actionLabel: string;
};

export type ContactTopicId = 'general' | 'bugs' | 'features' | 'technical';

export type ContactTopic = {
  id: ContactTopicId;
  title: string;
  description: string;
};

export type ContactContent = {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; description: string };
  /** **(ours)** Beside the hero: the product the questions are about, its system setup screen. */
  heroShot: ScreenshotName;
  methods: {
    title: string;
    description: string;
    email: ContactMethodCopy;
    whatsapp: ContactMethodCopy & {
      /** Read after the action by screen readers, since the link leaves the site. */
      newTabNote: string;
      /** The message the WhatsApp chat opens with. */
      greeting: (brandName: string) => string;
    };
    technicalSupport: ContactMethodCopy & { detail: string };
  };
  formSection: { title: string; description: string };
  topics: { title: string; items: readonly ContactTopic[] };
  quickResponse: { title: string; description: string };
  form: {
    title: string;
    description: string;
    fields: Record<ContactFieldName, ContactFieldCopy>;
    /** Shown under the email field when its value is not an e-mail address. */
    invalidEmailMessage: string;
    submit: { idle: string; sending: string; sent: string };
    success: { title: string; message: string };
    errors: {
      /** The server answered 400. */
      invalid: string;
      /** Any other non-OK answer. */
      failed: string;
      /** The request never reached the server. */
      network: string;
    };
  };
  /** **(ours)** The closing band, as every public page has: for a visitor who came with a question and stays. */
  callToAction: CallToActionContent;
};

export const contactContent: ContactContent = {
  meta: {
    title: 'Contact Us',
    description:
      'Questions about the invoicing platform, the waitlist or a bug? Email, WhatsApp or send a message: most inquiries are answered in 4-6 hours, all within 24 hours.',
  },
  hero: {
    eyebrow: 'Contact Us',
    title: 'Get in Touch',
    description:
      "Questions about the platform, the waitlist or your early-user discount? Reach the team the way that suits you; we're quick to reply.",
  },
  heroShot: 'setup',
  methods: {
    title: 'Choose How to Reach Us',
    description: 'Every message reaches a real person on our team.',
    email: {
      title: 'Email Support',
      description: 'Write to us any time about your account, the waitlist or anything else.',
      actionLabel: 'Send an Email',
    },
    whatsapp: {
      title: 'WhatsApp Chat',
      description: 'Chat with the team from your phone for quick answers.',
      actionLabel: 'Chat on WhatsApp',
      newTabNote: '(opens in a new tab)',
      greeting: (brandName) => `Hello ${brandName} team! I have a question about the invoicing platform.`,
    },
    technicalSupport: {
      title: 'Technical Support',
      description: "Found a bug or stuck on something? Describe it in the form and we'll dig in.",
      detail: 'Use the contact form below',
      actionLabel: 'Go to the Contact Form',
    },
  },
  formSection: {
    title: "We're Here to Help",
    description: "Pick the topic closest to your question, tell us what you need, and we'll get back to you.",
  },
  topics: {
    title: 'What can we help with?',
    items: [
      {
        id: 'general',
        title: 'General Questions',
        description: 'Pricing, the waitlist, the 50% early-user discount or anything else.',
      },
      {
        id: 'bugs',
        title: 'Bug Reports',
        description: 'Tell us what happened and what you expected, and we will fix it.',
      },
      {
        id: 'features',
        title: 'Feature Requests',
        description: 'Ideas that would make invoicing easier for your business.',
      },
      {
        id: 'technical',
        title: 'Technical Support',
        description: 'Help with setup, templates, reports or your account.',
      },
    ],
  },
  quickResponse: {
    title: 'Quick Response Guarantee',
    description: 'Most inquiries are answered within 4-6 hours, and every inquiry within 24 hours.',
  },
  form: {
    title: 'Send Us a Message',
    description: 'All fields are required.',
    fields: {
      firstName: { label: 'First Name', autoComplete: 'given-name', requiredMessage: 'Please enter your first name.' },
      lastName: { label: 'Last Name', autoComplete: 'family-name', requiredMessage: 'Please enter your last name.' },
      email: {
        label: 'Email Address',
        autoComplete: 'email',
        placeholder: 'you@company.com',
        requiredMessage: 'Please enter your email address.',
      },
      subject: { label: 'Subject', requiredMessage: 'Please enter a subject.' },
      message: {
        label: 'Message',
        placeholder: 'Tell us how we can help…',
        requiredMessage: 'Please enter your message.',
      },
    },
    invalidEmailMessage: 'Please enter a valid email address, such as you@company.com.',
    submit: { idle: 'Send Message', sending: 'Sending...', sent: 'Message Sent!' },
    success: {
      title: 'Thank you for reaching out!',
      message:
        'Your message is on its way to our team. Most inquiries are answered within 4-6 hours, and every inquiry within 24 hours.',
    },
    errors: {
      invalid: 'Please check your form data and try again.',
      failed: 'Something went wrong. Please try again later.',
      network: 'Unable to send message. Please check your connection and try again.',
    },
  },
  callToAction: {
    title: 'Ready When You Are',
    description: 'Join the waitlist today: early users get 50% off their first year.',
    joinWaitlistLabel: 'Join Waitlist',
    secondaryLink: { label: 'View Features', to: paths.features },
  },
};
