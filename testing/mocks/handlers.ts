import { delay, http, HttpResponse } from 'msw';

import {
  type ContactMessage,
  type ContactMessageRequest,
  DUPLICATE_EMAIL_MESSAGE,
  STATUS_LINK_SENT_MESSAGE,
  statusLinkRequestSchema,
  throwawayEmailMessage,
  type WaitlistEntry,
  type WaitlistJoinRequest,
} from '@shared/contract';

/**
 * MSW handlers for stories and UI unit tests: the same paths and answers as the real server (see
 * server/routes), so the real service layer runs unchanged. `defaultHandlers` answer like a healthy
 * server; the named sets below replace one call's answer to show a state.
 */

const error = (statusCode: number, errorName: string, message: string) =>
  HttpResponse.json({ statusCode, error: errorName, message }, { status: statusCode });

let nextId = 1000;
/** Where a new sign-up stands: behind the 1,041 waiting members of the stats fixture (`waitlistStats`). */
let nextPlace = 1042;

export const waitlistHandlers = {
  joined: http.post('/api/webpage/waitlist', async ({ request }) => {
    const body = (await request.json()) as WaitlistJoinRequest;
    const joinedAt = new Date().toISOString();
    // The stored entry, as server/routes/waitlist.ts answers it.
    return HttpResponse.json(
      {
        id: nextId++,
        email: body.email,
        name: body.name ?? null,
        company: body.company ?? null,
        source: body.source ?? null,
        joinedAt,
        createdAt: joinedAt,
        landingPage: body.landingPage ?? null,
        referrerHost: body.referrerHost ?? null,
        utmSource: body.utmSource ?? null,
        utmMedium: body.utmMedium ?? null,
        utmCampaign: body.utmCampaign ?? null,
        status: 'waiting',
        invitedAt: null,
        redeemedAt: null,
        confirmedAt: null,
        suppression: null,
        position: nextPlace++,
        referrals: 0,
        // A share link's code this mock cannot look up: as the server does with an unknown code, none.
        referredBy: null,
      } satisfies WaitlistEntry,
      { status: 201 },
    );
  }),
  /** Answers after a long pause, to show the submitting state. */
  slow: http.post('/api/webpage/waitlist', async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 201 });
  }),
  duplicate: http.post('/api/webpage/waitlist', () => error(409, 'Conflict', DUPLICATE_EMAIL_MESSAGE)),
  invalid: http.post('/api/webpage/waitlist', () => error(400, 'Bad Request', 'Email must be a valid e-mail address')),
  /** An address at a domain that hands out throwaway addresses, refused as server/routes/waitlist.ts does. */
  throwaway: http.post('/api/webpage/waitlist', () =>
    error(400, 'Bad Request', throwawayEmailMessage('mailinator.com')),
  ),
  rateLimited: http.post('/api/webpage/waitlist', () =>
    error(429, 'Too Many Requests', 'Too many requests. Please try again in 60 seconds.'),
  ),
  serverError: http.post('/api/webpage/waitlist', () =>
    error(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'),
  ),
  /** The request never reaches a server: fetch rejects as it does offline. */
  networkError: http.post('/api/webpage/waitlist', () => HttpResponse.error()),
};

const statusLinkPath = '/api/webpage/waitlist/status-link';

/**
 * POST /api/webpage/waitlist/status-link, as server/routes/waitlist.ts answers it: the same 201 whether
 * or not the address is on the list, a 400 naming what is wrong with the address, a 429 when asked too often.
 */
export const statusLinkHandlers = {
  sent: http.post(statusLinkPath, async ({ request }) => {
    const parsed = statusLinkRequestSchema.safeParse(await request.json());
    if (!parsed.success) return error(400, 'Bad Request', parsed.error.issues.map((issue) => issue.message).join('; '));
    return HttpResponse.json({ message: STATUS_LINK_SENT_MESSAGE }, { status: 201 });
  }),
  /** Answers after a long pause, to show the sending state. */
  slow: http.post(statusLinkPath, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 201 });
  }),
  invalid: http.post(statusLinkPath, () => error(400, 'Bad Request', 'Email must be a valid e-mail address')),
  rateLimited: http.post(statusLinkPath, () =>
    error(429, 'Too Many Requests', 'Too many requests. Please try again in 60 seconds.'),
  ),
  serverError: http.post(statusLinkPath, () =>
    error(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'),
  ),
  /** The request never reaches a server: fetch rejects as it does offline. */
  networkError: http.post(statusLinkPath, () => HttpResponse.error()),
};

export const contactHandlers = {
  sent: http.post('/api/webpage/contact', async ({ request }) => {
    const { firstName, lastName, email, subject, message, source } = (await request.json()) as ContactMessageRequest;
    // The stored message, as server/routes/contact.ts answers it.
    return HttpResponse.json(
      {
        id: nextId++,
        firstName,
        lastName,
        email,
        subject,
        message,
        status: 'New',
        createdAt: new Date().toISOString(),
        waitingSince: new Date().toISOString(),
        isRead: false,
        isReplied: false,
        adminNotes: null,
        source: source ?? null,
      } satisfies ContactMessage,
      { status: 201 },
    );
  }),
  slow: http.post('/api/webpage/contact', async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 201 });
  }),
  invalid: http.post('/api/webpage/contact', () => error(400, 'Bad Request', 'Email must be a valid e-mail address')),
  serverError: http.post('/api/webpage/contact', () =>
    error(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'),
  ),
  networkError: http.post('/api/webpage/contact', () => HttpResponse.error()),
};

/** A healthy server: every public call succeeds. */
export const defaultHandlers = [waitlistHandlers.joined, statusLinkHandlers.sent, contactHandlers.sent];
