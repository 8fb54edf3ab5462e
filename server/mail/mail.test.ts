import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContactReply, MailHealth, OutboxMail } from '@shared/contract';
import {
  ADMIN,
  createTestApp,
  createTestDatabase,
  databaseKinds,
  setupMailTestApp,
  type TestDatabase,
} from '@testing/server/harness';
import { waitFor } from '@testing/server/processes';
import { headerOf, startTarpitSmtpServer, startTestSmtpServer, type TestSmtpServer } from '@testing/server/smtp';
import { endLeases, storedMails, strandEveryMailMidSend } from '../db/direct/outbox';
import { countRows } from '../db/direct/tables';
import { failingStatements } from '../db/failingStatements';
import { createOutboxRepository } from '../repositories/outbox';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, NOT_CONFIGURED_ERROR } from './outbox';
import { quoted, RESPONSE_PROMISE } from './templates';
import type { MailWorkerOptions } from './worker';

const MAIL_FROM = 'InvoiceFlow <hello@invoiceflow.test>';
const SITE_URL = 'https://www.invoiceflow.test';

/** Settings of an app that sends through `smtp`; the worker runs when the test says (`passNow`). */
const mailConfig = (smtp: TestSmtpServer | null, extra: Record<string, string> = {}) => ({
  ...(smtp ? { SMTP_URL: smtp.url } : {}),
  MAIL_FROM,
  SITE_URL,
  ...extra,
});

/**
 * Retries due at once, so a test sees several tries without waiting. Not 1 ms: a pass that finds nothing
 * due takes well under a millisecond on PostgreSQL, so passes run back to back could all fall inside the
 * delay and see no try (a run had two tries where four passes should have made three).
 */
const quickRetries = { retryBaseMs: 0, retryMaxMs: 0 };

/** Messages sent at once from each of these addresses: on PostgreSQL, several batches written side by side. */
const CONCURRENT_MESSAGES = 30;
const CONCURRENT_SENDERS = ['zoe@example.com', 'ann@example.com', 'bob@example.com', 'eve@example.com'];

const message = {
  firstName: 'Zoë',
  lastName: "O'Brien <script>",
  email: 'zoe@example.com',
  subject: 'Invoices & <b>VAT</b> — ça marche?',
  message: 'Line one <img src=x onerror=alert(1)>\nLine two: 日本語 🚀',
};

