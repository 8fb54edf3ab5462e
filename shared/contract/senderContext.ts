import { z } from 'zod';

import { contactStatusSchema } from './contact';
import { waitlistStatuses } from './constants';

/** The most of the sender's other messages GET /api/webpage/contact/{id}/sender lists (the newest). */
export const SENDER_OTHER_MESSAGES_LIMIT = 10;

/** One other message of the same sender, as the message's dialog links to it. */
export const senderOtherMessageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: contactStatusSchema,
  createdAt: z.string(),
});
export type SenderOtherMessage = z.infer<typeof senderOtherMessageSchema>;

/**
 * GET /api/webpage/contact/{id}/sender: who wrote the message, seen from the rest of what is stored
 * about their address (the same address in any case). `otherMessages` holds their other messages,
 * newest first, at most `SENDER_OTHER_MESSAGES_LIMIT`; `otherMessageCount` how many there are in all.
 * `waitlist` is their sign-up, or null when the address is not on the waitlist.
 */
export const senderContextSchema = z.object({
  otherMessages: z.array(senderOtherMessageSchema),
  otherMessageCount: z.number().int().nonnegative(),
  waitlist: z
    .object({
      joinedAt: z.string(),
      /** Where the sign-up is on the way to the platform: waiting, invited, joined, removed. */
      status: z.enum(waitlistStatuses),
      /** When an invite was queued for it; null until invited. */
      invitedAt: z.string().nullable(),
    })
    .nullable(),
});
export type SenderContext = z.infer<typeof senderContextSchema>;
