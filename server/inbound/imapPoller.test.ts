import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '@testing/server/harness';
import { customerMail } from '@testing/server/customerMail';
import { startTestDovecot, type TestDovecot } from '@testing/server/dovecot';
import { Cleanup } from '@testing/server/processes';
import { startTestSmtpServer, type TestSmtpServer } from '@testing/server/smtp';
import { storedAnswers, storedMessages } from '../db/direct/contact';
import { TAKEN_KEYWORD } from './imapPoller';

/**
 * Issue 40: the support mailbox polled over IMAP (`IMAP_URL`), against Debian's Dovecot on loopback: a
 * customer's answer to a portal reply joins its conversation within one poll, with In-Reply-To or
 * without; a restart takes nothing twice; an outage of the mailbox loses nothing.
 */
describe('answers taken from the support mailbox (IMAP, Dovecot)', () => {
  const cleanup = new Cleanup();
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let dovecot: TestDovecot;
  let t: TestApp;

  const appOnMailbox = () =>
    createTestApp(database, {
      config: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'InvoiceFlow <hello@invoiceflow.test>',
        IMAP_URL: dovecot.url,
        // The test polls when it says (pollNow); the timer never fires within it.
        IMAP_POLL_INTERVAL: '1h',
      },
    });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    smtp = await startTestSmtpServer();
    dovecot = await startTestDovecot(cleanup);
    t = await appOnMailbox();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await cleanup.run();
    await database.drop();
  });

  const poll = () => t.app.inboundPoller!.pollNow();
  const statusOf = async (id: number) => {
    const message = (await storedMessages(t.db)).find((row) => row.id === id);
    return { status: message?.status, is_read: message?.is_read };
  };
  const answersTo = async (id: number) =>
    (await storedAnswers(t.db)).filter((row) => row.contact_message_id === id).map((row) => row.body);

  it('takes a customer’s answers within one poll, marks them, and after a restart or an outage takes nothing twice', async () => {
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/webpage/contact',
        payload: {
          firstName: 'José',
          lastName: 'Okafor',
          email: 'jose@example.com',
          subject: 'VAT on invoices to Spain',
          message: 'Reverse charge?',
        },
      })
    ).json<{ id: number }>();
    await t.app.inject({
      method: 'POST',
      url: `/api/contact/${id}/replies`,
      headers: t.auth,
      payload: { body: 'Yes.' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/webpage/contact/${id}/status`,
      headers: t.auth,
      payload: { status: 'Resolved' },
    });
    await t.app.inject({ method: 'PATCH', url: `/api/webpage/contact/${id}/read`, headers: t.auth });
    await t.app.mailWorker.passNow();
    const reply = smtp.received.find((mail) => mail.subject === 'Re: VAT on invoices to Spain')!;

    // One answer to the conversation's address, one to the plain address answering the reply.
    await dovecot.append(
      customerMail({ to: reply.replyTo!.value[0]!.address!, messageId: 'imap-1@example.com', body: 'First answer.' }),
    );
    await dovecot.append(
      customerMail({
        to: 'support@invoiceflow.app',
        inReplyTo: reply.messageId,
        messageId: 'imap-2@example.com',
        body: 'Second.',
      }),
    );
    await poll();
    expect(await answersTo(id)).toEqual(['First answer.', 'Second.']);
    expect(await statusOf(id)).toEqual({ status: 'New', is_read: false });
    expect((await dovecot.messages()).map((message) => message.flags)).toEqual([[TAKEN_KEYWORD], [TAKEN_KEYWORD]]);

    // A mail left unmarked though taken (the product stopped before marking it): found again, not taken again.
    await dovecot.append(
      customerMail({ to: reply.replyTo!.value[0]!.address!, messageId: 'imap-1@example.com', body: 'First answer.' }),
    );
    // A restart, and the mailbox down for a poll: nothing lost, nothing taken twice.
    await t.close();
    t = await appOnMailbox();
    await dovecot.stop();
    await poll();
    await dovecot.start();
    await dovecot.append(
      customerMail({ to: reply.replyTo!.value[0]!.address!, messageId: 'imap-3@example.com', body: 'Third.' }),
    );
    await poll();
    expect(await answersTo(id)).toEqual(['First answer.', 'Second.', 'Third.']);
    expect((await dovecot.messages()).every((message) => message.flags.includes(TAKEN_KEYWORD))).toBe(true);
  });
});
