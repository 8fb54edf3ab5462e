/**
 * The contract's plain values: limits, statuses and the messages both sides rely on. Free of zod, so
 * browser code can import them without carrying the schemas into the public bundle.
 */

/**
 * The longest value each text field accepts. Generous for people, small enough that nobody stores a
 * novel in a name field; the server answers 400 naming the field when a value is longer.
 */
export const fieldLimits = {
  email: 254,
  name: 100,
  company: 150,
  source: 50,
  subject: 200,
  message: 5000,
  adminNotes: 5000,
  password: 200,
} as const;

/**
 * The words by which the site recognises a duplicate sign-up (SPEC §8: "if the server message contains
 * the text about the email already existing"). The server's 409 message always contains them.
 */
export const DUPLICATE_EMAIL_MARKER = 'already exists';
export const DUPLICATE_EMAIL_MESSAGE = `This email ${DUPLICATE_EMAIL_MARKER} on the waitlist`;

/**
 * The honeypot of the public forms (waitlist and contact): an extra text input the site hides from people
 * (off-screen, `aria-hidden`, `tabindex="-1"`, `autocomplete="off"`), which form-filling bots tend to fill.
 * When it arrives non-empty the server answers as if the submission was stored, and stores nothing.
 * Named `website` because bots fill such fields eagerly; no real field of either form has that name (the
 * forms' `source` field carries the value "website", a different thing).
 */
export const HONEYPOT_FIELD = 'website';

/** The one answer for a wrong e-mail and a wrong password, so neither reveals which accounts exist. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export const contactStatuses = ['New', 'InProgress', 'Resolved', 'Closed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** How a status reads to a person (SPEC §4: InProgress is displayed as In Progress). */
export const contactStatusLabels: Record<ContactStatus, string> = {
  New: 'New',
  InProgress: 'In Progress',
  Resolved: 'Resolved',
  Closed: 'Closed',
};
