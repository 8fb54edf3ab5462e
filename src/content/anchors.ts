/** Ids of places other pages link or scroll to; one definition so a link and its target never drift. */
export const anchors = {
  /** The seven-tab system showcase on /how-it-works (Learn More scrolls here). */
  systemShowcase: 'system-showcase',
  /** The contact form on /contact (the technical support card scrolls here). */
  contactForm: 'contact-form',
} as const;
