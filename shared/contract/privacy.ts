import { z } from 'zod';

import { emailField } from './fields';

/**
 * POST /api/privacy/export and POST /api/privacy/erase: the address whose stored data is exported or
 * erased. It travels in the body, never in the URL, so it stays out of access logs and browser history.
 */
export const personalDataRequestSchema = z.object({ email: emailField() });
export type PersonalDataRequest = z.infer<typeof personalDataRequestSchema>;

/**
 * What an erasure removed: rows counted per kind (the replies and mails went with their rows, the
 * webhook events naming the address with them).
 */
export const personalDataErasureSchema = z.object({
  waitlistEntries: z.number().int().nonnegative(),
  contactMessages: z.number().int().nonnegative(),
  replies: z.number().int().nonnegative(),
  mails: z.number().int().nonnegative(),
  webhookEvents: z.number().int().nonnegative(),
});
export type PersonalDataErasure = z.infer<typeof personalDataErasureSchema>;
