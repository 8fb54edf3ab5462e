import { createHmac, randomBytes } from 'node:crypto';

import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  contactReceivedDataSchema,
  launchInvitedDataSchema,
  launchRedeemedDataSchema,
  waitlistReferredDataSchema,
  webhookBodySchema,
  webhookEntrySchema,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookStatus,
} from '@shared/contract';
import { customerMail } from '@testing/server/customerMail';
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  TEST_JWT_SECRET,
  type TestApp,
  type TestDatabase,
} from '@testing/server/harness';
import {
  acceptedByWebhookId,
  type ReceivedDelivery,
  startTestWebhookReceiver,
  type TestWebhookReceiver,
} from '@testing/server/webhookReceiver';
import { createInviteCodes } from '../launch/inviteCodes';
import { createConfirmLinks, createLeaveLinks, mailLinkSecretFor } from '../mail/memberLinks';
import { storedSignUps } from '../db/direct/waitlist';
import { countRows } from '../db/direct/tables';
import {
  ageEvents,
  makeEveryEventDue,
  markEveryEventDelivered,
  setEventState,
  storedWebhookEvents,
  strandEveryEventMidTry,
} from '../db/direct/webhooks';
import { createWebhookQueue } from '../repositories/webhookQueue';
import type { WebhookWorkerOptions } from './worker';

/** A key in Standard Webhooks' form, as an operator makes one: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
const SECRET = newSecret();
const LAUNCH_API_TOKEN = 'launch-service-token-of-the-webhook-test-0123';
const INBOUND_TOKEN = 'inbound-token-of-the-webhook-test-0123456789';
/** The codes the test app makes: derived from its JWT secret, as buildApp does without a stored key. */
const codes = createInviteCodes(createHmac('sha256', TEST_JWT_SECRET).update('invite codes').digest('base64url'));

/**
 * Three tries in all, each due at once after the one before: a test sees every try without waiting, one
 * pass (`passNow`) for each.
 */
const threeQuickTries: Partial<WebhookWorkerOptions> = { retryDelaysMs: [0, 0] };

const message = {
  firstName: 'Zoë',
  lastName: "O'Brien",
  email: 'zoe@example.com',
  subject: 'Invoices in Spain',
  message: 'Does it handle VAT? 日本語 🚀',
  source: 'pricing',
};

/** The deliveries' bodies, read as a receiver reads them: verified with the secret first, then parsed. */
const verified = (deliveries: readonly ReceivedDelivery[], secret = SECRET) =>
  deliveries.map(({ body, headers }) =>
    webhookBodySchema.parse(new Webhook(secret).verify(body, headers as Record<string, string>)),
  );

