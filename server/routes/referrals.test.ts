import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';

import type { Referrer, WaitlistEntry } from '@shared/contract';
import { databaseKinds, setupMailTestApp } from '@testing/server/harness';

const SITE_URL = 'https://www.invoiceflow.test';

/*
 * Referrals (product.md §2): a member's share link credits them, once the newcomer confirms, with a
 * better place; their status page shows it. Self-referrals, throwaway addresses and credits past the
 * daily cap do not count. The welcome and status mails are read from a real SMTP server.
 */
describe.each(databaseKinds)('referrals on %s', (kind) => {
  const { t, smtp } = setupMailTestApp(kind, {
    config: { SITE_URL, MAIL_FROM: 'InvoiceFlow <hello@invoiceflow.test>', REFERRAL_DAILY_CAP: '2' },
  });

  const deliver = () => t.app.mailWorker.passNow();
  const mailsTo = (address: string) =>
    smtp.received.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(address.toLowerCase()));
  const linkIn = (mail: ParsedMail, pattern: RegExp) => new URL(pattern.exec(String(mail.text))![0]);
  const shareLinkOf = (mail: ParsedMail) => linkIn(mail, new RegExp(`${SITE_URL}/\\?ref=[\\w-]+`));
  const statusLinkOf = (mail: ParsedMail) => linkIn(mail, new RegExp(`${SITE_URL}/waitlist/status\\?token=[\\w.-]+`));
  const confirmLinkOf = (mail: ParsedMail) => linkIn(mail, new RegExp(`${SITE_URL}/waitlist/confirm\\?token=[\\w.-]+`));
  const open = (link: URL) => t.app.inject({ url: `${link.pathname}${link.search}` });

  const join = (email: string, referralCode?: string) =>
    t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email, referralCode } });
  /** Joins, and answers the welcome the new member got. */
  const joinAndWelcome = async (email: string, referralCode?: string) => {
    expect((await join(email, referralCode)).statusCode).toBe(201);
    await deliver();
    return mailsTo(email).at(-1)!;
  };
  const confirm = async (welcome: ParsedMail) => expect((await open(confirmLinkOf(welcome))).statusCode).toBe(200);
  const codeOf = (welcome: ParsedMail) => shareLinkOf(welcome).searchParams.get('ref')!;
  const entries = async (query = '') =>
    (await t.app.inject({ url: `/api/waitlist${query}`, headers: t.auth })).json<WaitlistEntry[]>();
  const entryOf = async (email: string) => (await entries()).find((entry) => entry.email === email)!;

  it('credits a referral once the newcomer confirms: a better place on the status page', async () => {
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) await joinAndWelcome(email);
    // The answer to the sign-up gives the new member's place: after the three before her.
    expect((await join('ada@example.com')).json()).toMatchObject({ position: 4, referrals: 0, referredBy: null });
    await deliver();
    const ada = mailsTo('ada@example.com')[0]!;
    expect(ada.text).toContain("You're #4 on the waitlist.");
    expect(ada.text).toContain('moves you up 5 places');
    const status = statusLinkOf(ada);
    const before = await open(status);
    expect(before.statusCode).toBe(200);
    expect(before.headers).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
    expect(before.body).toContain("You're #4");
    expect(before.body).toContain(shareLinkOf(ada).toString());

    // Bob arrives through Ada's link and joins: waiting for him to confirm, not counted yet.
    const bob = await joinAndWelcome('bob@example.com', codeOf(ada));
    expect(await entryOf('bob@example.com')).toMatchObject({ referredBy: (await entryOf('ada@example.com')).id });
    const waiting = (await open(status)).body;
    expect(waiting).toMatch(/Referrals counted<\/dt><dd[^>]*>0</);
    expect(waiting).toMatch(/Waiting for your friend to confirm their address<\/dt><dd[^>]*>1</);

    await confirm(bob);
    const after = (await open(status)).body;
    expect(after).toContain("You're #1");
    expect(after).toMatch(/Referrals counted<\/dt><dd[^>]*>1</);
    expect(await entryOf('ada@example.com')).toMatchObject({ position: 1, referrals: 1 });
    // Confirming again credits nothing more.
    await confirm(bob);
    expect(await entryOf('ada@example.com')).toMatchObject({ referrals: 1 });
    // The list sorts by place; invites go out in that order.
    expect((await entries('?sort=position')).map((entry) => [entry.email, entry.position])).toEqual([
      ['ada@example.com', 1],
      ['one@example.com', 2],
      ['two@example.com', 3],
      ['three@example.com', 4],
      ['bob@example.com', 5],
    ]);
  });

  it('moves a referrer up exactly REFERRAL_BOOST places when enough are ahead', async () => {
    for (let index = 1; index <= 8; index += 1) await joinAndWelcome(`member${index}@example.com`);
    const ada = await joinAndWelcome('ada@example.com');
    await confirm(await joinAndWelcome('bob@example.com', codeOf(ada)));
    expect(await entryOf('ada@example.com')).toMatchObject({ position: 9 - 5 });
    expect(await entryOf('member4@example.com')).toMatchObject({ position: 5 });
  });

  it('does not count a self-referral, a throwaway address, or credits past the daily cap', async () => {
    const ada = await joinAndWelcome('Ada.Lovelace@gmail.com');
    const code = codeOf(ada);
    // Her own mailbox written another way is no referral.
    await confirm(await joinAndWelcome('adalovelace+second@gmail.com', code));
    expect(await entryOf('adalovelace+second@gmail.com')).toMatchObject({ referredBy: null });
    // A throwaway address cannot join at all.
    expect((await join('x@mailinator.com', code)).statusCode).toBe(400);
    // Two credits a day (REFERRAL_DAILY_CAP=2), even when three friends confirm at the same moment.
    const friends = [];
    for (const email of ['b1@example.com', 'b2@example.com', 'b3@example.com']) {
      friends.push(await joinAndWelcome(email, code));
    }
    await Promise.all(friends.map(confirm));
    expect(await entryOf('Ada.Lovelace@gmail.com')).toMatchObject({ referrals: 2 });
    // An unknown or mangled code signs up without a referrer.
    expect((await join('carol@example.com', 'unknown-code')).statusCode).toBe(201);
    expect(await entryOf('carol@example.com')).toMatchObject({ referredBy: null });
  });

  it('credits a sign-up posted without JavaScript from a page opened through a share link', async () => {
    const ada = await joinAndWelcome('ada@example.com');
    const share = shareLinkOf(ada);
    // Join Waitlist on /?ref=… is a plain GET of /waitlist: sent on with the code.
    const landing = await t.app.inject({ url: '/waitlist', headers: { referer: share.toString(), host: share.host } });
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe(`/waitlist?ref=${codeOf(ada)}`);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/waitlist',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: share.host,
        referer: `${SITE_URL}${landing.headers.location}`,
      },
      payload: new URLSearchParams({ email: 'bob@example.com' }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    await deliver();
    await confirm(mailsTo('bob@example.com')[0]!);
    expect(await entryOf('ada@example.com')).toMatchObject({ referrals: 1 });
  });

  it('mails the status link again on request, with one answer whether or not the address is listed', async () => {
    await joinAndWelcome('ada@example.com');
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/webpage/waitlist/status-link', payload: { email } });
    const listed = await ask('ADA@example.com');
    const unlisted = await ask('nobody@example.com');
    expect([listed.statusCode, listed.json()]).toEqual([unlisted.statusCode, unlisted.json()]);
    // Asked twice in a row: one mail, so the form cannot flood a mailbox.
    await ask('ada@example.com');
    await deliver();
    const statusMails = mailsTo('ada@example.com').filter((mail) => mail.subject?.startsWith('Your place'));
    expect(statusMails).toHaveLength(1);
    expect(statusMails[0]!.text).toContain("You're #1 on the waitlist.");
    expect((await open(statusLinkOf(statusMails[0]!))).body).toContain("You're #1");
    expect(mailsTo('nobody@example.com')).toEqual([]);
    // A changed link shows nothing of anyone.
    const changed = statusLinkOf(statusMails[0]!);
    changed.searchParams.set('token', `2.${changed.searchParams.get('token')!.split('.')[1]}`);
    expect((await open(changed)).statusCode).toBe(400);
  });

  it('lists the top referrers and flags referrals that look like one person', async () => {
    const ada = await joinAndWelcome('ada@example.com');
    const grace = await joinAndWelcome('grace@example.com');
    for (const email of ['jo+1@corp.test', 'jo+2@corp.test', 'sam@corp.test']) {
      await confirm(await joinAndWelcome(email, codeOf(grace)));
    }
    await joinAndWelcome('bob@example.org', codeOf(ada));
    const { referrers } = (await t.app.inject({ url: '/api/waitlist/referrers', headers: t.auth })).json<{
      referrers: Referrer[];
    }>();
    expect(
      referrers.map(({ email, referrals, awaitingConfirmation, flags }) => ({
        email,
        referrals,
        awaitingConfirmation,
        flags,
      })),
    ).toEqual([
      { email: 'grace@example.com', referrals: 2, awaitingConfirmation: 0, flags: ['shared_address', 'shared_domain'] },
    ]);
  });
});
