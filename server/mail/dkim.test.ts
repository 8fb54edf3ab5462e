/*
 * DKIM: every kind of mail the product sends, signed by the real worker with nodemailer's signer, sent to
 * the real SMTP server on loopback, and checked by an independent verifier (mailauth, as receiving servers
 * check it) against the key record the operator publishes, with a DNS of one record and no network.
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';

import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { describe, expect, it } from 'vitest';

import type { MailKind } from '@shared/contract';
import { databaseKinds, setupMailTestApp } from '@testing/server/harness';
import { type ClaimedMail, createOutboxRepository } from '../repositories/outbox';
import { dkimKeyRecord } from './dkim';
import type { MailContext, MailData, MailMessage, WaitlistMember } from './templates';
import { createMailWorker } from './worker';

const DKIM_DOMAIN = 'invoiceflow.test';
const DKIM_SELECTOR = 'launch2026';
const MAIL_FROM = 'InvoiceFlow <hello@invoiceflow.test>';
const SITE_URL = 'https://www.invoiceflow.test';

const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

/** The key record as RFC 6376 §3.6.1 writes it: the public key's SubjectPublicKeyInfo, in base64. */
const KEY_RECORD = {
  name: `${DKIM_SELECTOR}._domainkey.${DKIM_DOMAIN}`,
  value: `v=DKIM1; k=rsa; p=${signingKey.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`,
};

/** The DNS the verifier asks: it knows the key record alone. */
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === KEY_RECORD.name) return [[KEY_RECORD.value]];
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

/** What a receiver makes of each signature of a mail as it arrived. */
const verdictsOn = async (raw: Buffer) =>
  (await dkimVerify(raw, { resolver })).results.map(({ status, signingDomain, selector }) => ({
    result: status.result,
    signingDomain,
    selector,
    aligned: status.aligned,
  }));

/** A signature that counts for the sender's domain under DMARC. */
const PASS = [{ result: 'pass', signingDomain: DKIM_DOMAIN, selector: DKIM_SELECTOR, aligned: DKIM_DOMAIN }];

const member: WaitlistMember = { id: 7, email: 'member@example.com' };
const message: MailMessage = {
  id: 42,
  firstName: 'Zoë',
  lastName: "O'Brien",
  email: 'zoe@example.com',
  subject: 'Invoices & VAT — ça marche?',
  message: 'Line one\nLine two: 日本語 🚀',
};

/**
 * One mail of each kind, with text in several scripts (encoded headers, quoted-printable bodies). Keyed by
 * every kind of the contract: a kind added there fails type-checking here until it has its mail, and is
 * then signed and checked with the others.
 */
const mailOfEachKind: { [Kind in MailKind]: Extract<MailData, { kind: Kind }> } = {
  contact_alert: { kind: 'contact_alert', message },
  contact_ack: { kind: 'contact_ack', message },
  welcome: { kind: 'welcome', entry: member, standing: { position: 1204, referralCode: 'Ab3-x_9QkLm2' } },
  status_link: { kind: 'status_link', entry: member, standing: { position: 12, referralCode: 'Ab3-x_9QkLm2' } },
  reply: {
    kind: 'reply',
    message,
    reply: {
      body: 'Thanks, Zoë: VAT is handled per country.\nSee you soon.',
      sender: { name: 'Ada Lovelace', address: 'ada@invoiceflow.test' },
      signature: '',
      createdAt: new Date('2026-11-30T09:00:00Z'),
    },
  },
  digest: {
    kind: 'digest',
    digest: {
      since: new Date('2026-11-29T00:00:00Z'),
      until: new Date('2026-11-30T00:00:00Z'),
      total: 3,
      bySource: { landing: 2, other: 1 },
    },
  },
  invite: { kind: 'invite', entry: member },
  answer_alert: {
    kind: 'answer_alert',
    message,
    answer: { body: 'One more question — in €?', from: { name: 'Zoë', address: 'zoe@example.com' } },
  },
  confirm_reminder: { kind: 'confirm_reminder', entry: member },
  launch_news: { kind: 'launch_news', entry: member },
  admin_invite: {
    kind: 'admin_invite',
    admin: {
      id: 2,
      firstName: 'Zoë',
      email: 'zoe@example.com',
      passwordFingerprint: 'f'.repeat(64),
      passwordSet: false,
    },
    queuedAt: new Date('2026-11-30T09:00:00Z'),
  },
  security_notice: {
    kind: 'security_notice',
    admin: { firstName: 'Zoë', email: 'zoe@example.com' },
    event: 'two_factor_disabled',
    at: new Date('2026-11-30T09:00:00Z'),
  },
};

