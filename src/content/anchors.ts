/** Ids of places other pages link or scroll to; one definition so a link and its target never drift. */
export const anchors = {
  /** The seven-tab system showcase on /how-it-works (Learn More scrolls here). */
  systemShowcase: 'system-showcase',
  /** The contact form on /contact (the technical support card scrolls here). */
  contactForm: 'contact-form',
  /** The Sneak Peek on /coming-soon (its viewer hydrates as it comes near). */
  sneakPeek: 'sneak-peek',
  /** The demo video's section on /features (its player hydrates as it comes near). */
  demoVideo: 'demo-video',
} as const;