describe.each(databaseKinds)('mail through the outbox on %s', (kind) => {
  const { t, smtp, database } = setupMailTestApp(kind, { config: mailConfig(null), mailWorker: quickRetries });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const outbox = async (query = '') =>
    (await t.app.inject({ url: `/api/mail/outbox${query}`, headers: t.auth })).json<OutboxMail[]>();
  const health = async () => (await t.app.inject({ url: '/api/mail/health', headers: t.auth })).json<MailHealth>();
  const deliver = () => t.app.mailWorker.passNow();
  const mailTo = (address: string) =>
    smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));

  describe('a contact message', () => {
    it('sends the administrators one alert that a reply reaches the sender through, and the sender one acknowledgement', async () => {
      const sent = await post('/api/webpage/contact', message);
      expect(sent.statusCode).toBe(201);
      await deliver();

      expect(smtp.received).toHaveLength(2);
      const [alert] = mailTo(ADMIN.email);
      expect(alert?.subject).toBe(`New message from Zoë O'Brien <script>: ${message.subject}`);
      expect(alert?.from?.value).toEqual([{ name: 'InvoiceFlow', address: 'hello@invoiceflow.test' }]);
      // Answered from the administrator's mail client through the conversation's address for the team
      // (relayed to the sender: server/inbound/inbound.test.ts), under the sender's name.
      expect(alert?.replyTo?.value).toEqual([
        {
          name: "Zoë O'Brien <script> via InvoiceFlow",
          address: expect.stringMatching(/^support\+a\d+-[0-9a-f]{12}@/),
        },
      ]);
      expect(alert?.text).toContain(quoted(message.message));
      expect(alert?.text).toContain(`${SITE_URL}/admin/messages?message=${sent.json<{ id: number }>().id}`);
      expect(alert?.messageId).toMatch(/^<[0-9a-f-]{36}@invoiceflow\.test>$/);
      expect(headerOf(alert!, 'auto-submitted')).toBe('auto-generated');

      const [acknowledgement] = mailTo('zoe@example.com');
      expect(acknowledgement?.subject).toBe('We received your message');
      expect(acknowledgement?.text).toContain(RESPONSE_PROMISE);
      // Anyone can type an address: none of their words reach it from our domain.
      for (const typed of [message.firstName, message.subject, 'Line two']) {
        expect(`${acknowledgement?.text}${acknowledgement?.html}`).not.toContain(typed);
      }
      expect(acknowledgement?.references).toBe(`<contact-message-${sent.json().id}@invoiceflow.test>`);
    });

    it('escapes what the sender typed in the HTML of the alert', async () => {
      await post('/api/webpage/contact', message);
      await deliver();
      const [alert] = mailTo(ADMIN.email);
      const html = String(alert?.html);
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>VAT</b>');
      expect(html).toContain('Line one &lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain('日本語 🚀');
    });

    it('goes to ADMIN_NOTIFY_EMAIL instead of the administrators when it is set', async () => {
      const other = await createTestApp(database, {
        config: mailConfig(smtp, { ADMIN_NOTIFY_EMAIL: 'ops@example.com, owner@example.com' }),
      });
      try {
        await other.app.inject({ method: 'POST', url: '/api/webpage/contact', payload: message });
        await other.app.mailWorker.passNow();
      } finally {
        await other.close();
      }
      const [alert] = smtp.received.filter((mail) => mail.subject?.startsWith('New message'));
      expect(alert?.to).toMatchObject({ value: [{ address: 'ops@example.com' }, { address: 'owner@example.com' }] });
    });

    it(`acknowledges at most ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} messages from one address a day, and alerts every one`, async () => {
      for (let index = 0; index < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2; index += 1) {
        expect((await post('/api/webpage/contact', { ...message, email: 'ZOE@example.com' })).statusCode).toBe(201);
      }
      await deliver();
      expect(smtp.received.filter((mail) => mail.subject?.startsWith('We received'))).toHaveLength(
        ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
      );
      expect(smtp.received.filter((mail) => mail.subject?.startsWith('New message'))).toHaveLength(
        ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2,
      );
    });

    it(`holds that cap when ${CONCURRENT_MESSAGES} messages from each of ${CONCURRENT_SENDERS.length} addresses arrive at once`, async () => {
      // Interleaved, so each address spans several batches; every other one in capitals, the same address.
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT_MESSAGES * CONCURRENT_SENDERS.length }, (_, index) => {
          const address = CONCURRENT_SENDERS[index % CONCURRENT_SENDERS.length]!;
          return post('/api/webpage/contact', { ...message, email: index % 2 ? address.toUpperCase() : address });
        }),
      );
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
      // Mails queued per kind and address (in any case; none: to the administrators).
      const queued: Record<string, number> = {};
      for (const { kind, recipient } of await storedMails(t.db)) {
        const key = `${kind} ${recipient?.toLowerCase() ?? 'to the administrators'}`;
        queued[key] = (queued[key] ?? 0) + 1;
      }
      expect(queued).toEqual({
        ...Object.fromEntries(
          CONCURRENT_SENDERS.map((address) => [`contact_ack ${address}`, ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY]),
        ),
        'contact_alert to the administrators': answers.length,
      });
    });

    it('sends nothing for a submission caught by the honeypot or refused', async () => {
      await post('/api/webpage/contact', { ...message, website: 'https://spam.example' });
      await post('/api/webpage/contact', { ...message, email: 'not-an-address' });
      await deliver();
      expect(await outbox()).toEqual([]);
      expect(smtp.received).toEqual([]);
    });
  });

  describe('a sign-up', () => {
    const welcomeOf = async (email: string) => {
      expect((await post('/api/webpage/waitlist', { email, name: 'Ada', source: 'website' })).statusCode).toBe(201);
      await deliver();
      const [welcome] = mailTo(email);
      return welcome!;
    };
    const leaveUrlOf = (welcome: ParsedMail) => {
      const header = headerOf(welcome, 'list-unsubscribe');
      return new URL(/^<(.+)>$/.exec(header ?? '')![1]!);
    };

    it('gets one welcome that puts the 50% offer in writing, with a one-click way to leave', async () => {
      const welcome = await welcomeOf('ada@example.com');
      expect(welcome.subject).toBe('Welcome to InvoiceFlow: your 50% early-user discount');
      expect(welcome.text).toContain('50% off your first year');
      expect(headerOf(welcome, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const leave = leaveUrlOf(welcome);
      expect(leave.origin).toBe(SITE_URL);
      expect(leave.pathname).toBe('/waitlist/leave');
      // The link names no one: only an id and a signature.
      expect(leave.search).not.toContain('ada');
      expect(welcome.text).toContain(leave.toString());
    });

    it('greets without the name typed at sign-up: whoever typed the address cannot put words in its inbox', async () => {
      const typed = 'your account is locked, verify at https://evil.example/login';
      expect((await post('/api/webpage/waitlist', { email: 'victim@example.com', name: typed })).statusCode).toBe(201);
      await deliver();
      const [welcome] = mailTo('victim@example.com');
      expect(welcome?.text).toMatch(/^Hello,\n/);
      expect(`${welcome?.text}${welcome?.html}`).not.toContain('evil.example');
    });

    it('leaves the waitlist with the mail client’s one-click POST; the counters follow', async () => {
      const leave = leaveUrlOf(await welcomeOf('ada@example.com'));
      const left = await t.app.inject({
        method: 'POST',
        url: `${leave.pathname}${leave.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(left.statusCode).toBe(200);
      expect(left.body).toContain('You have left the waitlist');
      expect(await countRows(t.db, 'waitlist_entries')).toBe(0);
      const stats = await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: t.auth });
      expect(stats.json()).toMatchObject({ totalEntries: 0 });
      // Again (the page's button after the mail client): still left, nothing else happens.
      const again = await t.app.inject({ method: 'POST', url: `${leave.pathname}${leave.search}` });
      expect(again.statusCode).toBe(200);
      // Opened again later: a friendly word that there is nothing left to leave, not an error.
      const opened = await t.app.inject({ url: `${leave.pathname}${leave.search}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain('You are not on the waitlist');
    });

    it('asks before leaving when the link is opened, as mail scanners open links on their own', async () => {
      const leave = leaveUrlOf(await welcomeOf('ada@example.com'));
      const opened = await t.app.inject({ url: `${leave.pathname}${leave.search}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toContain('text/html');
      expect(opened.body).toContain('<button type="submit"');
      expect(await countRows(t.db, 'waitlist_entries')).toBe(1);
    });

    it('refuses a link that was changed, and one made for another entry', async () => {
      const leave = leaveUrlOf(await welcomeOf('ada@example.com'));
      await welcomeOf('bob@example.com');
      const token = leave.searchParams.get('token')!;
      const [id, signature] = token.split('.');
      const otherEntry = `${Number(id) + 1}.${signature}`;
      const flipped = `${id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
      for (const forged of [otherEntry, flipped, 'nonsense', '']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/waitlist/leave?token=${encodeURIComponent(forged)}`,
        });
        expect(response.statusCode, forged).toBe(400);
      }
      expect(await countRows(t.db, 'waitlist_entries')).toBe(2);
    });

    it('answers a changed link alike whether or not its entry exists, so no one can count the list', async () => {
      const token = leaveUrlOf(await welcomeOf('ada@example.com')).searchParams.get('token')!;
      const [id, signature] = token.split('.') as [string, string];
      const changed = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      const answerTo = async (method: 'GET' | 'POST', forged: string) => {
        const { statusCode, headers, body } = await t.app.inject({
          method,
          url: `/waitlist/leave?token=${encodeURIComponent(forged)}`,
        });
        // The date and the request's own id differ from one answer to the next, whatever the link.
        const { date: _date, 'x-request-id': _requestId, ...comparable } = headers;
        return { statusCode, headers: comparable, body };
      };
      for (const method of ['GET', 'POST'] as const) {
        const forExisting = await answerTo(method, `${id}.${changed}`);
        expect(forExisting.statusCode).toBe(400);
        expect(await answerTo(method, `${Number(id) + 1}.${changed}`), method).toEqual(forExisting);
        // An id past the id column's range, too (its lookup failed: a 500 and an error line).
        expect(await answerTo(method, `3000000000.${changed}`), method).toEqual(forExisting);
      }
      expect(await countRows(t.db, 'waitlist_entries')).toBe(1);
    });

    it('still takes a member off with the link of a welcome mailed before links were signed over the id alone', async () => {
      await welcomeOf('ada@example.com');
      // As the earlier version signed entry 1, ada@example.com, with the test's key: over the id and address.
      const left = await t.app.inject({ method: 'POST', url: '/waitlist/leave?token=1.Dd60J-tNX4-n567QPYSp7g' });
      expect(left.statusCode).toBe(200);
      expect(await countRows(t.db, 'waitlist_entries')).toBe(0);
    });

    it('gets its welcome once: a duplicate (an offline sign-up sent again) and a honeypot catch send nothing', async () => {
      await welcomeOf('ada@example.com');
      expect((await post('/api/webpage/waitlist', { email: 'ADA@example.com' })).statusCode).toBe(409);
      await post('/api/webpage/waitlist', { email: 'bot@example.com', website: 'x' });
      await deliver();
      expect(smtp.received).toHaveLength(1);
      expect(await outbox()).toHaveLength(1);
    });

    it('is welcomed through the form post (JavaScript off) too', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/waitlist',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=form%40example.com',
      });
      expect(response.statusCode).toBe(303);
      await deliver();
      expect(mailTo('form@example.com')).toHaveLength(1);
    });
  });

  describe('a reply from the portal', () => {
    it('reaches the sender from MAIL_FROM with Reply-To the conversation’s address, and the message shows it, replied', async () => {
      const { id } = (await post('/api/webpage/contact', message)).json<{ id: number }>();
      await deliver();
      smtp.received.length = 0;

      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/contact/${id}/replies`,
        headers: t.auth,
        payload: { body: 'Hi Zoë,\nyes: VAT is handled. <b>not bold</b>' },
      });
      expect(sent.statusCode).toBe(201);
      expect(sent.json<ContactReply>()).toMatchObject({ contactMessageId: id, mailState: 'queued' });
      await deliver();

      const [reply] = smtp.received;
      expect(reply?.to).toMatchObject({ value: [{ address: 'zoe@example.com' }] });
      expect(reply?.from?.value).toEqual([{ name: 'InvoiceFlow', address: 'hello@invoiceflow.test' }]);
      // Answers go to the support mailbox, at the conversation's own address, never to the administrator's
      // login (server/inbound/inbound.test.ts follows one back).
      expect(reply?.replyTo?.value).toEqual([
        {
          name: 'Ada Lovelace',
          address: expect.stringMatching(new RegExp(`^support\\+m${id}-[0-9a-f]{12}@invoiceflow\\.app$`)),
        },
      ]);
      expect(JSON.stringify(reply?.headerLines)).not.toContain(ADMIN.email);
      expect(reply?.subject).toBe(`Re: ${message.subject}`);
      expect(reply?.text).toContain('yes: VAT is handled.');
      // The visitor's words are not quoted back: the address they typed may be someone else's.
      expect(`${reply?.text}${reply?.html}`).not.toContain('Line one');
      expect(String(reply?.html)).toContain('&lt;b&gt;not bold&lt;/b&gt;');

      const conversation = await t.app.inject({ url: `/api/contact/${id}/replies`, headers: t.auth });
      expect(conversation.json()).toEqual([
        expect.objectContaining({
          body: 'Hi Zoë,\nyes: VAT is handled. <b>not bold</b>',
          sentBy: { name: 'Ada Lovelace', email: ADMIN.email },
          mailState: 'sent',
        }),
      ]);
      const [listed] = (await t.app.inject({ url: '/api/contact', headers: t.auth })).json();
      expect(listed).toMatchObject({ id, isReplied: true });
    });

    it('ends with its writer’s signature as it was when they sent it, or “<name>, <brand>” without one', async () => {
      const { id } = (await post('/api/webpage/contact', message)).json<{ id: number }>();
      await deliver();
      smtp.received.length = 0;
      const reply = (body: string) =>
        t.app.inject({ method: 'POST', url: `/api/contact/${id}/replies`, headers: t.auth, payload: { body } });
      const sign = async (signature: string) => {
        const saved = await t.app.inject({
          method: 'PUT',
          url: '/api/webpage/account',
          headers: t.auth,
          payload: { firstName: 'Ada', lastName: 'Lovelace', signature },
        });
        expect(saved.statusCode).toBe(200);
      };
      const first = 'Ada Lovelace\nCustomer success <team>';
      const second = 'Ada L.\nHead of support';

      expect((await reply('Before any signature.')).statusCode).toBe(201);
      await sign(first);
      expect((await reply('With the first signature.')).statusCode).toBe(201);
      // Changed again before the worker sends anything: each reply keeps the signature it was written with.
      await sign(second);
      expect((await reply('With the second signature.')).statusCode).toBe(201);
      await deliver();

      const sent = (body: string) => smtp.received.find((mail) => mail.text?.includes(body));
      const footer = 'You get this e-mail in answer to a message';
      expect(sent('Before any signature.')?.text).toContain(
        `Before any signature.\n\nAda Lovelace, InvoiceFlow\n\n${footer}`,
      );
      expect(sent('With the first signature.')?.text).toContain(`With the first signature.\n\n${first}\n\n${footer}`);
      expect(sent('With the second signature.')?.text).toContain(
        `With the second signature.\n\n${second}\n\n${footer}`,
      );
      // In the HTML as text, its lines kept (the paragraph keeps line breaks), nothing in it markup.
      expect(String(sent('With the first signature.')?.html)).toContain(
        'Ada Lovelace\nCustomer success &lt;team&gt;</p>',
      );
    });

    it('answers 400 for an empty reply and 404 for a message that does not exist, and stores nothing', async () => {
      const { id } = (await post('/api/webpage/contact', message)).json<{ id: number }>();
      const empty = await t.app.inject({
        method: 'POST',
        url: `/api/contact/${id}/replies`,
        headers: t.auth,
        payload: { body: '  ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Reply is required');
      const missing = await t.app.inject({
        method: 'POST',
        url: `/api/contact/999999/replies`,
        headers: t.auth,
        payload: { body: 'Hi' },
      });
      expect(missing.statusCode).toBe(404);
      expect(await countRows(t.db, 'contact_replies')).toBe(0);
    });

    it('is for administrators only', async () => {
      const { id } = (await post('/api/webpage/contact', message)).json<{ id: number }>();
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/contact/${id}/replies`,
        payload: { body: 'Hi' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('when the SMTP server fails', () => {
    it('keeps trying through an outage and sends each mail once when the server is back', async () => {
      await smtp.stop();
      try {
        for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
          await post('/api/webpage/waitlist', { email });
        }
        await deliver();
        const queued = await outbox();
        expect(queued.map((mail) => [mail.state, mail.attempts])).toEqual([
          ['queued', 1],
          ['queued', 1],
          ['queued', 1],
        ]);
        expect(queued[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
        expect(await health()).toMatchObject({ queued: 3, failed: 0 });
      } finally {
        await smtp.restart();
      }
      await deliver();
      expect(smtp.received.map((mail) => (mail.to as { text: string }).text).sort()).toEqual([
        'a@example.com',
        'b@example.com',
        'c@example.com',
      ]);
      expect((await outbox()).every((mail) => mail.state === 'sent' && mail.attempts === 2)).toBe(true);
      await deliver();
      expect(smtp.received).toHaveLength(3);
    });

    it('fails a mail the server refuses for good (5xx) at once; the portal can retry it', async () => {
      smtp.refuse({ code: 550, message: 'Mailbox unavailable' });
      await post('/api/webpage/waitlist', { email: 'gone@example.com' });
      await deliver();
      const [failed] = await outbox('?state=failed');
      expect(failed).toMatchObject({
        state: 'failed',
        attempts: 1,
        lastError: expect.stringContaining('Mailbox unavailable'),
      });
      expect(await health()).toMatchObject({ failed: 1 });

      smtp.refuse(null);
      const retried = await t.app.inject({
        method: 'POST',
        url: `/api/mail/outbox/${failed!.id}/retry`,
        headers: t.auth,
      });
      expect(retried.statusCode).toBe(204);
      await deliver();
      expect(await outbox()).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })]);
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/mail/outbox/${failed!.id}/retry`,
        headers: t.auth,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Only a failed or suppressed mail can be retried');
    });

    /** Another app on the same database whose SMTP_URL logs in (the test server refuses or accepts it). */
    const loggingInApp = (worker: Partial<MailWorkerOptions>) =>
      createTestApp(database, {
        config: mailConfig(smtp, { SMTP_URL: smtp.loginUrl() }),
        mailWorker: { ...quickRetries, ...worker },
      });

    it('keeps every mail while the SMTP server refuses the login, however many tries, and sends each once it accepts', async () => {
      const misconfigured = await loggingInApp({ maxAttempts: 2 });
      try {
        smtp.refuseLogins(true);
        await post('/api/webpage/waitlist', { email: 'patient@example.com' });
        await post('/api/webpage/contact', message);
        for (let pass = 0; pass < 4; pass += 1) await misconfigured.app.mailWorker.passNow();
        const waiting = await outbox();
        expect(waiting).toHaveLength(3);
        for (const mail of waiting) {
          expect(mail).toMatchObject({
            state: 'queued',
            attempts: 4,
            lastError: expect.stringContaining('Invalid login'),
          });
        }
        expect(smtp.received).toEqual([]);

        smtp.refuseLogins(false);
        await misconfigured.app.mailWorker.passNow();
      } finally {
        await misconfigured.close();
      }
      expect(await outbox()).toEqual(Array(3).fill(expect.objectContaining({ state: 'sent', attempts: 5 })));
      expect(smtp.received).toHaveLength(3);
    });

    it('stops a pass at a refused login: a batch of tries, not one for every mail queued', async () => {
      const misconfigured = await loggingInApp({ connections: 4 });
      try {
        smtp.refuseLogins(true);
        for (let index = 0; index < 10; index += 1)
          await post('/api/webpage/waitlist', { email: `m${index}@example.com` });
        await misconfigured.app.mailWorker.passNow();
      } finally {
        await misconfigured.close();
      }
      const tries = (await outbox()).map((mail) => mail.attempts).sort();
      expect(tries).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1]);
    });

    it('fails a mail after the last of its tries (4xx each time)', async () => {
      const limited = await createTestApp(database, {
        config: mailConfig(smtp),
        mailWorker: { ...quickRetries, maxAttempts: 3 },
      });
      try {
        smtp.refuse({ code: 451, message: 'Try again later' });
        await post('/api/webpage/waitlist', { email: 'later@example.com' });
        for (let pass = 0; pass < 4; pass += 1) await limited.app.mailWorker.passNow();
      } finally {
        await limited.close();
      }
      expect(await outbox()).toEqual([expect.objectContaining({ state: 'failed', attempts: 3 })]);
    });
  });

  describe('a slow SMTP server', () => {
    const signUp = (count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          post('/api/webpage/waitlist', { email: `slow${index}@example.com` }),
        ),
      );
    const outboxRows = () => storedMails(t.db);

    it('is sent each mail once by two workers: no send outlasts its lease, so none is taken over mid-send', async () => {
      const slow = await startTestSmtpServer();
      // 1.2 s a mail: ten mails queued behind three connections would take 4.8 s, well past the lease.
      slow.delayCommands(600);
      const timings = { ...quickRetries, sendTimeoutMs: 2_000, leaseMs: 2_500, pollIntervalMs: 20 };
      const workers = await Promise.all(
        [1, 2].map(() => createTestApp(database, { config: mailConfig(slow), mailWorker: timings })),
      );
      try {
        await signUp(10);
        for (const worker of workers) worker.app.mailWorker.start();
        await waitFor('every mail sent', async () =>
          (await outboxRows()).every((row) => row.state === 'sent') ? true : undefined,
        );
      } finally {
        // Each worker's stop waits for its pass, so every send either of them began has ended.
        await Promise.all(workers.map((worker) => worker.close()));
        await slow.close();
      }
      const messageIds = slow.received.map((mail) => mail.messageId);
      expect(messageIds).toHaveLength(10);
      expect(new Set(messageIds).size).toBe(10);
    });

    it('ends a pass by its deadline against a tarpit, closing its connections; the mails go once a server answers', async () => {
      const tarpit = await startTarpitSmtpServer(50);
      const timings = { ...quickRetries, connections: 2, sendTimeoutMs: 500, leaseMs: 1_000, passTimeoutMs: 1_200 };
      const stuck = await createTestApp(database, {
        config: mailConfig(null, { SMTP_URL: tarpit.url }),
        mailWorker: timings,
      });
      await signUp(5);
      try {
        const started = Date.now();
        await stuck.app.mailWorker.passNow();
        expect(Date.now() - started).toBeLessThan(timings.passTimeoutMs + 1_000);
        await tarpit.closed();
      } finally {
        await stuck.close();
        await tarpit.close();
      }
      // Rounds of two, each cut off at 500 ms; a third round could not end within the 1.2 s pass.
      const rows = await outboxRows();
      expect(rows.map((row) => row.state)).toEqual(Array(5).fill('queued'));
      const tried = rows.filter((row) => row.attempts === 1);
      expect(tried.length).toBeGreaterThanOrEqual(2);
      expect(rows.length - tried.length).toBeGreaterThanOrEqual(1);
      for (const row of tried)
        expect(row.last_error).toMatch(/^not sent within 0.5 s: the SMTP server answered too slowly/);

      await deliver();
      expect(smtp.received.map((mail) => (mail.to as { text: string }).text).sort()).toEqual(
        Array.from({ length: 5 }, (_, index) => `slow${index}@example.com`),
      );
    });
  });

  it('lives on when a claim fails in a lane that a sign-up started during a slow send', async () => {
    const slow = await startTestSmtpServer();
    slow.delayCommands(300);
    // The database drops the connection of every claim from the moment the first mail is being sent.
    let claimsFail = false;
    const dropped = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    const db = failingStatements(database.db, (statement) =>
      claimsFail && statement.includes('for update skip locked') ? dropped : undefined,
    );
    const worker = await createTestApp({ ...database, db }, { config: mailConfig(slow), mailWorker: quickRetries });
    try {
      await post('/api/webpage/waitlist', { email: 'first@example.com' });
      worker.app.mailWorker.start();
      await waitFor('the first mail being sent', async () =>
        (await outbox()).some((mail) => mail.state === 'sending') ? true : undefined,
      );
      claimsFail = true;
      // Through the worker's own app, so that its wake adds a lane to the pass in progress.
      await worker.app.inject({
        method: 'POST',
        url: '/api/webpage/waitlist',
        payload: { email: 'second@example.com' },
      });
      await waitFor('the first mail sent', async () =>
        (await outbox()).some((mail) => mail.state === 'sent') ? true : undefined,
      );
    } finally {
      await worker.close();
      await slow.close();
    }
    expect(slow.received.map((mail) => (mail.to as { text: string }).text)).toEqual(['first@example.com']);
  });

  it('drops a queued mail whose message was deleted, and keeps no copy of what it said', async () => {
    const { id } = (await post('/api/webpage/contact', message)).json<{ id: number }>();
    expect(await outbox()).toHaveLength(2);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contact/${id}`, headers: t.auth })).statusCode).toBe(204);
    expect(await outbox()).toEqual([]);
    await deliver();
    expect(smtp.received).toEqual([]);
  });

  it('lets two workers on one database send one outbox: every mail once', async () => {
    const second = await createTestApp(database, { config: mailConfig(smtp), mailWorker: { connections: 3 } });
    try {
      const emails = Array.from({ length: 40 }, (_, index) => `member${index}@example.com`);
      await Promise.all(emails.map((email) => post('/api/webpage/waitlist', { email })));
      await Promise.all([deliver(), second.app.mailWorker.passNow()]);
    } finally {
      await second.close();
    }
    const recipients = smtp.received.map((mail) => (mail.to as { text: string }).text);
    expect(recipients).toHaveLength(40);
    expect(new Set(recipients).size).toBe(40);
  });

  it('sends the administrators one digest a day when ADMIN_DIGEST is daily: counts per source, no addresses', async () => {
    // The digest's day is the app's clock; the sign-ups are stored at the database's time, inside it.
    let clock = new Date(Date.now() - 60_000);
    const digesting = await createTestApp(database, {
      config: mailConfig(smtp, { ADMIN_DIGEST: 'daily' }),
      now: () => clock,
    });
    try {
      await digesting.app.mailWorker.passNow();
      for (const [email, source] of [
        ['one@example.com', 'website'],
        ['two@example.com', 'partner'],
        ['three@example.com', 'website'],
      ]) {
        await digesting.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email, source } });
      }
      await digesting.app.mailWorker.passNow();
      expect(smtp.received.filter((mail) => mail.subject?.includes('new sign-up'))).toEqual([]);

      clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
      await Promise.all([digesting.app.mailWorker.passNow(), digesting.app.mailWorker.passNow()]);
      await digesting.app.mailWorker.passNow();
    } finally {
      await digesting.close();
    }
    const digests = smtp.received.filter((mail) => mail.subject?.includes('new sign-up'));
    expect(digests.map((mail) => mail.subject)).toEqual(['InvoiceFlow waitlist: 3 new sign-ups']);
    expect(digests[0]?.to).toMatchObject({ value: [{ address: ADMIN.email }] });
    expect(digests[0]?.text).toContain('website: 2');
    expect(digests[0]?.text).not.toContain('one@example.com');
  });

  it('sends again, with the same Message-ID, a mail whose sender stopped mid-send once its lease ran out', async () => {
    await post('/api/webpage/waitlist', { email: 'lease@example.com' });
    // An instance claimed it and died before settling it: the row stays "sending" with a lease.
    await strandEveryMailMidSend(t.db);
    await deliver();
    expect(smtp.received).toEqual([]);

    await endLeases(t.db);
    const [row] = await storedMails(t.db);
    await deliver();
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([`<${row!.message_key}@invoiceflow.test>`]);
    expect(await outbox()).toEqual([expect.objectContaining({ state: 'sent', attempts: 2 })]);

    // The first claim's answer comes late: it no longer owns the row, and changes nothing.
    const [mail] = await outbox();
    await createOutboxRepository(t.db).markFailed({ id: mail!.id, attempts: 1 }, 'socket timeout', 1);
    expect(await outbox()).toEqual([expect.objectContaining({ state: 'sent', attempts: 2, lastError: null })]);
  });
});

describe.each(databaseKinds)('mail without an SMTP server on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('keeps the mails, marked not configured, and sends them once a server is configured', async () => {
    const unconfigured = await createTestApp(database, { config: mailConfig(null) });
    try {
      await unconfigured.app.inject({
        method: 'POST',
        url: '/api/webpage/waitlist',
        payload: { email: 'early@example.com' },
      });
      await unconfigured.app.mailWorker.passNow();
      const listed = await unconfigured.app.inject({ url: '/api/mail/outbox', headers: unconfigured.auth });
      expect(listed.json()).toEqual([
        expect.objectContaining({
          kind: 'welcome',
          to: ['early@example.com'],
          state: 'not_configured',
          lastError: NOT_CONFIGURED_ERROR,
        }),
      ]);
      const status = await unconfigured.app.inject({ url: '/api/mail/health', headers: unconfigured.auth });
      expect(status.json()).toEqual({ smtpConfigured: false, queued: 0, failed: 0, notConfigured: 1 });
    } finally {
      await unconfigured.close();
    }

    const smtp = await startTestSmtpServer();
    const configured = await createTestApp(database, { config: mailConfig(smtp) });
    try {
      await configured.app.mailWorker.passNow();
      expect(smtp.received.map((mail) => mail.subject)).toEqual([
        'Welcome to InvoiceFlow: your 50% early-user discount',
      ]);
    } finally {
      await configured.close();
      await smtp.close();
    }
  });
});