describe.each(databaseKinds)('signed webhooks on %s', (kind) => {
  // Assigned, not copied: the receiver's server reads its own `answer`, which the tests set.
  let receiver: TestWebhookReceiver;
  const database = {} as TestDatabase;
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase(kind));
    receiver = await startTestWebhookReceiver();
    Object.assign(
      t,
      await createTestApp(database, {
        config: {
          WEBHOOK_URL: receiver.url,
          WEBHOOK_SECRET: SECRET,
          LAUNCH_URL: 'https://app.invoiceflow.test/signup',
          LAUNCH_API_TOKEN,
          INBOUND_TOKEN,
        },
        webhookWorker: threeQuickTries,
      }),
    );
  });
  afterAll(async () => {
    await t.close?.();
    await receiver.close?.();
    await database.drop?.();
  });
  beforeEach(async () => {
    await t.reset();
    receiver.reset();
  });

  const deliver = () => t.app.webhookWorker.passNow();
  const listed = async (query = '') => {
    const response = await t.app.inject({ url: `/api/webhooks${query}`, headers: t.auth });
    expect(response.statusCode, response.body).toBe(200);
    return { events: response.json<WebhookEvent[]>(), total: Number(response.headers['x-total-count']) };
  };
  const status = async () =>
    (await t.app.inject({ url: '/api/webhooks/status', headers: t.auth })).json<WebhookStatus>();
  const retry = (id: number) => t.app.inject({ method: 'POST', url: `/api/webhooks/${id}/retry`, headers: t.auth });
  const sendMessage = async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/webpage/contact', payload: message });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>();
  };

  it('sends every event signed: the standardwebhooks library verifies each, with its data', async () => {
    // A message through the contact form, and a new conversation by mail.
    const sent = await sendMessage();
    const mailed = await t.app.inject({
      method: 'POST',
      url: '/api/inbound/mail',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_TOKEN}` },
      payload: customerMail({ to: 'support@invoiceflow.app', messageId: 'new@example.com', subject: 'A question' }),
    });
    expect(mailed.json()).toMatchObject({ outcome: 'new' });
    // A member invited by a run, and their code redeemed by the live platform.
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/waitlist',
      payload: { email: 'ada@example.com', name: 'Ada', source: 'website', utmSource: 'newsletter' },
    });
    const entry = joined.json<{ id: number; email: string }>();
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/launch/invites',
      headers: t.auth,
      payload: { filter: {} },
    });
    expect(run.statusCode).toBe(201);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/launch/redeem',
      headers: { authorization: `Bearer ${LAUNCH_API_TOKEN}` },
      payload: { code: codes.codeFor(entry) },
    });
    expect(redeemed.statusCode).toBe(200);

    const before = Date.now();
    await deliver();
    const bodies = verified(receiver.deliveries);
    const ofType = <Schema extends z.ZodType>(type: WebhookEventType, schema: Schema) =>
      bodies.filter((body) => body.type === type).map((body) => schema.parse(body.data) as z.output<Schema>);

    expect(ofType('contact.received', contactReceivedDataSchema)).toEqual([
      expect.objectContaining({ ...message, id: sent.id, status: 'New' }),
      expect.objectContaining({ email: 'jose@example.com', firstName: 'José', subject: 'A question', source: 'email' }),
    ]);
    const [invited] = ofType('launch.invited', launchInvitedDataSchema);
    expect(invited).toMatchObject({
      id: entry.id,
      email: 'ada@example.com',
      name: 'Ada',
      status: 'invited',
      utmSource: 'newsletter',
      inviteRunId: run.json<{ id: number }>().id,
    });
    const [redemption] = ofType('launch.redeemed', launchRedeemedDataSchema);
    expect(redemption).toMatchObject({ id: entry.id, email: 'ada@example.com', status: 'joined' });
    expect(redemption!.redeemedAt).toBe(redeemed.json<{ redeemedAt: string }>().redeemedAt);

    for (const { headers, webhookId, body } of receiver.deliveries) {
      expect(headers['content-type']).toBe('application/json');
      expect(headers['user-agent']).toMatch(/^[A-Za-z0-9]+-Webhooks\/1\.0$/);
      expect(webhookId).toMatch(/^msg_[0-9a-f]{32}$/);
      // The signature's time is the try's, in seconds; the body's timestamp is when the event happened.
      expect(Number(headers['webhook-timestamp']) * 1000).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(Number(headers['webhook-timestamp']) * 1000).toBeLessThanOrEqual(Date.now());
      expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(Date.parse(JSON.parse(body).timestamp)).toBeLessThanOrEqual(before);
    }
    // Each delivered once, and never sent again.
    expect([...acceptedByWebhookId(receiver.deliveries).values()]).toEqual(bodies.map(() => 1));
    const deliveries = receiver.deliveries.length;
    await deliver();
    expect(receiver.deliveries).toHaveLength(deliveries);
    const { events } = await listed();
    for (const type of ['contact.received', 'launch.invited', 'launch.redeemed'] as const) {
      expect(events.filter((event) => event.type === type).length, type).toBeGreaterThan(0);
    }
    for (const event of events) {
      expect(event).toMatchObject({ state: 'delivered', attempts: 1, lastStatus: 204, lastError: null });
      expect(event.deliveredAt).not.toBeNull();
    }
    expect(new Set(events.map((event) => event.eventId))).toEqual(new Set(receiver.deliveries.map((d) => d.webhookId)));
  });

  it('tells of a member joining, confirming, being credited a referral and leaving, each verified', async () => {
    const links = {
      confirm: createConfirmLinks(mailLinkSecretFor(TEST_JWT_SECRET), ''),
      leave: createLeaveLinks(mailLinkSecretFor(TEST_JWT_SECRET), ''),
    };
    const join = (payload: object) => t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload });
    const ada = (await join({ email: 'ada@example.com', name: 'Ada' })).json<{ id: number }>();
    const [stored] = await storedSignUps(t.db);
    const bob = (await join({ email: 'bob@example.com', referralCode: stored!.referral_code })).json<{ id: number }>();
    expect((await t.app.inject({ url: links.confirm.url(bob) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: links.leave.url(ada) })).statusCode).toBe(200);
    await deliver();

    const bodies = verified(receiver.deliveries);
    const members = (type: WebhookEventType) =>
      bodies.filter((body) => body.type === type).map((body) => webhookEntrySchema.parse(body.data));
    expect(members('waitlist.joined')).toEqual([
      expect.objectContaining({
        id: ada.id,
        email: 'ada@example.com',
        name: 'Ada',
        status: 'waiting',
        referredBy: null,
      }),
      expect.objectContaining({ id: bob.id, email: 'bob@example.com', referredBy: ada.id, confirmedAt: null }),
    ]);
    const [confirmed] = members('waitlist.confirmed');
    expect(confirmed).toMatchObject({ id: bob.id, confirmedAt: expect.any(String) });
    const [referred] = bodies
      .filter((body) => body.type === 'waitlist.referred')
      .map((body) => waitlistReferredDataSchema.parse(body.data));
    expect(referred).toMatchObject({ referrer: { id: ada.id, referrals: 1 }, referral: { id: bob.id } });
    expect(members('waitlist.left')).toEqual([expect.objectContaining({ id: ada.id, status: 'left', referrals: 1 })]);
    // Written in SQL or in the server's code, an instant reads the same: UTC, to the millisecond.
    expect(members('waitlist.joined')[0]!.joinedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(confirmed!.confirmedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('signs so that another key, another body or another id does not verify', async () => {
    await sendMessage();
    await deliver();
    const [{ body, headers }] = receiver.deliveries as [ReceivedDelivery];
    const asSent = headers as Record<string, string>;
    expect(() => new Webhook(SECRET).verify(body, asSent)).not.toThrow();
    expect(() => new Webhook(newSecret()).verify(body, asSent)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(SECRET).verify(body.replace('Zoë', 'Zoe'), asSent)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(SECRET).verify(body, { ...asSent, 'webhook-id': 'msg_another' })).toThrow(
      WebhookVerificationError,
    );
  });

  it('gives a receiver that fails twice the event on the third try, once', async () => {
    receiver.answer = ({ nth }) => (nth <= 2 ? 500 : 204);
    await sendMessage();

    await deliver();
    const [first] = (await listed()).events;
    expect(first).toMatchObject({ state: 'queued', attempts: 1, lastStatus: 500 });
    expect(first!.lastError).toBe('500: refused with 500: try later');
    expect(first!.nextAttemptAt).not.toBeNull();
    await deliver();
    expect((await listed()).events[0]).toMatchObject({ state: 'queued', attempts: 2, lastStatus: 500 });
    await deliver();
    expect((await listed()).events[0]).toMatchObject({ state: 'delivered', attempts: 3, lastStatus: 204 });
    await deliver();

    // Three tries of the one event, all with its one webhook-id, accepted once: the third.
    const ids = new Set(receiver.deliveries.map((delivery) => delivery.webhookId));
    expect(ids.size).toBe(1);
    expect(receiver.deliveries.map((delivery) => delivery.status)).toEqual([500, 500, 204]);
    expect([...acceptedByWebhookId(receiver.deliveries).values()]).toEqual([1]);
    // The same body every time; each try signed anew, and each verifies.
    expect(new Set(receiver.deliveries.map((delivery) => delivery.body)).size).toBe(1);
    expect(verified(receiver.deliveries)).toHaveLength(3);
  });

  it('fails an event after the last try, says why, and an administrator’s retry delivers it', async () => {
    receiver.answer = () => 503;
    await sendMessage();
    for (let pass = 0; pass < 4; pass += 1) await deliver();
    expect(receiver.deliveries).toHaveLength(3);
    const { events } = await listed('?state=failed');
    expect(events).toEqual([
      expect.objectContaining({
        state: 'failed',
        attempts: 3,
        lastStatus: 503,
        nextAttemptAt: null,
        deliveredAt: null,
      }),
    ]);
    expect(await status()).toEqual({ configured: true, host: new URL(receiver.url).host, queued: 0, failed: 1 });

    receiver.answer = () => 200;
    const [event] = events as [WebhookEvent];
    const retried = await retry(event.id);
    expect(retried.statusCode).toBe(204);
    expect((await listed()).events[0]).toMatchObject({ state: 'queued', attempts: 0, lastStatus: 503 });
    expect(await status()).toMatchObject({ queued: 1, failed: 0 });
    await deliver();
    expect((await listed()).events[0]).toMatchObject({ state: 'delivered', attempts: 1, lastStatus: 200 });
    expect(receiver.deliveries.map((delivery) => delivery.webhookId)).toEqual(Array(4).fill(event.eventId));

    // Only a failed event can be retried; the retry is in the audit trail.
    expect((await retry(event.id)).json()).toMatchObject({
      statusCode: 409,
      message: 'Only a failed webhook event can be retried',
    });
    expect((await retry(4242)).statusCode).toBe(404);
    expect((await retry(Number('0'))).statusCode).toBe(400);
    const trail = (await t.app.inject({ url: '/api/admin/audit?action=webhook_retried', headers: t.auth })).json();
    expect(trail).toEqual([expect.objectContaining({ action: 'webhook_retried', targetIds: [String(event.id)] })]);
  });

  it('does not follow a redirect: it is a failed try', async () => {
    receiver.answer = () => 302;
    await sendMessage();
    await deliver();
    expect(receiver.deliveries).toHaveLength(1);
    expect((await listed()).events[0]).toMatchObject({
      state: 'queued',
      lastStatus: 302,
      lastError: '302: a redirect, which is not followed (set WEBHOOK_URL to the address it leads to)',
    });
  });

  it('counts a receiver that does not answer in time, or cannot be reached, as a failed try', async () => {
    const quick = await createTestApp(database, {
      config: { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET },
      webhookWorker: { ...threeQuickTries, timeoutMs: 200 },
    });
    // A port on loopback that was just free, and that nothing listens on now.
    const closed = await startTestWebhookReceiver();
    await closed.close();
    const unreachable = await createTestApp(database, {
      config: { WEBHOOK_URL: closed.url, WEBHOOK_SECRET: SECRET },
    });
    try {
      receiver.answer = () => new Promise(() => {});
      await sendMessage();
      await quick.app.webhookWorker.passNow();
      expect((await listed()).events[0]).toMatchObject({
        state: 'queued',
        attempts: 1,
        lastStatus: null,
        lastError: 'no answer within 0.2 s',
      });
      await makeEveryEventDue(t.db);
      await unreachable.app.webhookWorker.passNow();
      expect((await listed()).events[0]).toMatchObject({ attempts: 2, lastError: 'no answer: ECONNREFUSED' });
    } finally {
      await quick.close();
      await unreachable.close();
    }
  });

  it('never lets two instances send one event at once: a claimed event waits for its lease', async () => {
    const other = await createTestApp(database, {
      config: { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET },
      webhookWorker: threeQuickTries,
    });
    try {
      for (let index = 0; index < 12; index += 1) await sendMessage();
      // Both instances at once, the receiver slow enough that their tries overlap.
      receiver.answer = () => new Promise((resolve) => setImmediate(() => resolve(204)));
      await Promise.all([deliver(), other.app.webhookWorker.passNow()]);
      expect(receiver.deliveries).toHaveLength(12);
      expect([...acceptedByWebhookId(receiver.deliveries).values()]).toEqual(Array(12).fill(1));

      // An instance that died mid-try: its events wait for the lease, then go once.
      receiver.reset();
      await sendMessage();
      await strandEveryEventMidTry(t.db, 60);
      await deliver();
      expect(receiver.deliveries).toHaveLength(0);
      await strandEveryEventMidTry(t.db, -1);
      await deliver();
      await deliver();
      // The events delivered before are left alone; the stranded one goes once, on its second try.
      expect(receiver.deliveries.map((delivery) => delivery.status)).toEqual([204]);
      expect((await listed()).events[0]).toMatchObject({ state: 'delivered', attempts: 2 });
    } finally {
      await other.close();
    }
  });

  it('lists the events newest first, a page at a time, by state and type', async () => {
    receiver.answer = ({ nth }) => (nth === 1 ? 500 : 204);
    for (let index = 0; index < 3; index += 1) await sendMessage();
    await setEventState(t.db, 1, 'delivered');
    await deliver();

    const all = await listed();
    expect(all.total).toBe(3);
    expect(all.events.map((event) => event.id)).toEqual([3, 2, 1]);
    expect(all.events.map((event) => event.state)).toEqual(['queued', 'queued', 'delivered']);
    const page = await t.app.inject({ url: '/api/webhooks?page=2&pageSize=2', headers: t.auth });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.headers['x-page']).toBe('2');
    expect(page.json<WebhookEvent[]>().map((event) => event.id)).toEqual([1]);
    // A page beyond the last answers the last.
    const beyond = await t.app.inject({ url: '/api/webhooks?page=9&pageSize=2', headers: t.auth });
    expect(beyond.headers['x-page']).toBe('2');
    expect((await listed('?state=delivered')).events.map((event) => event.id)).toEqual([1]);
    expect((await listed('?type=contact.received&state=queued')).total).toBe(2);
    expect((await listed('?type=launch.invited')).total).toBe(0);
    // What each event was sent with is there for the administrator.
    expect(all.events[0]!.data).toMatchObject({ email: message.email, subject: message.subject });

    const refused = await t.app.inject({ url: '/api/webhooks?state=lost', headers: t.auth });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('state must be one of queued, sending, delivered, failed');
    for (const url of ['/api/webhooks', '/api/webhooks/status']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/webhooks/1/retry' })).statusCode).toBe(401);
  });

  it('deletes delivered events after 30 days, a batch a pass, and keeps the others', async () => {
    for (let index = 0; index < 4; index += 1) await sendMessage();
    await markEveryEventDelivered(t.db);
    await setEventState(t.db, 2, 'failed');
    await ageEvents(t.db, [1, 2], 31);
    await ageEvents(t.db, [3], 29);
    await deliver();
    expect((await storedWebhookEvents(t.db)).map((event) => event.id)).toEqual([2, 3, 4]);
  });

  it('erases the events naming an address, wherever in their data, and exports them first', async () => {
    await sendMessage();
    // A referral's event names two people: erasing either takes it.
    await createWebhookQueue(true).queue(t.db, 'waitlist.referred', {
      referrer: { id: 1, email: 'grace@example.com' },
      referral: { id: 2, email: 'Zoe@Example.com' },
    });
    await createWebhookQueue(true).queue(t.db, 'waitlist.joined', { id: 3, email: 'grace@example.com' });
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/export',
      headers: t.auth,
      payload: { email: 'zoe@example.com' },
    });
    const rows = exported.body.split('\r\n').filter((line) => line.startsWith('Webhook event,'));
    expect(rows).toHaveLength(2);
    expect(exported.body).toContain('contact.received');
    expect(exported.body).toContain('waitlist.referred');

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: t.auth,
      payload: { email: 'ZOE@example.com' },
    });
    expect(erased.json()).toMatchObject({ contactMessages: 1, webhookEvents: 2 });
    expect((await storedWebhookEvents(t.db)).map((event) => event.type)).toEqual(['waitlist.joined']);
  });

  it('queues nothing without WEBHOOK_URL, and says so', async () => {
    const quiet = await createTestApp(database);
    try {
      const response = await quiet.app.inject({ method: 'POST', url: '/api/webpage/contact', payload: message });
      expect(response.statusCode).toBe(201);
      expect(await countRows(t.db, 'webhook_outbox')).toBe(0);
      expect((await quiet.app.inject({ url: '/api/webhooks/status', headers: quiet.auth })).json()).toEqual({
        configured: false,
        host: null,
        queued: 0,
        failed: 0,
      });
    } finally {
      await quiet.close();
    }
  });
});
