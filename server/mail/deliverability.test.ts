import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';

import type { InvitePreview, LaunchNewsPreview, OutboxMail, Suppression, WaitlistEntry } from '@shared/contract';
import { databaseKinds, setupMailTestApp } from '@testing/server/harness';
import { bounceReport, complaintReport } from '@testing/server/deliveryReports';
import { headerOf } from '@testing/server/smtp';
import { ageSignUps } from '../db/direct/waitlist';

const SITE_URL = 'https://www.invoiceflow.test';
const INBOUND_TOKEN = 'inbound-token-that-is-long-enough-0123456789';

/**
 * The mail to the list as it leaves through the real outbox, worker and a real SMTP server on loopback:
 * its unsubscribe headers and links, the suppression list fed by leaving, bounces, complaints and SMTP
 * refusals, the one-click confirmation and its one reminder, and the launch news.
 */
describe.each(databaseKinds)('mail that lands on %s', (kind) => {
  const { t, smtp } = setupMailTestApp(kind, {
    config: {
      MAIL_FROM: 'InvoiceFlow <hello@invoiceflow.test>',
      SITE_URL,
      LAUNCH_URL: 'https://app.invoiceflow.test/signup',
      INBOUND_TOKEN,
    },
  });

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth, ...(payload ? { payload } : {}) });
  const deliver = () => t.app.mailWorker.passNow();
  const mailsTo = (address: string) => smtp.received.filter((mail) => JSON.stringify(mail.to).includes(address));
  const signUp = async (...emails: string[]) => {
    for (const email of emails) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email } })).statusCode,
      ).toBe(201);
    }
    await deliver();
  };
  const entries = async (query = '') => (await inject('GET', `/api/waitlist${query}`)).json<WaitlistEntry[]>();
  const entryOf = async (email: string) => (await entries()).find((entry) => entry.email === email);
  const suppressionOf = async (email: string) =>
    (await inject('GET', `/api/mail/suppressions?email=${encodeURIComponent(email)}`)).json<Suppression[]>()[0];
  const outbox = async () => (await inject('GET', '/api/mail/outbox')).json<OutboxMail[]>();
  const inbound = async (raw: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/inbound/mail',
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_TOKEN}` },
        payload: raw,
      })
    ).json<{ outcome: string }>().outcome;
  const linkOf = (mail: ParsedMail, path: string) =>
    new URL(new RegExp(`${SITE_URL}${path}\\?token=[\\w.-]+`).exec(String(mail.text))![0]);

  /** The one-click unsubscribe every mail to the list carries: both headers, and the same link in its text. */
  const unsubscribeOf = (mail: ParsedMail) => {
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(https:\/\/[^>]+)>$/.exec(headerOf(mail, 'list-unsubscribe') ?? '')![1]!);
    expect(url.pathname).toBe('/waitlist/leave');
    expect(mail.text).toContain(`Leave the waitlist: ${url.toString()}`);
    return url;
  };

  it('every mail to the list can be left in one click, and an address that left gets no more of them', async () => {
    await signUp('ada@example.com', 'bob@example.com');
    const [welcome] = mailsTo('ada@example.com');
    unsubscribeOf(welcome!);
    expect(welcome!.text).toContain('Confirm your address: https://www.invoiceflow.test/waitlist/confirm?token=');

    expect((await inject('POST', '/api/launch/invites', { filter: {} })).statusCode).toBe(201);
    await deliver();
    const [invite] = mailsTo('ada@example.com').slice(1);
    unsubscribeOf(invite!);
    // The closing line and the sign-off are two paragraphs.
    expect(invite!.text).toContain('The link carries your code: no need to type it.\n\nThe InvoiceFlow team\n');

    const preview = (await inject('POST', '/api/launch/news/preview')).json<LaunchNewsPreview>();
    expect(preview).toMatchObject({ recipients: 2, mail: { subject: 'InvoiceFlow is live' } });
    expect((await inject('POST', '/api/launch/news', { expectedCount: 2 })).json()).toEqual({ queued: 2 });
    await deliver();
    const [news] = mailsTo('ada@example.com').slice(2);
    expect(news!.subject).toBe('InvoiceFlow is live');
    const leave = unsubscribeOf(news!);

    // The mail client's one-click POST (RFC 8058).
    const left = await t.app.inject({
      method: 'POST',
      url: `${leave.pathname}${leave.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect(await entryOf('ada@example.com')).toBeUndefined();
    expect(await suppressionOf('ada@example.com')).toMatchObject({ reason: 'left', detail: null });
    // Only the hash of the address is kept.
    expect(JSON.stringify(await inject('GET', '/api/mail/suppressions').then((answer) => answer.json()))).not.toContain(
      'ada',
    );

    // Someone signs the address up again: the sign-up is taken, but the list's mails do not go.
    await signUp('ada@example.com');
    expect(mailsTo('ada@example.com')).toHaveLength(3);
    const [suppressedWelcome] = await outbox();
    expect(suppressedWelcome).toMatchObject({
      kind: 'welcome',
      state: 'suppressed',
      lastError: 'not sent: the address is suppressed (left)',
    });
    expect((await entryOf('ada@example.com'))?.suppression).toMatchObject({ reason: 'left' });
    // The next invite run and the next launch news leave it out.
    const nextRun = await inject('POST', '/api/launch/invites', { filter: {} });
    expect(nextRun.statusCode).toBe(409);
    expect((await inject('POST', '/api/launch/news/preview')).json()).toMatchObject({ recipients: 0, mail: null });
    // Their contact messages are still acknowledged: leaving the list is not leaving the conversation.
    await t.app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      payload: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', subject: 'Hi', message: 'A question' },
    });
    await deliver();
    expect(mailsTo('ada@example.com').map((mail) => mail.subject)).toContain('We received your message');
  });

  it('a bounce report for a member suppresses them: the next invite run skips them and the portal shows bounced', async () => {
    await signUp('gone@example.com', 'here@example.com');
    expect(await inbound(bounceReport('gone@example.com'))).toBe('bounce');
    expect((await entryOf('gone@example.com'))?.suppression).toMatchObject({ reason: 'bounced' });
    expect(await suppressionOf('gone@example.com')).toMatchObject({ reason: 'bounced', detail: '5.1.1' });
    expect((await entryOf('here@example.com'))?.suppression).toBeNull();

    const preview = (await inject('POST', '/api/launch/invites/preview', { filter: {} })).json<InvitePreview>();
    expect(preview).toMatchObject({ willInvite: 1, waiting: 1 });
    await inject('POST', '/api/launch/invites', { filter: {} });
    await deliver();
    expect(mailsTo('gone@example.com')).toHaveLength(1);
    expect((await entryOf('gone@example.com'))?.status).toBe('waiting');
    // A bounced address gets no mail of any kind: not even an acknowledgement.
    await t.app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      payload: { firstName: 'G', lastName: 'One', email: 'gone@example.com', subject: 'Hi', message: 'Hello' },
    });
    await deliver();
    expect(mailsTo('gone@example.com')).toHaveLength(1);
    expect((await outbox()).find((mail) => mail.kind === 'contact_ack')?.state).toBe('suppressed');
  });

  it('an invite whose address bounces before it goes is not sent, and its run counts it suppressed', async () => {
    await signUp('gone@example.com', 'here@example.com');
    const run = (await inject('POST', '/api/launch/invites', { filter: {} })).json<{ id: number }>();
    expect(await inbound(bounceReport('gone@example.com'))).toBe('bounce');
    await deliver();
    expect(mailsTo('gone@example.com')).toHaveLength(1);
    expect((await inject('GET', `/api/launch/invites/${run.id}`)).json()).toMatchObject({
      invited: 2,
      sent: 1,
      suppressed: 1,
      queued: 0,
    });
  });

  it('reports about addresses never mailed change nothing; soft bounces suppress only when they repeat', async () => {
    await signUp('full@example.com');
    expect(await inbound(bounceReport('stranger@example.com'))).toBe('dropped');
    expect(await inject('GET', '/api/mail/suppressions').then((answer) => answer.json())).toEqual([]);

    for (const time of [1, 2]) {
      expect(
        await inbound(bounceReport('full@example.com', { action: 'delayed', status: '4.2.2', id: `${time}` })),
      ).toBe('bounce');
    }
    expect(await suppressionOf('full@example.com')).toBeUndefined();
    await inbound(bounceReport('full@example.com', { action: 'failed', status: '4.2.2', id: '3' }));
    expect(await suppressionOf('full@example.com')).toMatchObject({ reason: 'bounced', detail: '4.2.2, soft bounce' });
  });

  it('a complaint stops the list’s mails to its address, not the answers to its messages', async () => {
    await signUp('angry@example.com');
    expect(await inbound(complaintReport('angry@example.com'))).toBe('complaint');
    expect(await suppressionOf('angry@example.com')).toMatchObject({ reason: 'complained', detail: 'abuse report' });
    expect((await inject('POST', '/api/launch/news/preview')).json()).toMatchObject({ recipients: 0 });
    await t.app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      payload: { firstName: 'An', lastName: 'Gry', email: 'angry@example.com', subject: 'Hi', message: 'Stop it' },
    });
    await deliver();
    expect(mailsTo('angry@example.com').map((mail) => mail.subject)).toEqual([
      'Welcome to InvoiceFlow: your 50% early-user discount',
      'We received your message',
    ]);
  });

  it('a recipient the SMTP server refuses for good is suppressed; lifted, its mail can be retried and goes', async () => {
    smtp.refuseRecipient('nobody@example.com');
    await signUp('nobody@example.com');
    const [welcome] = await outbox();
    expect(welcome?.state).toBe('failed');
    const suppression = await suppressionOf('nobody@example.com');
    expect(suppression).toMatchObject({ reason: 'bounced', detail: '550 at RCPT TO' });

    smtp.refuseRecipient(null);
    expect((await inject('DELETE', `/api/mail/suppressions/${suppression!.addressHash}`)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/mail/suppressions/${suppression!.addressHash}`)).statusCode).toBe(404);
    expect((await inject('POST', `/api/mail/outbox/${welcome!.id}/retry`)).statusCode).toBe(204);
    await deliver();
    expect(mailsTo('nobody@example.com')).toHaveLength(1);
  });

  it('the confirm link confirms in one click; an unconfirmed member gets one reminder after 48 hours', async () => {
    await signUp('ada@example.com', 'bob@example.com');
    const confirm = linkOf(mailsTo('ada@example.com')[0]!, '/waitlist/confirm');
    const opened = await t.app.inject({ url: `${confirm.pathname}${confirm.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Your address is confirmed');
    expect((await entryOf('ada@example.com'))?.confirmedAt).toEqual(expect.any(String));
    expect((await entryOf('bob@example.com'))?.confirmedAt).toBeNull();
    expect((await entries('?confirmation=confirmed')).map((entry) => entry.email)).toEqual(['ada@example.com']);
    expect((await inject('GET', '/api/webpage/waitlist/stats')).json()).toMatchObject({
      totalEntries: 2,
      confirmedEntries: 1,
    });
    // A run limited to confirmed members takes Ada alone.
    expect(
      (await inject('POST', '/api/launch/invites/preview', { filter: {}, confirmedOnly: true })).json(),
    ).toMatchObject({ willInvite: 1, confirmedOnly: true });
    // A changed link confirms nothing.
    const token = confirm.searchParams.get('token')!;
    const changed = await t.app.inject({ url: `/waitlist/confirm?token=${token.replace(/^1\./, '2.')}` });
    expect(changed.statusCode).toBe(400);

    await ageSignUps(t.db, 47);
    await deliver();
    expect(smtp.received).toHaveLength(2);
    await ageSignUps(t.db, 2);
    await deliver();
    await deliver();
    const reminders = smtp.received.slice(2);
    expect(reminders.map((mail) => [mail.subject, JSON.stringify(mail.to)])).toEqual([
      ['Please confirm your address for the InvoiceFlow waitlist', expect.stringContaining('bob@example.com')],
    ]);
    unsubscribeOf(reminders[0]!);
    const fromReminder = linkOf(reminders[0]!, '/waitlist/confirm');
    await t.app.inject({ url: `${fromReminder.pathname}${fromReminder.search}` });
    expect((await entryOf('bob@example.com'))?.confirmedAt).toEqual(expect.any(String));
    // Opened again after the entry was deleted: a word that there is nothing to confirm.
    expect((await inject('DELETE', `/api/waitlist/${(await entryOf('bob@example.com'))!.id}`)).statusCode).toBe(204);
    const gone = await t.app.inject({ url: `${fromReminder.pathname}${fromReminder.search}` });
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toContain('there is nothing to confirm');
  });

  it('sends the launch news only for the count confirmed, and only once to each member', async () => {
    await signUp('ada@example.com');
    expect((await inject('POST', '/api/launch/news/preview')).json()).toMatchObject({ recipients: 1 });
    await signUp('bob@example.com');
    const moved = await inject('POST', '/api/launch/news', { expectedCount: 1 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      'The number of matching members changed from 1 to 2 since you confirmed; review and confirm again.',
    );
    expect((await outbox()).filter((mail) => mail.kind === 'launch_news')).toEqual([]);
    expect((await inject('POST', '/api/launch/news', { expectedCount: 2 })).json()).toEqual({ queued: 2 });
    await signUp('cy@example.com');
    expect((await inject('POST', '/api/launch/news/preview')).json()).toMatchObject({ recipients: 1 });
  });
});
