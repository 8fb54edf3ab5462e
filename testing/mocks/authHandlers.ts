import { delay, http, HttpResponse } from 'msw';

import {
  type LogoutResponse,
  type PasswordSet,
  type SessionResponse,
  setPasswordRequestSchema,
  type TwoFactorChallenge,
  twoFactorLoginRequestSchema,
  type WaitlistStats,
} from '@shared/contract';
import {
  CHALLENGE_EXPIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_LINK_INVALID_MESSAGE,
} from '@shared/contract/constants';
import { waitlistStats } from './fixtures';

/**
 * MSW handlers for the admin login and the System Debug call, for stories and unit tests: the same
 * paths and answers as the real server (server/routes/auth.ts, server/plugins/auth.ts).
 */

/** The administrator the mock server signs in. */
export const adminUser: SessionResponse['user'] = {
  id: 1,
  firstName: 'Olivia',
  lastName: 'Bennett',
  email: 'olivia.bennett@invoiceflow.app',
};

/** A token shaped like the server's (an HS256 JWT); the mock server accepts only this one. */
export const adminToken =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VySWQiOjEsImlzcyI6Imludm9pY2VmbG93IiwiYXVkIjoiaW52b2ljZWZsb3ctYWRtaW4iLCJpYXQiOjE3OTQ3MjMyMDAsImV4cCI6MTc5NDc1MjAwMH0.k3Qm8ZrPq0yN5vX2bW7cT1sJ4hL6aE9dF0gU3iO8pRc';

/** The password the mock server accepts for `adminUser` (and `twoFactorAdmin`). */
export const adminPassword = 'correct horse battery staple';

/**
 * An administrator with a second factor: the same password as `adminUser`, but the login answers a
 * challenge, and the session comes from POST /api/auth/login/2fa with a code.
 */
export const twoFactorAdmin: SessionResponse['user'] = {
  id: 2,
  firstName: 'Ravi',
  lastName: 'Patel',
  email: 'ravi.patel@invoiceflow.app',
};

/** The challenge the mock server answers `twoFactorAdmin`'s password with (the server's is a signed token). */
export const twoFactorChallenge =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VySWQiOjIsInB1cnBvc2UiOiJzZWNvbmQtZmFjdG9yIn0.Wm9ja0NoYWxsZW5nZVNpZ25hdHVyZQ';

/** The code of `twoFactorAdmin`'s authenticator app the mock server accepts (any number of times). */
export const authenticatorCode = '123456';

/** `twoFactorAdmin`'s recovery code: accepted once, in any case, with or without its dashes and spaces. */
export const recoveryCode = 'abcd-efgh-jkmn';

/** The server's refusal once an account had too many wrong passwords or codes (server/routes/auth.ts). */
export const ACCOUNT_LOCKED_MESSAGE = 'Too many failed sign-in attempts for this account. Please try again later.';

const error = (statusCode: number, errorName: string, message: string) =>
  HttpResponse.json({ statusCode, error: errorName, message }, { status: statusCode, statusText: errorName });

export const loginHandlers = {
  /** Signs in `adminUser` with `adminPassword`; anything else is refused as the server refuses it. */
  signedIn: http.post('/api/auth/login', async ({ request }) => {
    const { email, password } = (await request.json()) as { email?: string; password?: string };
    const account = [adminUser, twoFactorAdmin].find((user) => user.email === email?.toLowerCase());
    if (!account || password !== adminPassword) {
      return error(401, 'Unauthorized', INVALID_CREDENTIALS_MESSAGE);
    }
    // `twoFactorAdmin` has a second factor: no session yet, the challenge of the second step.
    if (account === twoFactorAdmin) {
      return HttpResponse.json({ twoFactorRequired: true, challenge: twoFactorChallenge } satisfies TwoFactorChallenge);
    }
    return HttpResponse.json({ token: adminToken, user: adminUser } satisfies SessionResponse);
  }),
  /** A password refused this often that the account is locked, as the server answers it. */
  locked: http.post('/api/auth/login', () => error(429, 'Too Many Requests', ACCOUNT_LOCKED_MESSAGE)),
  invalidCredentials: http.post('/api/auth/login', () => error(401, 'Unauthorized', INVALID_CREDENTIALS_MESSAGE)),
  /** Never answers, to show the signing-in state. */
  slow: http.post('/api/auth/login', async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  }),
  rateLimited: http.post('/api/auth/login', () =>
    error(429, 'Too Many Requests', 'Too many requests. Please try again in 900 seconds.'),
  ),
  /** A proxy in front of the server answered, without a JSON body: the status text is all there is. */
  badGateway: http.post(
    '/api/auth/login',
    () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502, statusText: 'Bad Gateway' }),
  ),
  networkError: http.post('/api/auth/login', () => HttpResponse.error()),
};

/** A recovery code as the server compares it: any case, dashes and spaces left out. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * The second step of signing in as the server runs it (server/routes/twoFactor.ts): `twoFactorChallenge`
 * and `authenticatorCode` or the recovery code answer a session of `twoFactorAdmin` with `adminToken`
 * (which the admin mock accepts); a wrong or used code is refused, and any other challenge has expired.
 * Each mock keeps which recovery codes were used: `reset` gives them back (a story's `beforeEach`).
 */
