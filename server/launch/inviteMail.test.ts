import { describe, expect, it } from 'vitest';

import type { InviteRun, OutboxMail } from '@shared/contract';
import { databaseKinds, setupMailTestApp } from '@testing/server/harness';
import { headerOf } from '@testing/server/smtp';
import { storedMails } from '../db/direct/outbox';
import { seedSignUps } from '../db/direct/waitlist';

const LAUNCH_URL = 'https://app.invoiceflow.test/signup';
const LAUNCH_API_TOKEN = 'launch-service-token-0123456789-abcdefghij';

/** The code a received invite carries, from its text. */
const codeIn = (text: string | undefined) => /Your code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(text ?? '')?.[1];

/*
 * An invite run's mails through the real outbox and worker to a real SMTP server on loopback: what each
 * member receives, how the portal lists and counts them, and what happens to an invite whose entry was
 * removed before it went.
 */
describe.each(databaseKinds)('invite mails on %s', (kind) => {
  const { t, smtp } = setupMailTestApp(kind, {
    config: {
      MAIL_FROM: 'InvoiceFlow <hello@invoiceflow.test>',
      SITE_URL: 'https://www.invoiceflow.test',
      LAUNCH_URL,
      LAUNCH_API_TOKEN,
    },
  });

  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth, ...(payload ? { payload } : {}) });
  const addEntries = (...entries: Array<[email: string, name: string | null]>) =>
    seedSignUps(
      t.db,
      entries.map(([email, name]) => ({ email, name })),
    );

  it('sends each invited member one mail with their code and a link carrying it, and the code redeems', async () => {
    await addEntries(['ada@example.com', 'Ada'], ['grace@example.com', null]);
    const run = (await inject('POST', '/api/launch/invites', { filter: {} })).json<InviteRun>();
    await t.app.mailWorker.passNow();

    expect(smtp.received).toHaveLength(2);
    const [ada, grace] = ['ada@example.com', 'grace@example.com'].map((address) =>
      smtp.received.find((mail) => JSON.stringify(mail.to).includes(address))!,
    );
    expect(ada!.subject).toBe('InvoiceFlow is open: your invite and 50% early-bird code');
    // Greeted by no name: whoever signed an address up typed it (docs/security.md).
    for (const mail of [ada!, grace!]) expect(mail.text).toMatch(/^Hello,\n/);
    expect(`${ada!.text}${ada!.html}`).not.toContain('Ada');
    const codes = [ada, grace].map((mail) => codeIn(mail!.text)!);
    expect(new Set(codes).size).toBe(2);
    for (const [index, mail] of [ada!, grace!].entries()) {
      const link = `${LAUNCH_URL}?code=${codes[index]}`;
      expect(mail.text).toContain(link);
      expect(String(mail.html)).toContain(`href="${link}"`);
      expect(headerOf(mail, 'auto-submitted')).toBe('auto-generated');
      // A mail to the list: one click leaves it (server/mail/deliverability.test.ts).
      expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }

    // The portal: progress and the outbox list.
    expect((await inject('GET', `/api/launch/invites/${run.id}`)).json()).toMatchObject({
      invited: 2,
      queued: 0,
      sent: 2,
      failed: 0,
    });
    const listed = (await inject('GET', '/api/mail/outbox')).json<OutboxMail[]>();
    expect(listed.map((mail) => [mail.kind, mail.subject, mail.state])).toEqual([
      ['invite', 'InvoiceFlow is open: your invite and 50% early-bird code', 'sent'],
      ['invite', 'InvoiceFlow is open: your invite and 50% early-bird code', 'sent'],
    ]);

    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/launch/redeem',
      headers: { authorization: `Bearer ${LAUNCH_API_TOKEN}` },
      payload: { code: codes[0] },
    });
    expect(redeemed.json()).toMatchObject({ email: 'ada@example.com', name: 'Ada' });
  });

  it('does not send the invite of an entry removed from the launch before it went', async () => {
    await addEntries(['ada@example.com', 'Ada'], ['grace@example.com', 'Grace']);
    const run = (await inject('POST', '/api/launch/invites', { filter: {} })).json<InviteRun>();
    await inject('POST', '/api/waitlist/bulk', { action: 'remove', filter: { q: 'grace' } });
    await t.app.mailWorker.passNow();

    expect(smtp.received.map((mail) => mail.to && JSON.stringify(mail.to))).toEqual([
      expect.stringContaining('ada@example.com'),
    ]);
    const invites = (await storedMails(t.db)).filter((mail) => mail.kind === 'invite');
    expect(invites.map((mail) => mail.recipient)).toEqual(['ada@example.com']);
    expect((await inject('GET', `/api/launch/invites/${run.id}`)).json()).toMatchObject({ invited: 2, sent: 1 });
  });
});
