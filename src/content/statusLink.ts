import { waitlistMessages } from '@shared/content/waitlist';

/**
 * The /waitlist page's second form (ours, product.md §2): a member who lost the link to their status page
 * has it mailed again. What it says when the link is on its way is the server's own message, the same
 * whether or not the address is on the list; its errors read as the sign-up's do.
 */
export const statusLinkCopy = {
  title: 'Already on the list? Get your status link',
  description:
    "Enter the address you joined with and we'll email you the link to your status page, where you can see your place on the list.",
  emailLabel: 'Email',
  /**
   * The field's name for screen readers, which starts with the visible label: the page's sign-up form
   * has an Email field too, and a list of the page's fields should tell the two apart.
   */
  emailAccessibleName: 'Email for your status link',
  submit: 'Email me my link',
  submitting: 'Sending...',
  sentTitle: 'Check your inbox',
  errors: {
    emailRequired: waitlistMessages.emailRequired,
    rateLimited: waitlistMessages.rateLimited,
    failed: waitlistMessages.failed,
    network: 'Unable to send your link. Please check your connection and try again.',
  },
} as const;
