import type { LucideIcon } from 'lucide-react';

import type { Screenshot } from './screenshots';

/** The shapes of the site's copy that several pages share. */

/** A link to another page of the site. */
export type PageLink = {
  label: string;
  /** The route path. */
  to: string;
};

/** A capability or benefit shown as a card: an icon, a title and a sentence or two. */
export type FeatureCardContent = {
  /** Decorative; the title says what the card is about. */
  icon: LucideIcon;
  title: string;
  description: string;
  /** Lines listed under the description (the detailed cards of /features have five). */
  details?: readonly string[];
};

/** One step of a short how-to. */
export type StepContent = { title: string; description: string };

/** The heading part of a page band. */
export type SectionIntro = { eyebrow?: string; title: string; description?: string };

/** A closing band asking the visitor to join the waitlist, with an optional second way on. */
export type CallToActionContent = {
  title: string;
  description: string;
  joinWaitlistLabel: string;
  secondaryLink?: PageLink;
};

/** What a page puts in the document head. */
export type PageMetaContent = { title: string; description: string };

/** A rectangle of a screenshot, in the pixels of its full-size image (`Screenshot.width` wide). */
export type ScreenRegion = { x: number; y: number; width: number; height: number };

/** A part of a product screen shown beside the copy it illustrates. */
export type ScreenCrop = { screenshot: Screenshot; crop: ScreenRegion };