const context: MailContext = {
  brandName: 'InvoiceFlow',
  supportEmail: 'support@invoiceflow.test',
  replyAddress: ({ id }) => `support+m${id}-0123456789ab@invoiceflow.test`,
  adminReplyAddress: ({ id }) => `support+a${id}-0123456789ab@invoiceflow.test`,
  siteUrl: SITE_URL,
  portalUrl: `${SITE_URL}/admin`,
  timeZone: 'Europe/Berlin',
  leaveUrl: ({ id }) => `${SITE_URL}/waitlist/leave?token=${id}.signature`,
  confirmUrl: ({ id }) => `${SITE_URL}/waitlist/confirm?token=${id}.signature`,
  statusUrl: ({ id }) => `${SITE_URL}/waitlist/status?token=${id}.signature`,
  referralBoost: 5,
  passwordLinkUrl: ({ id }) => `${SITE_URL}/admin/set-password#token=${id}.1.signature`,
  invite: () => ({ code: 'ABCD-EFGH-JKMN-PQRS', url: 'https://app.invoiceflow.test/signup?code=ABCD-EFGH-JKMN-PQRS' }),
};

it('gives npm run dkim:dns the very key record the mails are verified against below', () => {
  expect(
    dkimKeyRecord({ domainName: DKIM_DOMAIN, keySelector: DKIM_SELECTOR, privateKey: signingKey.privateKey }),
  ).toEqual({ ...KEY_RECORD, type: 'TXT' });
});

describe.each(databaseKinds)('DKIM signing on %s', (kind) => {
  /** A server started with DKIM_* set, the key given on one line with \n sequences, as env files hold it. */
  const { t, smtp } = setupMailTestApp(kind, {
    config: {
      MAIL_FROM,
      SITE_URL,
      DKIM_DOMAIN,
      DKIM_SELECTOR,
      DKIM_PRIVATE_KEY: (signingKey.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string).replaceAll(
        '\n',
        '\\n',
      ),
    },
  });

  /**
   * Sends `mails` through a worker of their own, signing with `privateKey`: its outbox is the real one but
   * for what it hands out, which is `mails` rather than rows (their settling changes no row). Resolves
   * with each mail as it arrived, by kind.
   */
  const sendSigned = async (mails: readonly MailData[], privateKey: KeyObject) => {
    const due: ClaimedMail[] = mails.map((data, index) => ({
      id: -1 - index,
      kind: data.kind,
      recipient: 'zoe@example.com',
      messageKey: `dkim-${data.kind}`,
      attempts: 1,
      waitlistEntryId: null,
      data,
      suppression: null,
    }));
    const worker = createMailWorker({
      outbox: { ...createOutboxRepository(t.db), claimDue: async (limit: number) => due.splice(0, limit) },
      smtpUrl: smtp.url,
      from: MAIL_FROM,
      dkim: { domainName: DKIM_DOMAIN, keySelector: DKIM_SELECTOR, privateKey },
      adminRecipients: async () => ['ops@invoiceflow.test'],
      context,
      log: t.app.log,
      options: { connections: 1 },
    });
    try {
      await worker.passNow();
    } finally {
      await worker.stop();
    }
    const received = await smtp.waitForMails(mails.length);
    return new Map(received.map((mail) => [/^<dkim-(\w+)@/.exec(mail.messageId ?? '')?.[1], mail]));
  };

  it('signs every kind of mail the product sends: each passes for the sender’s domain', async () => {
    const kinds = Object.keys(mailOfEachKind) as MailKind[];
    const received = await sendSigned(Object.values(mailOfEachKind), signingKey.privateKey);
    expect([...received.keys()].sort()).toEqual([...kinds].sort());
    for (const [mailKind, mail] of received) {
      expect(await verdictsOn(mail.raw), mailKind).toEqual(PASS);
    }
  });

  it('signs what a server started with DKIM_* sends: a contact message’s alert and acknowledgement pass', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      payload: { firstName: 'Zoë', lastName: 'Doe', email: 'zoe@example.com', subject: 'Hello', message: 'Hi there' },
    });
    expect(sent.statusCode).toBe(201);
    await t.app.mailWorker.passNow();
    const received = await smtp.waitForMails(2);
    expect(received.map((mail) => mail.subject).sort()).toEqual([
      'New message from Zoë Doe: Hello',
      'We received your message',
    ]);
    for (const mail of received) expect(await verdictsOn(mail.raw), mail.subject).toEqual(PASS);
  });

  it('passes only for the published key and the mail as it was signed', async () => {
    const [signedWithOtherKey] = (await sendSigned([mailOfEachKind.welcome], otherKey)).values();
    expect(await verdictsOn(signedWithOtherKey!.raw)).toMatchObject([{ result: 'fail' }]);

    smtp.received.length = 0;
    const [signed] = (await sendSigned([mailOfEachKind.welcome], signingKey.privateKey)).values();
    expect(await verdictsOn(signed!.raw)).toEqual(PASS);
    // Byte for byte (latin1), so that only the change differs: a line slipped into the body, or a subject
    // changed, on the way.
    const raw = signed!.raw.toString('latin1');
    const withBodyLine = raw.replace('\r\n\r\n', '\r\n\r\nP.S. Pay the early-bird fee at https://evil.example\r\n');
    const withSubject = raw.replace(/^Subject: [^\r\n]*/m, 'Subject: Your account is locked');
    for (const altered of [withBodyLine, withSubject]) {
      expect(altered).not.toBe(raw);
      expect((await verdictsOn(Buffer.from(altered, 'latin1')))[0]?.result).not.toBe('pass');
    }
  });
});
