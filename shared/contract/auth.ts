import { z } from 'zod';

import { emailField, fieldLimits, requiredText } from './fields';

export {
  CHALLENGE_EXPIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LAST_ADMIN_MESSAGE,
  PASSWORD_LINK_INVALID_MESSAGE,
  PASSWORD_LINK_VALID_HOURS,
  RECENT_SIGN_IN_MESSAGE,
  RECENT_SIGN_IN_MINUTES,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
} from './constants';

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

/** A password an administrator sets: long enough to resist guessing. */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(12, 'Password must be at least 12 characters')
  .max(fieldLimits.password, `Password must be at most ${fieldLimits.password} characters`);

/**
 * A session: the token the portal sends as `Authorization: Bearer …` and whose it is. With
 * `twoFactorSetupRequired` (`ADMIN_2FA=required`, not enrolled yet) the token opens nothing but the
 * enrolment calls (`/api/auth/2fa/…`) and sign-out until a second factor is turned on.
 */
export const sessionResponseSchema = z.object({
  token: z.string(),
  user: adminUserSchema,
  twoFactorSetupRequired: z.boolean().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * The password was right and the account has a second factor: no session yet. `challenge` (valid five
 * minutes) goes with a code to POST /api/auth/login/2fa.
 */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/auth/login: a session, or (for an account with a second factor) the challenge of the second step. */
export const loginResponseSchema = z.union([sessionResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * A code of the second factor: six digits from the authenticator app, or one of the recovery codes
 * (any case, with or without its dashes and spaces).
 */
export const twoFactorCodeField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Code is required' : 'Code must be text') })
  .trim()
  .min(1, 'Code is required')
  .max(64, 'Code must be at most 64 characters');

/** POST /api/auth/login/2fa: the second step of signing in; answers a session. */
export const twoFactorLoginRequestSchema = z.object({
  challenge: z
    .string({ error: 'challenge is required: the one POST /api/auth/login answered' })
    .min(1, 'challenge is required: the one POST /api/auth/login answered')
    .max(2048, 'challenge must be at most 2048 characters'),
  code: twoFactorCodeField,
});
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequestSchema>;

/** The calls that take a current code of the factor: enable, disable, new recovery codes. */
export const twoFactorCodeRequestSchema = z.object({ code: twoFactorCodeField });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

/** GET /api/auth/2fa: the signed-in administrator's second factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Recovery codes not used yet (0 when the factor is off). */
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** Whether this server requires a second factor of every administrator (`ADMIN_2FA=required`). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * POST /api/auth/2fa/setup: a new secret, not in force until confirmed by a first code (enable). The
 * secret as text (base32) for typing, and as an `otpauth://` URL for a QR code.
 */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/**
 * POST /api/auth/2fa/enable: the recovery codes, shown this once (only their hashes are kept), and a new
 * token for this session: turning the factor on ended every other session of the account.
 */
export const twoFactorEnabledSchema = z.object({ recoveryCodes: z.array(z.string()), token: z.string() });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

/** POST /api/auth/2fa/disable: a new token for this session (every other session ended). */
export const twoFactorDisabledSchema = z.object({ token: z.string() });
export type TwoFactorDisabled = z.infer<typeof twoFactorDisabledSchema>;

/** POST /api/auth/2fa/recovery-codes: new codes, shown this once; the old ones no longer work. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/auth/password: sets the password of the account the mailed link names (the link works once). */
export const setPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'token is required: the one in the link of the mail' })
    .min(1, 'token is required: the one in the link of the mail')
    .max(2048, 'token must be at most 2048 characters'),
  password: newPasswordField,
});
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

/** The answer once the password is set: the address to sign in with. */
export const passwordSetSchema = z.object({ email: z.string() });
export type PasswordSet = z.infer<typeof passwordSetSchema>;

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

/**
 * A user account as the admin user-management calls show it (and the team screen lists): with whether
 * it has a second factor, when it last signed in, and whether its owner has set a password yet (an
 * administrator added without one has a set-password link in the mail).
 */
export const userAccountSchema = adminUserSchema.extend({
  isAdmin: z.boolean(),
  createdAt: z.string(),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  passwordSet: z.boolean(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

/**
 * POST /api/admin/users: adds an account (an administrator unless `isAdmin` is false). Without a
 * password, its owner gets a mail with a link to set one (valid `PASSWORD_LINK_VALID_HOURS`): nobody
 * else ever knows it.
 */
export const createUserRequestSchema = z.object({
  email: emailField(),
  firstName: requiredText('First name', fieldLimits.name),
  lastName: requiredText('Last name', fieldLimits.name),
  password: newPasswordField.optional(),
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).default(true),
});

export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** PATCH /api/admin/users/{id}/admin-status. */
export const adminStatusRequestSchema = z.object({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
});
