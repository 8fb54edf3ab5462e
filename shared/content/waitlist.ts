/**
 * Every text the waitlist shows. The error messages and the two button labels are the spec's, word for
 * word (product.md §2, §5, §8); the rest is marketing copy.
 */
export const waitlistCopy = {
  title: 'Join the Waitlist',
  description: (brandName: string) => `Be among the first to use ${brandName} when it launches.`,
  promiseTitle: '50% off your first year',
  promiseText: 'Early users who join the waitlist get half price for their whole first year.',
  emailLabel: 'Email',
  nameLabel: 'First name',
  companyLabel: 'Company',
  submit: 'Join Waitlist',
  submitting: 'Joining Waitlist...',
  successTitle: "You're In!",
  welcomeTitle: (brandName: string) => `Welcome to ${brandName}!`,
  welcomeText: "You're on the waitlist. We'll email you as soon as we launch.",
  perksIntro: 'As an early user you get:',
  perks: [
    '50% off your first year',
    'Early access before the public launch',
    'Launch news and product updates by email',
  ],
} as const;

/** What the person reads when a sign-up does not go through (product.md §5 and §8). */
export const waitlistMessages = {
  emailRequired: 'Email is required',
  duplicate: 'This email is already on our waitlist!',
  invalid: 'Invalid information provided. Please check your details.',
  rateLimited: 'Too many requests. Please try again later.',
  failed: 'Something went wrong. Please try again.',
  offlineSaveFailed: 'Unable to join waitlist. Please check your connection and try again.',
} as const;

/** The /waitlist page: the dialog's form on a page of its own. */
export const waitlistPageCopy = {
  meta: {
    title: 'Join the Waitlist',
    description:
      'Join the waitlist for the online invoicing platform: early users get 50% off their first year and access before the public launch.',
  },
  eyebrow: 'Early Access',
} as const;
