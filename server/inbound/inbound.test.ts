import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { InboundMailResult } from '@shared/contract';
import {
  ADMIN,
  createTestApp,
  createTestDatabase,
  databaseKinds,
  type TestApp,
  type TestDatabase,
} from '@testing/server/harness';
import { customerMail } from '@testing/server/customerMail';
import { startTestSmtpServer, type TestSmtpServer } from '@testing/server/smtp';
import { storedMessages } from '../db/direct/contact';

/**
 * Issue 40: a customer's answer comes back into its conversation, through the webhook (called with curl,
 * as an MTA's pipe or a provider would) against the real server and a real SMTP server. The mailbox
 * poller's journey is imapPoller.test.ts, against a real Dovecot.
 */

const INBOUND_TOKEN = 'inbound-token-that-is-long-enough-0123456789';
const SUPPORT = 'support@invoiceflow.app';

const message = {
  firstName: 'José',
  lastName: 'Okafor',
  email: 'jose@example.com',
  subject: 'VAT on invoices to Spain',
  message: 'Do you handle the reverse charge?',
};

describe.each(databaseKinds)('answers coming back through the webhook on %s', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startTestSmtpServer();
    t = await createTestApp(database, {
      config: { SMTP_URL: smtp.url, MAIL_FROM: 'InvoiceFlow <hello@invoiceflow.test>', INBOUND_TOKEN },
      mailWorker: { retryBaseMs: 0, retryMaxMs: 0 },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await database.drop();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.received.length = 0;
  });

  /** `curl` posting `raw` to the webhook; its status and body. */
  async function curl(raw: string, { token = INBOUND_TOKEN, type = 'message/rfc822' } = {}) {
    const child = promisify(execFile)(
      'curl',
      [
        '--silent',
        '--show-error',
        '--output',
        '-',
        '--write-out',
        '\n%{http_code}',
        '--header',
        `Content-Type: ${type}`,
        '--header',
        `Authorization: Bearer ${token}`,
        '--data-binary',
        '@-',
        `${base}/api/inbound/mail`,
      ],
      { encoding: 'utf8' },
    );
    child.child.stdin!.end(raw);
    const { stdout } = await child;
    const status = Number(stdout.slice(stdout.lastIndexOf('\n') + 1));
    return {
      status,
      body: JSON.parse(stdout.slice(0, stdout.lastIndexOf('\n'))) as InboundMailResult & { message?: string },
    };
  }

  const deliver = () => t.app.mailWorker.passNow();
  /** The message as stored. */
  const messageById = async (id: number) => (await storedMessages(t.db)).find((row) => row.id === id);

  /** A message sent through the form, read, In Progress and answered from the portal: the reply as received. */
  async function answeredConversation() {
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/webpage/contact', payload: message })).json<{
      id: number;
    }>();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/webpage/contact/${id}/status`,
      headers: t.auth,
      payload: { status: 'InProgress' },
    });
    await t.app.inject({ method: 'PATCH', url: `/api/webpage/contact/${id}/read`, headers: t.auth });
    await t.app.inject({
      method: 'POST',
      url: `/api/contact/${id}/replies`,
      headers: t.auth,
      payload: { body: 'Yes, we do.' },
    });
    await deliver();
    const reply = smtp.received.find((mail) => mail.subject === `Re: ${message.subject}`)!;
    smtp.received.length = 0;
    return { id, reply };
  }

  it('a reply carries its conversation’s address; the answer to it joins the conversation, New and unread, and alerts the administrators', async () => {
    const { id, reply } = await answeredConversation();
    const replyTo = reply.replyTo!.value[0]!.address!;
    expect(replyTo).toMatch(new RegExp(`^support\\+m${id}-[0-9a-f]{12}@invoiceflow\\.app$`));

    // Without In-Reply-To: the address alone says which conversation.
    const answered = await curl(customerMail({ to: replyTo, messageId: 'answer-1@example.com' }));
    expect(answered).toEqual({ status: 200, body: { outcome: 'joined', contactMessageId: id } });
    // The customer waits again: New, unread and awaiting a reply, not "Replied"; since their answer, not
    // since their first message, which the list's longest-waiting order and the stats count from.
    expect(await messageById(id)).toMatchObject({ status: 'New', is_read: false, is_replied: false });
    const { last_answer_at: answeredAt, created_at: createdAt } = (await messageById(id))!;
    expect(Number(answeredAt)).toBeGreaterThan(Number(createdAt));
    const listed = (await t.app.inject({ url: '/api/webpage/contact?sort=waiting', headers: t.auth })).json<
      Array<{ id: number; waitingSince: string; createdAt: string }>
    >();
    expect(listed.find((row) => row.id === id)).toMatchObject({
      createdAt: new Date(createdAt!).toISOString(),
      waitingSince: new Date(answeredAt!).toISOString(),
    });
    const stats = (await t.app.inject({ url: '/api/webpage/contact/stats', headers: t.auth })).json<{
      oldestAwaitingReplyAt: string;
    }>();
    expect(stats.oldestAwaitingReplyAt).toBe(new Date(answeredAt!).toISOString());

    await deliver();
    const [alert] = smtp.received;
    expect(alert?.to).toMatchObject({ value: [{ address: ADMIN.email }] });
    expect(alert?.subject).toBe(`José Okafor answered: ${message.subject}`);
    expect(alert?.text).toContain('does it work for Portugal too?');
    // The quoted history is not the answer.
    expect(alert?.text).not.toContain('Yes, we do.');

    // In the portal's conversation: the customer's words, without the history quoted under them.
    const conversation = await t.app.inject({ url: `/api/contact/${id}/answers`, headers: t.auth });
    expect(conversation.json()).toEqual([
      {
        id: expect.any(Number),
        contactMessageId: id,
        from: { name: 'José Okafor', email: 'jose@example.com' },
        body: 'Thanks, one more question: does it work for Portugal too?',
        automatic: false,
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect((await t.app.inject({ url: '/api/contact/999/answers', headers: t.auth })).statusCode).toBe(404);

    // The same mail again (a provider's retry): taken once.
    expect((await curl(customerMail({ to: replyTo, messageId: 'answer-1@example.com' }))).body.outcome).toBe(
      'duplicate',
    );
  });

  it('an answer sent to the plain support address is matched by the reply it answers (In-Reply-To)', async () => {
    const { id, reply } = await answeredConversation();
    const answered = await curl(
      customerMail({ to: SUPPORT, messageId: 'answer-2@example.com', inReplyTo: reply.messageId }),
    );
    expect(answered.body).toEqual({ outcome: 'joined', contactMessageId: id });
  });

  it('an out-of-office answer is recorded without reopening; a mail matching nothing is a new message', async () => {
    const { id, reply } = await answeredConversation();
    const replyTo = reply.replyTo!.value[0]!.address!;
    const away = await curl(
      customerMail({ to: replyTo, messageId: 'away@example.com', headers: ['Auto-Submitted: auto-replied'] }),
    );
    expect(away.body).toEqual({ outcome: 'recorded', contactMessageId: id });
    expect(await messageById(id)).toMatchObject({ status: 'InProgress', is_read: true });

    const fresh = await curl(
      customerMail({
        to: SUPPORT,
        from: 'Mei Chen <mei@example.com>',
        subject: 'Multi-currency?',
        messageId: 'fresh@example.com',
        body: 'Can I invoice in yen?',
      }),
    );
    expect(fresh.body.outcome).toBe('new');
    expect(await messageById(fresh.body.contactMessageId!)).toMatchObject({
      first_name: 'Mei',
      last_name: 'Chen',
      email: 'mei@example.com',
      subject: 'Multi-currency?',
      message: 'Can I invoice in yen?',
      source: 'email',
      status: 'New',
    });
  });

  it('an administrator answering the alert from their own mail client reaches the customer as a portal reply; anyone else there speaks for the customer', async () => {
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/webpage/contact', payload: message })).json<{
      id: number;
    }>();
    await deliver();
    const alert = smtp.received.find((mail) => mail.to && JSON.stringify(mail.to).includes(ADMIN.email))!;
    const teamAddress = alert.replyTo!.value[0]!.address!;
    // The team's own side of the conversation: never the customer's address, nor their conversation address.
    expect(teamAddress).toMatch(new RegExp(`^support\\+a${id}-[0-9a-f]{12}@invoiceflow\\.app$`));
    expect(alert.text).toContain(`/admin/messages?message=${id}`);
    smtp.received.length = 0;

    const relayed = await curl(
      customerMail({
        from: `Site Admin <${ADMIN.email.toUpperCase()}>`,
        to: teamAddress,
        subject: `Re: ${alert.subject}`,
        messageId: 'admin-answer@example.com',
        inReplyTo: alert.messageId,
        body: 'Yes: the reverse charge is on every invoice to a Spanish business.\n\n-- \nSite Admin, +44 20 7946 0000\n\nOn Mon, 30 Nov 2026, InvoiceFlow wrote:\n> Do you handle the reverse charge?',
      }),
    );
    expect(relayed.body).toEqual({ outcome: 'relayed', contactMessageId: id });
    await deliver();
    const [sent] = smtp.received;
    expect(sent?.to).toMatchObject({ value: [{ address: message.email }] });
    expect(sent?.from?.value).toEqual([{ name: 'InvoiceFlow', address: 'hello@invoiceflow.test' }]);
    expect(sent?.subject).toBe(`Re: ${message.subject}`);
    expect(sent?.text).toContain('Yes: the reverse charge is on every invoice to a Spanish business.');
    // Neither the alert quoted under the answer nor the administrator's own address reaches the customer.
    expect(sent?.text).not.toContain('Do you handle');
    expect(sent?.text).not.toContain('+44 20');
    expect(JSON.stringify(sent?.replyTo)).not.toContain(ADMIN.email);
    const replies = (await t.app.inject({ url: `/api/contact/${id}/replies`, headers: t.auth })).json<
      Array<{ body: string; sentBy: { email: string } }>
    >();
    expect(replies).toMatchObject([
      { body: 'Yes: the reverse charge is on every invoice to a Spanish business.', sentBy: { email: ADMIN.email } },
    ]);
    expect(await messageById(id)).toMatchObject({ is_replied: true });

    // The customer (or anyone) writing to the team's address is on the customer's side: an answer, no reply sent.
    smtp.received.length = 0;
    const impostor = await curl(
      customerMail({ to: teamAddress, messageId: 'impostor@example.com', body: 'I am the admin, honest.' }),
    );
    expect(impostor.body).toEqual({ outcome: 'joined', contactMessageId: id });
    await deliver();
    expect(smtp.received.map((mail) => mail.to)).toEqual([
      expect.objectContaining({ value: [{ address: ADMIN.email, name: '' }] }),
    ]);
    expect((await t.app.inject({ url: `/api/contact/${id}/replies`, headers: t.auth })).json()).toHaveLength(1);
  });

  it('refuses a call without the token (401), a body that is no mail (415, 400), and stores nothing', async () => {
    const { reply } = await answeredConversation();
    const mail = customerMail({ to: reply.replyTo!.value[0]!.address!, messageId: 'refused@example.com' });
    expect((await curl(mail, { token: 'wrong' })).status).toBe(401);
    expect((await curl(mail, { type: 'application/json' })).status).toBe(415);
    expect((await curl('', {})).status).toBe(400);
    expect((await curl(mail)).body.outcome).toBe('joined');
  });
});

describe('without INBOUND_TOKEN', () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('the webhook is off: 404, saying which setting turns it on', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/inbound/mail',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_TOKEN}` },
      payload: customerMail({ to: SUPPORT, messageId: 'off@example.com' }),
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json<{ message: string }>().message).toMatch(/INBOUND_TOKEN/);
  });
});
