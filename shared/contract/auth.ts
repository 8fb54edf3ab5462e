import { z } from 'zod';

import { emailField, fieldLimits, requiredText } from './fields';

export { INVALID_CREDENTIALS_MESSAGE } from './constants';

export const loginRequestSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
    .min(1, 'Password is required')
    .max(fieldLimits.password, `Password must be at most ${fieldLimits.password} characters`),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: adminUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /api/auth/logout, with the session's token: signs that token out on the server. With
 * `everywhere: true`, every session of the account ends (every device, every token issued so far). No
 * body is the same as `{}`.
 */
export const logoutRequestSchema = z
  .object({ everywhere: z.boolean({ error: 'everywhere must be true or false' }).default(false) })
  .default({ everywhere: false });
export type LogoutRequest = z.input<typeof logoutRequestSchema>;

/** The answer to a logout: which sessions ended (this one, or every one of the account). */
export const logoutResponseSchema = z.object({ signedOut: z.enum(['session', 'everywhere']) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** A user account as the admin user-management calls show it. */
export const userAccountSchema = adminUserSchema.extend({ isAdmin: z.boolean(), createdAt: z.string() });
export type UserAccount = z.infer<typeof userAccountSchema>;

/** A password an administrator sets: long enough to resist guessing. */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(12, 'Password must be at least 12 characters')
  .max(fieldLimits.password, `Password must be at most ${fieldLimits.password} characters`);

/** POST /api/admin/users: adds an account (an administrator unless `isAdmin` is false). */
export const createUserRequestSchema = z.object({
  email: emailField(),
  firstName: requiredText('First name', fieldLimits.name),
  lastName: requiredText('Last name', fieldLimits.name),
  password: newPasswordField,
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).default(true),
});

export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** PATCH /api/admin/users/{id}/admin-status. */
export const adminStatusRequestSchema = z.object({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
});
