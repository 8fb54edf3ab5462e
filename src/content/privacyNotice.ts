/**
 * What points to the privacy note from the rest of the site: the footer's link and the lines under the
 * two forms. Apart from the note itself (privacy.ts), whose text only /privacy needs: the footer is on
 * every page, so whatever it imports is in every page's first download.
 */
export const privacyNotice = {
  title: 'Privacy Note',
  /** The lines under the forms: the link opens the note in a new tab, so nothing typed is lost. */
  formNotice: {
    waitlist: 'By joining you agree that we keep these details to tell you about the launch. See our',
    contact: 'We keep your message and details to answer you. See our',
    linkLabel: 'privacy note',
    newTabNote: '(opens in a new tab)',
  },
} as const;
