// From its own module: the service layer's index builds the whole client, which the form fetches on demand.
import { ApiError } from '@/api/errors';
import { honeypotPayload } from '@/components/HoneypotField';
import { contactContent, contactFieldNames, type ContactFieldName } from '@/content/contact';
import type { ContactMessageRequest } from '@shared/contract';
import { hasVisibleText } from '@shared/contract/textRules';

/** What the person has typed, one string per field. */
export type ContactFormValues = Record<ContactFieldName, string>;

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
};

/** Every message the site sends is marked as coming from it (product.md §3: source is fixed to website). */
export const CONTACT_SOURCE = 'website';

/** How long the sent state, with its success banner, stays before the form resets (product.md §9). */
export const CONTACT_SENT_RESET_MS = 3000;

/**
 * The fields left empty once blanks are trimmed, in the order they are shown. A field of invisible
 * characters only (a zero-width space) is empty too, as the server counts it.
 */
export const blankContactFields = (values: ContactFormValues): ContactFieldName[] =>
  contactFieldNames.filter((name) => !hasVisibleText(values[name]));

/**
 * The payload of POST /api/webpage/contact: every value trimmed (product.md §5), plus the source, and the
 * honeypot only when a bot filled it (a person's payload is exactly the spec's).
 */
export const toContactMessage = (values: ContactFormValues, honeypot = ''): ContactMessageRequest => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  subject: values.subject.trim(),
  message: values.message.trim(),
  source: CONTACT_SOURCE,
  ...honeypotPayload(honeypot),
});

/**
 * The banner text for a failed send (product.md §8): a 400 asks to check the data, any other non-OK answer
 * is a generic failure, and fetch's `TypeError` means the request never reached the server.
 */
export function contactErrorMessage(error: unknown): string {
  const { errors } = contactContent.form;
  if (error instanceof ApiError) return error.status === 400 ? errors.invalid : errors.failed;
  if (error instanceof TypeError) return errors.network;
  return errors.failed;
}
