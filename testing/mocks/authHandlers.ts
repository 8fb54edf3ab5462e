import { delay, http, HttpResponse } from 'msw';

import type { SessionResponse, LogoutResponse, WaitlistStats } from '@shared/contract';
import { INVALID_CREDENTIALS_MESSAGE } from '@shared/contract/constants';
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

/** The password the mock server accepts for `adminUser`. */
export const adminPassword = 'correct horse battery staple';

const error = (statusCode: number, errorName: string, message: string) =>
  HttpResponse.json({ statusCode, error: errorName, message }, { status: statusCode, statusText: errorName });

export const loginHandlers = {
  /** Signs in `adminUser` with `adminPassword`; anything else is refused as the server refuses it. */
  signedIn: http.post('/api/auth/login', async ({ request }) => {
    const { email, password } = (await request.json()) as { email?: string; password?: string };
    if (email?.toLowerCase() !== adminUser.email || password !== adminPassword) {
      return error(401, 'Unauthorized', INVALID_CREDENTIALS_MESSAGE);
    }
    return HttpResponse.json({ token: adminToken, user: adminUser } satisfies SessionResponse);
  }),
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
