import { z } from 'zod';

import { adminUserSchema } from './auth';
import { fieldLimits, hasVisibleText, requiredText, storable } from './fields';

/**
 * The signed-in administrator's profile (GET and PUT /api/webpage/account): their name, their login
 * address (shown, never changed here) and their signature, the lines that end the replies they send.
 * An empty signature ends a reply with "<first name> <last name>, <brand>".
 */
export const adminProfileSchema = adminUserSchema.extend({ signature: z.string() });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

const SIGNATURE_TYPE_MESSAGE = 'Signature must be text ("" for none)';

/**
 * A signature as typed: trimmed, at most `fieldLimits.signature` characters over as many lines as it
 * likes; a value of only invisible characters (see `hasVisibleText`) is no signature.
 */
export const signatureField = storable(
  'Signature',
  z
    .string({ error: SIGNATURE_TYPE_MESSAGE })
    .trim()
    .max(fieldLimits.signature, `Signature must be at most ${fieldLimits.signature} characters`),
).transform((value) => (hasVisibleText(value) ? value : ''));

/**
 * PUT /api/webpage/account: the whole profile an administrator may change, every field sent. Any other
 * field is refused, so that nobody believes they changed their login address (or anything else) here.
 */
export const adminProfileRequestSchema = z.strictObject({
  firstName: requiredText('First name', fieldLimits.name),
  lastName: requiredText('Last name', fieldLimits.name),
  signature: signatureField,
});
export type AdminProfileRequest = z.input<typeof adminProfileRequestSchema>;
