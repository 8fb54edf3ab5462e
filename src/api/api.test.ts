import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ADMIN, createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '@testing/server/harness';
import {
  contactReplySchema,
  logoutResponseSchema,
  mailHealthSchema,
  outboxMailSchema,
  type SessionResponse,
} from '@shared/contract';
import { replySubject } from '@portal/views/contact/replyRules';
import { ApiError, createApiClient, type KeyValueStorage, storageKeys } from '.';

/** Local storage as the browser has it, in memory. */
function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('the web service layer against the real server', () => {
  let database: TestDatabase;
  let t: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  let storage: ReturnType<typeof memoryStorage>;
  let api: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database);
    app = t.app;
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });
  beforeEach(async () => {
    await t.reset();
    storage = memoryStorage();
    api = createApiClient({ baseUrl, storage });
  });

  const signIn = async () => {
    const { token, user } = (await api.auth.login(ADMIN)) as SessionResponse;
    storage.setItem(storageKeys.adminToken, token);
    storage.setItem(storageKeys.adminUser, JSON.stringify(user));
  };

  it('signs the token it is given out on the server, even once the browser has forgotten it', async () => {
    const { token } = (await api.auth.login(ADMIN)) as SessionResponse;
    // The portal clears the stored entries before it calls: the token travels in the call, not from storage.
    expect(await api.auth.logout(token)).toEqual(logoutResponseSchema.parse({ signedOut: 'session' }));
    storage.setItem(storageKeys.adminToken, token);
    const refused = await api.waitlist.stats().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
  });

  it('joins the waitlist and reads back the id', async () => {
    const { id } = await api.waitlist.join({ email: 'ada@example.com', name: 'Ada', company: null, source: 'website' });
    expect(id).toEqual(expect.any(Number));
  });

  it('rejects a duplicate sign-up with the server message, and an invalid one with 400', async () => {
    await api.waitlist.join({ email: 'ada@example.com', source: 'website' });
    await expect(api.waitlist.join({ email: 'ADA@example.com', source: 'website' })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('already exists'),
    });
    await expect(api.waitlist.join({ email: 'nope', source: 'website' })).rejects.toMatchObject({
      status: 400,
      message: 'Email must be a valid e-mail address',
    });
  });

  it('lets a network failure surface as a TypeError, not an ApiError', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9', storage });
    const failure = await offline.waitlist.join({ email: 'a@example.com' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(failure).not.toBeInstanceOf(ApiError);
  });

  it('sends a contact message, and reports a bad one by status', async () => {
    await api.contact.send({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      subject: 'Hello',
      message: 'A question',
      source: 'website',
    });
    await expect(
      api.contact.send({
        firstName: '',
        lastName: 'H',
        email: 'g@example.com',
        subject: 'S',
        message: 'M',
        source: 'website',
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('signs in and attaches the bearer token to admin calls', async () => {
    await expect(api.waitlist.stats()).rejects.toMatchObject({
      status: 401,
      message: 'Sign in to continue: this call needs an admin session',
    });
    await signIn();
    await api.waitlist.join({ email: 'ada@example.com', source: 'website' });
    expect(await api.waitlist.stats()).toMatchObject({ totalEntries: 1, sourceBreakdown: { website: 1 } });
    expect((await api.waitlist.list()).map((entry) => entry.email)).toEqual(['ada@example.com']);
  });

  it('carries the server message of a failed login', async () => {
    const failure = await api.auth.login({ email: ADMIN.email, password: 'wrong' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, statusText: 'Unauthorized', message: 'Invalid email or password' });
  });

  it('updates a message through every admin call', async () => {
    await signIn();
    await api.contact.send({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      subject: 'Hello',
      message: 'A question',
      source: 'website',
    });
    const [message] = await api.contact.list();
    await api.contact.markRead(message!.id);
    await api.contact.markReplied(message!.id);
    await api.contact.saveNotes(message!.id, 'Called back');
    await api.contact.setStatus(message!.id, 'Resolved');
    expect(await api.contact.list()).toMatchObject([
      { isRead: true, isReplied: true, adminNotes: 'Called back', status: 'Resolved' },
    ]);
    expect(await api.contact.get(message!.id)).toEqual((await api.contact.list())[0]);
    await expect(api.contact.get(999)).rejects.toMatchObject({
      status: 404,
      message: 'No contact message with id 999',
    });
    expect(await api.contact.stats()).toMatchObject({
      totalMessages: 1,
      resolvedMessages: 1,
      statusBreakdown: { Resolved: 1 },
    });
    const csv = await (await api.contact.exportCsv()).blob.text();
    expect(csv).toContain('Grace,Hopper,grace@example.com,Hello,A question,Resolved,yes,yes,Called back,website,');
  });

  it('replies to a message through the outbox, and reads the conversation, the outbox and its health', async () => {
    await signIn();
    await api.contact.send({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      subject: 'Re:  Multi-currency\ninvoices',
      message: 'A question',
      source: 'website',
    });
    const [message] = await api.contact.list();
    const id = message!.id;
    expect(await api.mail.replies(id)).toEqual([]);

    const reply = contactReplySchema.parse(await api.mail.sendReply(id, '  Yes, both currencies work.  '));
    expect(reply).toMatchObject({
      contactMessageId: id,
      body: 'Yes, both currencies work.',
      sentBy: { name: 'Ada Lovelace', email: ADMIN.email },
    });
    expect(contactReplySchema.array().parse(await api.mail.replies(id))).toMatchObject([{ id: reply.id }]);
    expect(await api.contact.list()).toMatchObject([{ id, isReplied: true }]);

    // The subject the portal shows before sending is the one the server writes.
    const { items, total } = await api.mail.outbox({ pageSize: 10 });
    expect(total).toBe(3);
    const mails = outboxMailSchema.array().parse(items);
    const replyMail = mails.find((mail) => mail.kind === 'reply');
    expect(replyMail).toMatchObject({ to: ['grace@example.com'], subject: replySubject(message!.subject) });
    expect(mailHealthSchema.parse(await api.mail.health())).toMatchObject({ failed: 0 });

    await expect(api.mail.retry(replyMail!.id)).rejects.toMatchObject({
      status: 409,
      message: 'Only a failed or suppressed mail can be retried',
    });
    await expect(api.mail.retry(999)).rejects.toMatchObject({ status: 404 });
    await expect(api.mail.sendReply(id, '   ')).rejects.toMatchObject({ status: 400, message: 'Reply is required' });
    await expect(api.mail.replies(999)).rejects.toMatchObject({
      status: 404,
      message: 'No contact message with id 999',
    });
  });

  const sendMessage = (firstName: string, email: string, subject = 'Hello') =>
    api.contact.send({ firstName, lastName: 'Tester', email, subject, message: 'A question', source: 'website' });

  it('reads the recent sign-ups of the spec with the total the server counts', async () => {
    await signIn();
    for (const email of ['ada@example.com', 'grace@example.com', 'alan@example.com']) {
      await api.waitlist.join({ email, source: 'website' });
    }
    const first = await api.waitlist.recent(1, 2);
    expect(first.total).toBe(3);
    expect(first.items.map((entry) => entry.email)).toEqual(['alan@example.com', 'grace@example.com']);
    expect((await api.waitlist.recent(2, 2)).items.map((entry) => entry.email)).toEqual(['ada@example.com']);
  });

  it('searches, sorts and pages the waitlist, and exports what the filters match', async () => {
    await signIn();
    await api.waitlist.join({ email: 'ada@example.com', name: 'Ada Lovelace', source: 'website' });
    await api.waitlist.join({ email: 'grace@navy.example', name: 'Grace Hopper', source: 'referral' });
    await api.waitlist.join({ email: 'alan@example.com', name: 'Alan Turing', source: 'website' });

    const byName = await api.waitlist.search({ q: 'hopper' });
    expect(byName).toMatchObject({ total: 1, items: [{ email: 'grace@navy.example' }] });

    const oldest = await api.waitlist.search({ q: 'example.com', sort: 'oldest', page: 2, pageSize: 1 });
    expect(oldest).toMatchObject({ total: 2, items: [{ email: 'alan@example.com' }] });

    expect(await api.waitlist.search({ source: 'referral' })).toMatchObject({ total: 1 });
    // A blank search is no search at all.
    expect((await api.waitlist.search({ q: '  ' })).total).toBe(3);

    const csv = await (await api.waitlist.exportCsv({ q: 'example.com', sort: 'oldest' })).blob.text();
    const rows = csv.trim().split(/\r?\n/);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('ada@example.com');
    expect(rows[2]).toContain('alan@example.com');
    expect(csv).not.toContain('grace@navy.example');
  });

  it('searches and filters messages by status and read state, and exports what the filters match', async () => {
    await signIn();
    await sendMessage('Ada', 'ada@example.com', 'Currencies');
    await sendMessage('Grace', 'grace@example.com', 'Import');
    await sendMessage('Alan', 'alan@example.com', 'Launch date');
    const recent = await api.contact.recent();
    expect(recent.total).toBe(3);
    const grace = recent.items.find((message) => message.firstName === 'Grace')!;
    const alan = recent.items.find((message) => message.firstName === 'Alan')!;
    await api.contact.markRead(grace.id);
    await api.contact.setStatus(alan.id, 'Resolved');

    expect(await api.contact.search({ isRead: false })).toMatchObject({ total: 2 });
    expect(await api.contact.search({ isRead: true })).toMatchObject({ total: 1, items: [{ firstName: 'Grace' }] });
    expect(await api.contact.search({ status: 'Resolved' })).toMatchObject({
      total: 1,
      items: [{ firstName: 'Alan' }],
    });
    expect(await api.contact.search({ q: 'ADA@' })).toMatchObject({ total: 1, items: [{ firstName: 'Ada' }] });
    const oldestFirst = await api.contact.search({ sort: 'oldest', pageSize: 2, page: 1 });
    expect(oldestFirst.total).toBe(3);
    expect(oldestFirst.items.map((message) => message.firstName)).toEqual(['Ada', 'Grace']);

    const csv = await (await api.contact.exportCsv({ status: 'New', isRead: false })).blob.text();
    expect(csv).toContain('ada@example.com');
    expect(csv).not.toContain('grace@example.com');
    expect(csv).not.toContain('alan@example.com');
  });

  it('reads the page the server answered, sends bulk actions and exports a selection under its name', async () => {
    await signIn();
    for (const email of ['ada@example.com', 'grace@example.com', 'alan@example.com']) {
      await api.waitlist.join({ email, source: email.startsWith('a') ? 'Website' : 'website' });
    }
    const beyond = await api.waitlist.search({ page: 9, pageSize: 2, source: 'WEBSITE' });
    expect(beyond).toMatchObject({ page: 2, total: 3, totalCapped: false, items: [{ email: 'ada@example.com' }] });
    expect((await api.waitlist.stats()).sourceBreakdown).toEqual({ Website: 3 });
    const [alan, grace] = (await api.waitlist.search({ sort: 'email' })).items.slice(0, 2);
    expect(grace).toMatchObject({ email: 'alan@example.com' });
    const file = await api.waitlist.exportCsv({ q: 'ignored' }, [alan!.id, grace!.id]);
    expect(file.fileName).toMatch(/^waitlist-selection-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await file.blob.text()).trim().split(/\r?\n/)).toHaveLength(3);
    expect(await api.waitlist.bulk({ action: 'delete', ids: [alan!.id] })).toEqual({ affected: 1 });

    await sendMessage('Ada', 'ada@example.com');
    await sendMessage('Grace', 'grace@example.com');
    expect(await api.contact.bulk({ action: 'read', filter: { q: 'grace' } })).toEqual({ affected: 1 });
    expect(await api.contact.search({ isRead: false, isReplied: false })).toMatchObject({ total: 1, page: 1 });
    expect(await api.contact.stats()).toMatchObject({ unreadMessages: 1, awaitingReply: 2, timeZone: 'UTC' });
    const unread = await api.contact.exportCsv({ isRead: false });
    expect(unread.fileName).toMatch(/^contact-messages-unread-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(api.contact.bulk({ action: 'status', ids: [1] })).rejects.toMatchObject({
      status: 400,
      message: 'status is required with the action status, and only with it',
    });
  });

  it('refuses the admin lists and exports without a session', async () => {
    await expect(api.contact.search({ q: 'x' })).rejects.toMatchObject({ status: 401 });
    await expect(api.waitlist.exportCsv()).rejects.toMatchObject({ status: 401 });
  });

  it('reports a missing message as an ApiError with the server message', async () => {
    await signIn();
    await expect(api.contact.markRead(424242)).rejects.toMatchObject({
      status: 404,
      message: 'No contact message with id 424242',
    });
  });

  it('deletes a sign-up and a message, and exports what is stored about one address', async () => {
    await signIn();
    const { id: entryId } = await api.waitlist.join({ email: 'Ada@example.com', source: 'website' });
    await api.contact.send({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'Hi',
      source: 'website',
    });
    const csv = await (await api.privacy.exportPersonalData('ADA@example.com')).text();
    // Her sign-up and message, then the mails about them: her welcome, the alert and her acknowledgement.
    expect(
      csv
        .trim()
        .split('\r\n')
        .map((row) => row.split(',')[0]),
    ).toEqual(['Kind', 'Waitlist entry', 'Contact message', 'Mail', 'Mail', 'Mail']);

    const [message] = (await api.contact.recent()).items;
    await api.waitlist.remove(entryId);
    await api.contact.remove(message!.id);
    expect((await api.waitlist.stats()).totalEntries).toBe(0);
    expect((await api.contact.stats()).totalMessages).toBe(0);
    await expect(api.waitlist.remove(entryId)).rejects.toMatchObject({
      status: 404,
      message: `No waitlist entry with id ${entryId}`,
    });
    await expect(api.privacy.exportPersonalData('not-an-address')).rejects.toMatchObject({
      status: 400,
      message: 'Email must be a valid e-mail address',
    });
  });

  it('erases everything stored about one address, and says what went', async () => {
    await signIn();
    await api.waitlist.join({ email: 'Ada@example.com', source: 'website' });
    await api.waitlist.join({ email: 'grace@example.com', source: 'website' });
    expect(await api.privacy.erasePersonalData('ADA@example.com')).toEqual({
      waitlistEntries: 1,
      contactMessages: 0,
      replies: 0,
      mails: 1,
      webhookEvents: 0,
    });
    expect((await api.waitlist.stats()).totalEntries).toBe(1);
    await expect(api.privacy.erasePersonalData('not-an-address')).rejects.toMatchObject({ status: 400 });
  });
});
