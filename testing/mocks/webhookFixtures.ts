import type { WebhookEvent, WebhookEventType, WebhookState } from '@shared/contract';
import { minutesFromNow } from './mailFixtures';

/**
 * Webhook events for the admin mocks: what the server told WEBHOOK_URL about the people of fixtures.ts,
 * with the data the server sends (server/repositories/contact.ts, invites.ts, waitlist.ts). Typed by the
 * contract; the mock server parses every answer with the contract's schema as well.
 */

/** The host of the mocks' WEBHOOK_URL. */
export const webhookHost = 'hooks.zapier.com';

/** A member as the waitlist.* and launch.* events tell of one. */
const member = (id: number, email: string, name: string | null, joinedAt: string) => ({
  id,
  email,
  name,
  company: null,
  status: 'waiting',
  source: 'website',
  joinedAt,
  confirmedAt: null,
  referredBy: null,
  referrals: 0,
  landingPage: '/',
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
});

/**
 * An event as the list shows it: delivered on its first try 2 seconds after it happened, unless `fields`
 * say otherwise.
 */
function event(
  id: number,
  type: WebhookEventType,
  data: Record<string, unknown>,
  createdAt: string,
  fields: Partial<WebhookEvent> = {},
): WebhookEvent {
  return {
    id,
    eventId: `msg_${id.toString(16).padStart(8, '0')}2b9c4e7f8a1d0c3b5e6f7a8b`,
    type,
    state: 'delivered' as WebhookState,
    attempts: 1,
    lastStatus: 200,
    lastError: null,
    nextAttemptAt: null,
    deliveredAt: new Date(Date.parse(createdAt) + 2_000).toISOString(),
    createdAt,
    data,
    ...fields,
  };
}

const maria = member(4, 'maria.gonzalez@brightpath.studio', 'Maria Gonzalez', '2026-11-21T09:12:00.000Z');
const grace = {
  id: 3,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  subject: 'Multi-currency invoices',
  message: 'Can I send invoices in EUR and USD from one account?',
  source: 'website',
  status: 'New',
  receivedAt: '2026-11-21T10:02:00.000Z',
};

/** A healthy stream: everything delivered at once. Newest first, as the server lists it. */
export const webhookEvents: WebhookEvent[] = [
  event(3, 'contact.received', grace, grace.receivedAt),
  event(2, 'waitlist.joined', maria, maria.joinedAt),
  event(
    1,
    'launch.invited',
    {
      ...member(1, 'sam@northwind.io', 'Sam Carter', '2026-11-02T08:30:00.000Z'),
      status: 'invited',
      invitedAt: '2026-11-15T09:00:00.000Z',
      inviteRunId: 1,
    },
    '2026-11-15T09:00:00.000Z',
  ),
];

/** A receiver's refusal, as the outbox keeps it: the status and the start of its answer. */
export const refusedError = '500: {"error":"CRM unavailable, try again later"}';

/**
 * One event in each state, newest first: a first try waiting, a retry waiting after a refusal, one being
 * sent, one delivered after two refusals, and one failed for good after every try.
 */
export const everyStateWebhookEvents: WebhookEvent[] = [
  event(5, 'waitlist.confirmed', { ...maria, confirmedAt: minutesFromNow(-2) }, minutesFromNow(-2), {
    state: 'queued',
    attempts: 0,
    lastStatus: null,
    deliveredAt: null,
    nextAttemptAt: minutesFromNow(-2),
  }),
  event(4, 'contact.received', grace, minutesFromNow(-20), {
    state: 'queued',
    attempts: 3,
    lastStatus: 500,
    lastError: refusedError,
    deliveredAt: null,
    nextAttemptAt: minutesFromNow(10),
  }),
  event(
    3,
    'launch.redeemed',
    { ...maria, status: 'joined', invitedAt: minutesFromNow(-90), redeemedAt: minutesFromNow(-30) },
    minutesFromNow(-30),
    {
      state: 'sending',
      lastStatus: null,
      deliveredAt: null,
    },
  ),
  event(2, 'waitlist.joined', maria, minutesFromNow(-180), { attempts: 3, lastStatus: 204 }),
  event(
    1,
    'waitlist.left',
    { ...member(9, 'former.member@example.com', null, '2026-10-01T08:00:00.000Z'), status: 'left' },
    minutesFromNow(-1560),
    {
      state: 'failed',
      attempts: 8,
      lastStatus: null,
      lastError: 'no answer within 10 s',
      deliveredAt: null,
    },
  ),
];

/** 60 events, one every 10 minutes, each delivered: more than a page. */
export const manyWebhookEvents: WebhookEvent[] = Array.from({ length: 60 }, (_, index) =>
  event(
    60 - index,
    'waitlist.joined',
    member(100 + index, `member${index}@example.com`, null, minutesFromNow(-10 * index)),
    minutesFromNow(-10 * index),
  ),
);