export function createTwoFactorLoginMock() {
  const usedRecoveryCodes = new Set<string>();
  const handler = http.post('/api/auth/login/2fa', async ({ request }) => {
    const parsed = twoFactorLoginRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return error(400, 'Bad Request', parsed.error.issues[0]!.message);
    const { challenge, code } = parsed.data;
    if (challenge !== twoFactorChallenge) return error(401, 'Unauthorized', CHALLENGE_EXPIRED_MESSAGE);
    const recovery = normalRecoveryCode(code);
    const fromApp = code === authenticatorCode;
    const fromRecovery = recovery === normalRecoveryCode(recoveryCode) && !usedRecoveryCodes.has(recovery);
    if (!fromApp && !fromRecovery) return error(401, 'Unauthorized', INVALID_CODE_MESSAGE);
    if (fromRecovery) usedRecoveryCodes.add(recovery);
    return HttpResponse.json({ token: adminToken, user: twoFactorAdmin } satisfies SessionResponse);
  });
  return { handler, reset: () => usedRecoveryCodes.clear() };
}

/** The second step's refusals and waits, whatever the code. */
export const twoFactorLoginHandlers = {
  /** Five minutes passed since the password step (or the account changed meanwhile). */
  challengeExpired: http.post('/api/auth/login/2fa', () => error(401, 'Unauthorized', CHALLENGE_EXPIRED_MESSAGE)),
  invalidCode: http.post('/api/auth/login/2fa', () => error(401, 'Unauthorized', INVALID_CODE_MESSAGE)),
  /** Six wrong codes: the account is locked, with the message of wrong passwords. */
  locked: http.post('/api/auth/login/2fa', () => error(429, 'Too Many Requests', ACCOUNT_LOCKED_MESSAGE)),
  /** Never answers, to show the verifying state. */
  slow: http.post('/api/auth/login/2fa', async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  }),
  networkError: http.post('/api/auth/login/2fa', () => HttpResponse.error()),
};

/** The token of a set-password link the mock server accepts (the server's is signed, `<id>.<expiry>.<mac>`). */
export const setPasswordToken = 'valid-token';

/** Whose password `setPasswordToken` sets: an administrator just added from the team screen. */
export const invitedAdminEmail = 'amara.osei@invoiceflow.app';

export const setPasswordHandlers = {
  /**
   * Sets the password as the server does (server/routes/auth.ts): a password of the contract's length and
   * `setPasswordToken` answer the address to sign in with; any other token has expired or was used.
   */
  set: http.post('/api/auth/password', async ({ request }) => {
    const parsed = setPasswordRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return error(400, 'Bad Request', parsed.error.issues[0]!.message);
    if (parsed.data.token !== setPasswordToken) return error(400, 'Bad Request', PASSWORD_LINK_INVALID_MESSAGE);
    return HttpResponse.json({ email: invitedAdminEmail } satisfies PasswordSet);
  }),
  /** The link is past its 24 hours or was used already, whatever its token. */
  linkInvalid: http.post('/api/auth/password', () => error(400, 'Bad Request', PASSWORD_LINK_INVALID_MESSAGE)),
  /** Never answers, to show the setting-password state. */
  slow: http.post('/api/auth/password', async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  }),
  networkError: http.post('/api/auth/password', () => HttpResponse.error()),
};

const sessionInvalid = () => error(401, 'Unauthorized', 'Your session has expired or is invalid. Please sign in again');

export const logoutHandlers = {
  /**
   * Signs `adminToken` out as the server does (server/routes/auth.ts): 200 with which sessions ended,
   * 401 for any other token.
   */
  signedOut: http.post('/api/auth/logout', async ({ request }) => {
    if (request.headers.get('authorization') !== `Bearer ${adminToken}`) return sessionInvalid();
    const body = (await request.json().catch(() => ({}))) as { everywhere?: boolean } | null;
    return HttpResponse.json({
      signedOut: body?.everywhere ? 'everywhere' : 'session',
    } satisfies LogoutResponse);
  }),
  /** The browser is offline, or the server cannot be reached. */
  networkError: http.post('/api/auth/logout', () => HttpResponse.error()),
  serverError: http.post('/api/auth/logout', () =>
    error(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'),
  ),
  /** Never answers: the portal must not wait for it. */
  slow: http.post('/api/auth/logout', async () => {
    await delay('infinite');
    return HttpResponse.json({ signedOut: 'session' } satisfies LogoutResponse);
  }),
};

/** Stats as the debug tool prints them. */
export const debugStats: WaitlistStats = waitlistStats;

export const debugHandlers = {
  /** Answers with the stats when the request carries `adminToken`, and 401 otherwise, as the server does. */
  stats: http.get('/api/webpage/waitlist/stats', ({ request }) => {
    if (request.headers.get('authorization') !== `Bearer ${adminToken}`) {
      return error(401, 'Unauthorized', 'Your session has expired or is invalid. Please sign in again');
    }
    return HttpResponse.json(debugStats);
  }),
  unauthorized: http.get('/api/webpage/waitlist/stats', () =>
    error(401, 'Unauthorized', 'Your session has expired or is invalid. Please sign in again'),
  ),
  serverError: http.get('/api/webpage/waitlist/stats', () =>
    error(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'),
  ),
  networkError: http.get('/api/webpage/waitlist/stats', () => HttpResponse.error()),
  /** Never answers, to show the test running. */
  slow: http.get('/api/webpage/waitlist/stats', async () => {
    await delay('infinite');
    return HttpResponse.json(debugStats);
  }),
};
