/**
 * What the pages a form sent by the browser itself lands on say (the server answers such a post with a
 * 303 to one of `formOutcomePaths`). The messages are the spec's, word for word (product.md §8), taken from
 * the forms' own copy so that they are spelt once.
 */
import { contactContent } from './contact';
import {
  type ContactOutcome,
  formOutcomePaths,
  paths,
  type WaitlistOutcome,
  withoutTrailingSlash,
} from '@shared/content/paths';
import { waitlistCopy, waitlistMessages } from '@shared/content/waitlist';

/** Which form an outcome belongs to, and the page that form is on. */
export type OutcomeForm = 'waitlist' | 'contact';

export type FormOutcomeCopy = {
  form: OutcomeForm;
  /** The page's heading and title. */
  title: string;
  /** The page's meta description. */
  description: string;
  /** The spec's message for an error; the success views bring their own text. */
  message?: string;
};

export const formPagePaths: Record<OutcomeForm, string> = {
  waitlist: paths.waitlist,
  contact: paths.contact,
};

/** An error page: the spec's message is its text and its description. */
const failure = (form: OutcomeForm, title: string, message: string): FormOutcomeCopy => ({
  form,
  title,
  description: message,
  message,
});

/**
 * A throwaway address refused (product.md §5). Here, not in the form's copy: the dialog shows the server's
 * message, which names the domain; this page cannot (nothing typed travels in its address).
 */
const throwawayMessage =
  'Please use an email address you keep: this one is at a domain that hands out throwaway addresses.';

const waitlistOutcomes: Record<WaitlistOutcome, FormOutcomeCopy> = {
  joined: { form: 'waitlist', title: waitlistCopy.successTitle, description: waitlistCopy.welcomeText },
  duplicate: failure('waitlist', 'Already on the Waitlist', waitlistMessages.duplicate),
  invalid: failure('waitlist', 'Check Your Details', waitlistMessages.invalid),
  throwaway: failure('waitlist', 'Use an Address You Keep', throwawayMessage),
  rateLimited: failure('waitlist', 'Too Many Requests', waitlistMessages.rateLimited),
  failed: failure('waitlist', 'Not Joined Yet', waitlistMessages.failed),
};

const contactOutcomes: Record<ContactOutcome, FormOutcomeCopy> = {
  sent: { form: 'contact', title: contactContent.form.submit.sent, description: contactContent.form.success.message },
  invalid: failure('contact', 'Check Your Details', contactContent.form.errors.invalid),
  failed: failure('contact', 'Message Not Sent', contactContent.form.errors.failed),
};

/** Every outcome page: its path and what it says. */
export const formOutcomes: ReadonlyArray<FormOutcomeCopy & { path: string }> = [
  ...Object.entries(waitlistOutcomes).map(([outcome, copy]) => ({
    ...copy,
    path: formOutcomePaths.waitlist[outcome as WaitlistOutcome],
  })),
  ...Object.entries(contactOutcomes).map(([outcome, copy]) => ({
    ...copy,
    path: formOutcomePaths.contact[outcome as ContactOutcome],
  })),
];

/** The outcome page at `pathname` (a trailing slash allowed), if it is one. */
export function formOutcomeAt(pathname: string): (FormOutcomeCopy & { path: string }) | undefined {
  const path = withoutTrailingSlash(pathname);
  return formOutcomes.find((outcome) => outcome.path === path);
}

/** The way back to a form, and what the page says about it. */
export const formOutcomeBack = {
  linkLabel: { waitlist: 'Back to the waitlist form', contact: 'Back to the contact form' } satisfies Record<
    OutcomeForm,
    string
  >,
  hint: "Your browser's Back button takes you to the form with what you typed still filled in.",
  homeLabel: 'Back to the home page',
  eyebrow: { waitlist: 'Waitlist', contact: 'Contact' } satisfies Record<OutcomeForm, string>,
} as const;
