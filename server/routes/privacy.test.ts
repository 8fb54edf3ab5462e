import { describe, expect, it } from 'vitest';

import {
  contactStatusLabels,
  mailKindLabels,
  mailStateLabels,
  waitlistStatusLabels,
  webhookStateLabels,
} from '@shared/contract';
import { customerMail } from '@testing/server/customerMail';
import { bounceReport } from '@testing/server/deliveryReports';
import { databaseKinds, setupTestApp, TEST_JWT_SECRET } from '@testing/server/harness';
import { readCsvLikeASpreadsheet } from '@testing/server/spreadsheetCsv';
import { storedAnswers, storedMessages, storedReplies } from '../db/direct/contact';
import { markEveryMailSent, storedMails, storedSuppressions } from '../db/direct/outbox';
import { tableColumns } from '../db/direct/schema';
import { countRows } from '../db/direct/tables';
import { confirmAndSendNews, markReferralCredited, setLaunchState, storedSignUps } from '../db/direct/waitlist';
import { markEveryEventDelivered, type StoredWebhookEvent, storedWebhookEvents } from '../db/direct/webhooks';
import { createConfirmLinks, mailLinkSecretFor } from '../mail/memberLinks';
import { personalDataTables } from '../repositories/privacy';
import { EXPORT_BY_GET_MESSAGE, NOT_PERSONAL_DATA, personalDataHeader } from './privacy';

/** The export's header line: every stored column about a person, in the tables' order (see privacy.ts). */
const EXPORT_HEADER = [
  'Kind',
  // waitlist_entries
  'Id',
  'Email',
  'Name',
  'Company',
  'Source',
  'Created At (UTC)',
  'Landing Page',
  'Referrer Host',
  'UTM Source',
  'UTM Medium',
  'UTM Campaign',
  'Status',
  'Invited At (UTC)',
  'Redeemed At (UTC)',
  'Confirmed At (UTC)',
  'Confirm Reminder Due At (UTC)',
  'Launch News At (UTC)',
  'Referral Code',
  'Referred By',
  'Referral Credited At (UTC)',
  'Referrals',
  // contact_messages, after the columns already named
  'First Name',
  'Last Name',
  'Subject',
  'Message',
  'Read',
  'Replied',
  'Admin Notes',
  'Updated At (UTC)',
  'Last Answer At (UTC)',
  // contact_replies
  'Contact Message Id',
  'Body',
  // contact_answers, after the columns already named
  'From Address',
  'From Name',
  'Automatic',
  // mail_outbox
  'Mail Kind',
  'Recipient',
  'Waitlist Entry Id',
  'Contact Reply Id',
  'State',
  'Attempts',
  'Next Attempt At (UTC)',
  'Sent At (UTC)',
  'Contact Answer Id',
  // mail_suppressions
  'Address Hash',
  'Reason',
  'Detail',
  'Soft Bounces',
  'Suppressed At (UTC)',
  // webhook_outbox, after the columns already named
  'Event Type',
  'Payload',
  'Delivered At (UTC)',
].join(',');

const INBOUND_TOKEN = 'inbound-token-of-the-privacy-test-0123456789';
/** Events are queued (nothing listens there, and no worker runs here: they stay in the outbox). */
const webhookConfig = {
  WEBHOOK_URL: 'http://127.0.0.1:9/hooks',
  WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
};

/** Whether an event's data names `email` (any case), anywhere in it, as the erasure finds them. */
const namesAddress = (event: StoredWebhookEvent, email: string) =>
  JSON.stringify(event.payload).toLowerCase().includes(`"email":"${email.toLowerCase()}"`);

describe.each(databaseKinds)('privacy API on %s', (kind) => {
  const now = new Date('2026-03-18T10:00:00Z');
  const t = setupTestApp(kind, { now: () => now, config: { INBOUND_TOKEN, ...webhookConfig } });

  /** Where a sign-up came from, every attribution field set. */
  const attribution = {
    landingPage: '/pricing',
    referrerHost: 'news.example.org',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
  };
  const join = async (payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>();
  };
  /** What the administrator adds to a message in the portal: notes, then a reply ("Thanks, Ada"). */
  const noteAndReply = async (id: number, notes: string) => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/webpage/contact/${id}/notes`,
      headers: t.auth,
      payload: { notes },
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/contact/${id}/replies`,
      headers: t.auth,
      payload: { body: 'Thanks, Ada' },
    });
    expect(reply.statusCode).toBe(201);
  };
  const sendMessage = async (payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      payload: { firstName: 'Ada', lastName: 'Lovelace', subject: 'Hello', message: 'Hi there', ...payload },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>();
  };
  const remove = (path: string) => t.app.inject({ method: 'DELETE', url: path, headers: t.auth });
  const exportFor = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/privacy/export', headers: t.auth, payload });
  const csvRows = (body: string) => body.trimEnd().split('\r\n');

  describe.each([
    ['/api/waitlist', 'waitlist entry', '/api/webpage/waitlist/stats', 'totalEntries'],
    ['/api/contact', 'contact message', '/api/webpage/contact/stats', 'totalMessages'],
  ])('DELETE %s/:id', (base, what, statsPath, total) => {
    let created = 0;
    const create = () => {
      const email = `person${(created += 1)}@example.com`;
      return base === '/api/waitlist' ? join({ email }) : sendMessage({ email });
    };
    const totalNow = async () => (await t.app.inject({ url: statsPath, headers: t.auth })).json()[total];

    it('deletes the row, answers 204 and takes it out of the stats', async () => {
      const { id } = await create();
      const kept = await create();
      expect(await totalNow()).toBe(2);

      const response = await remove(`${base}/${id}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await totalNow()).toBe(1);
      // Deleting it again finds nothing; the other row is untouched.
      expect((await remove(`${base}/${id}`)).statusCode).toBe(404);
      expect((await remove(`${base}/${kept.id}`)).statusCode).toBe(204);
    });

    it('answers 404 with a message when there is no such row', async () => {
      const response = await remove(`${base}/4242`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `No ${what} with id 4242` });
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
      const response = await remove(`${base}/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('id must be a positive whole number');
    });

    it('needs an admin session', async () => {
      const { id } = await create();
      expect((await t.app.inject({ method: 'DELETE', url: `${base}/${id}` })).statusCode).toBe(401);
      expect(await totalNow()).toBe(1);
    });
  });

  describe('POST /api/privacy/export', () => {
    it('exports every sign-up, message, reply and mail of the address, any case, with every stored field', async () => {
      const entry = await join({
        email: 'Ada@Example.com',
        name: 'Ada',
        company: 'Engines, Ltd',
        source: 'website',
        ...attribution,
      });
      const message = await sendMessage({
        email: 'ADA@example.COM',
        message: 'Line one\nand "two"',
        source: 'website',
      });
      await noteAndReply(message.id, '=called back');
      // Other people, including one whose address merely contains hers or who mentions it.
      await join({ email: 'grace.ada@example.com' });
      await sendMessage({ email: 'grace@example.com', message: 'Ada@example.com told me about you' });

      const response = await exportFor({ email: ' ada@EXAMPLE.com ' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="personal-data-\d{4}-\d\d-\d\d\.csv"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');

      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csvRows(response.body)[0]).toBe(`\uFEFF${EXPORT_HEADER}`);
      // Quoted where it holds a line break or quotes; an admin note that looks like a formula is defused.
      expect(response.body).toContain(`Ada,Lovelace,Hello,"Line one\nand ""two""",no,yes,'=called back,`);

      const [header, ...rows] = readCsvLikeASpreadsheet(response.body, ',');
      const records = rows.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index]])));
      // Instants as a spreadsheet reads a date and time, in the stats time zone (UTC by default).
      const dateTime = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
      // The webhook events about her (her message's, her sign-up's) are listed after her rows.
      const events = records.filter((record) => record.Kind === 'Webhook event');
      expect(events.map((record) => record['Event Type'])).toContain('contact.received');
      expect(events.every((record) => JSON.parse(record.Payload!).email.toLowerCase() === 'ada@example.com')).toBe(
        true,
      );
      expect(
        records.filter((record) => record.Kind !== 'Webhook event').map((record) => [record.Kind, record['Mail Kind']]),
      ).toEqual([
        ['Waitlist entry', ''],
        ['Contact message', ''],
        ['Reply', ''],
        // Her welcome, then for her message her acknowledgement and the administrators' alert, then the reply.
        ['Mail', 'Waitlist welcome'],
        ['Mail', 'Acknowledgement'],
        ['Mail', 'New message alert'],
        ['Mail', 'Reply'],
      ]);
      const [signUp, contact, answer, welcome, acknowledgement, alert, replyMail] = records;
      expect(signUp).toMatchObject({
        Id: String(entry.id),
        Email: 'Ada@Example.com',
        Name: 'Ada',
        Company: 'Engines, Ltd',
        Source: 'website',
        'Landing Page': '/pricing',
        'Referrer Host': 'news.example.org',
        'UTM Source': 'newsletter',
        'UTM Medium': 'email',
        'UTM Campaign': 'spring',
        Status: 'Waiting',
        'Invited At (UTC)': '',
        'Redeemed At (UTC)': '',
      });
      expect(signUp!['Created At (UTC)']).toMatch(dateTime);
      expect(contact).toMatchObject({
        Id: String(message.id),
        Email: 'ADA@example.COM',
        'First Name': 'Ada',
        'Last Name': 'Lovelace',
        Subject: 'Hello',
        Message: 'Line one\nand "two"',
        Status: 'New',
        Read: 'no',
        Replied: 'yes',
        'Admin Notes': "'=called back",
        Source: 'website',
      });
      expect(contact!['Updated At (UTC)']).toMatch(dateTime);
      // The reply's text and date; who among the administrators wrote it is theirs, not hers.
      expect(answer).toMatchObject({ 'Contact Message Id': String(message.id), Body: 'Thanks, Ada' });
      expect(answer!['Created At (UTC)']).toMatch(dateTime);
      expect(response.body).not.toContain('admin@example.com');
      expect(welcome).toMatchObject({ Recipient: 'Ada@Example.com', 'Waitlist Entry Id': String(entry.id) });
      expect(alert).toMatchObject({ Recipient: 'the administrators', 'Contact Message Id': String(message.id) });
      expect(acknowledgement).toMatchObject({ Recipient: 'ADA@example.COM', 'Contact Message Id': String(message.id) });
      expect(replyMail).toMatchObject({ 'Contact Reply Id': answer!.Id, 'Contact Message Id': String(message.id) });
      for (const mail of [welcome, alert, acknowledgement, replyMail]) {
        expect(mail).toMatchObject({ State: 'Queued', Attempts: '0', 'Sent At (UTC)': '' });
        expect(mail!['Next Attempt At (UTC)']).toMatch(dateTime);
      }
    });

    it('leaves out no stored column about the person: every column but those listed as not personal', async () => {
      // Those left out, each with its reason in privacy.ts. Widening this list is a decision about a
      // person's right to their data: it takes a change here as well.
      expect(
        Object.fromEntries(Object.entries(NOT_PERSONAL_DATA).map(([table, columns]) => [table, Object.keys(columns)])),
      ).toEqual({
        waitlist_entries: ['invite_run_id', 'invite_code_hash', 'place'],
        contact_messages: [],
        contact_replies: ['sender_name', 'sender_email', 'sender_signature'],
        contact_answers: [],
        mail_outbox: ['payload', 'message_key', 'lease_until', 'sent_to', 'last_error', 'user_id'],
        mail_suppressions: [],
        webhook_outbox: ['event_id', 'lease_until', 'last_status', 'last_error'],
      });

      // A person with a value in every column the export should show: she came through Grace's share
      // link (credited as when she confirms; the confirmation of hers below leaves a reminder due), and
      // Bob through hers, who confirmed.
      const codeOf = async (id: number) => (await storedSignUps(t.db)).find((row) => row.id === id)!.referral_code;
      const grace = await join({ email: 'grace@example.com' });
      const entry = await join({
        email: 'ada@example.com',
        name: 'Ada',
        company: 'Engines',
        source: 'website',
        ...attribution,
        referralCode: await codeOf(grace.id),
      });
      const bob = await join({ email: 'bob@example.com', referralCode: await codeOf(entry.id) });
      const confirmLinks = createConfirmLinks(mailLinkSecretFor(TEST_JWT_SECRET), '');
      expect((await t.app.inject({ url: confirmLinks.url(bob) })).statusCode).toBe(200);
      await markReferralCredited(t.db, entry.id);
      await setLaunchState(t.db, entry.id, { status: 'joined' });
      await confirmAndSendNews(t.db, entry.id);
      const message = await sendMessage({ email: 'ada@example.com', source: 'pricing' });
      await noteAndReply(message.id, 'Called back');
      // Her answer to the reply, by mail.
      const answered = await t.app.inject({
        method: 'POST',
        url: '/api/inbound/mail',
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_TOKEN}` },
        payload: customerMail({
          from: 'Ada Lovelace <ada@example.com>',
          to: 'support@invoiceflow.app',
          messageId: 'ada-answer@example.com',
          inReplyTo: `<contact-message-${message.id}@invoiceflow.app>`,
        }),
      });
      expect(answered.json()).toMatchObject({ outcome: 'joined' });
      // Her mailbox bounced once: the suppression list keeps its hash, and why.
      await markEveryMailSent(t.db);
      const bounced = await t.app.inject({
        method: 'POST',
        url: '/api/inbound/mail',
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_TOKEN}` },
        payload: bounceReport('ada@example.com'),
      });
      expect(bounced.json()).toMatchObject({ outcome: 'bounce' });
      // The events about her went out.
      await markEveryEventDelivered(t.db);

      // Her rows, as the database holds them: every column.
      const stored: Record<string, Record<string, unknown>[]> = {
        waitlist_entries: (await storedSignUps(t.db)).filter((row) => row.id === entry.id),
        contact_messages: (await storedMessages(t.db)).filter((row) => row.id === message.id),
        contact_replies: (await storedReplies(t.db)).filter((row) => row.contact_message_id === message.id),
        contact_answers: (await storedAnswers(t.db)).filter((row) => row.contact_message_id === message.id),
        mail_outbox: (await storedMails(t.db))
          .filter((row) => row.waitlist_entry_id === entry.id || row.contact_message_id === message.id)
          .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id),
        mail_suppressions: await storedSuppressions(t.db),
        webhook_outbox: (await storedWebhookEvents(t.db))
          .filter((event) => namesAddress(event, 'ada@example.com'))
          .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id - b.id),
      };
      const catalogue = await tableColumns(t.db);

      const response = await exportFor({ email: 'ada@example.com' });
      expect(response.statusCode).toBe(200);
      const [header, ...rows] = readCsvLikeASpreadsheet(response.body, ',');

      const labels: Record<string, string> = {
        ...waitlistStatusLabels,
        ...contactStatusLabels,
        ...mailKindLabels,
        ...mailStateLabels,
        ...webhookStateLabels,
      };
      const shown = (column: string, value: unknown) =>
        value === null
          ? column === 'recipient'
            ? 'the administrators'
            : ''
          : value instanceof Date
            ? value.toISOString().slice(0, 19).replace('T', ' ')
            : typeof value === 'boolean'
              ? value
                ? 'yes'
                : 'no'
              : typeof value === 'object'
                ? JSON.stringify(value)
                : (labels[String(value)] ?? String(value));

      for (const { table, kind } of personalDataTables) {
        const columns = catalogue.filter((row) => row.table === table).map((row) => row.column);
        expect(columns.length, table).toBeGreaterThan(0);
        const excluded = Object.keys(NOT_PERSONAL_DATA[table]);
        // A column listed as not personal exists: a misspelt one would leave nothing out, and hide that.
        for (const column of excluded) expect(columns, table).toContain(column);
        const exported = rows.filter((cells) => cells[0] === kind);
        expect(exported, table).toHaveLength(stored[table]!.length);
        for (const column of columns.filter((name) => !excluded.includes(name))) {
          // An instant's header names the zone it is written in (the stats time zone, UTC here).
          const instant = stored[table]!.some((row) => row[column] instanceof Date);
          const at = header!.indexOf(`${personalDataHeader(table, column)}${instant ? ' (UTC)' : ''}`);
          expect(at, `${table}.${column} has a column in the export`).toBeGreaterThan(0);
          // The test's person has a value there, so a column exported empty would not pass unseen.
          expect(
            stored[table]!.some((row) => row[column] !== null),
            `the test stores a value in ${table}.${column}`,
          ).toBe(true);
          stored[table]!.forEach((row, index) =>
            expect(exported[index]![at], `${table}.${column} of row ${index + 1}`).toBe(shown(column, row[column])),
          );
        }
      }

      // What the export lists is what the erasure deletes.
      const kinds = rows.map((cells) => cells[0]);
      const erased = await t.app.inject({
        method: 'POST',
        url: '/api/privacy/erase',
        headers: t.auth,
        payload: { email: 'ada@example.com' },
      });
      expect(erased.json()).toEqual({
        waitlistEntries: kinds.filter((kind) => kind === 'Waitlist entry').length,
        contactMessages: kinds.filter((kind) => kind === 'Contact message').length,
        replies: kinds.filter((kind) => kind === 'Reply').length,
        mails: kinds.filter((kind) => kind === 'Mail').length,
        webhookEvents: kinds.filter((kind) => kind === 'Webhook event').length,
      });
    });

    it('answers a header alone when nothing is stored about the address', async () => {
      await join({ email: 'someone.else@example.com' });
      const response = await exportFor({ email: 'nobody@example.com' });
      expect(response.statusCode).toBe(200);
      expect(csvRows(response.body)).toHaveLength(1);
    });

    it.each([
      [{}, 'Email is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-address' }, 'Email must be a valid e-mail address'],
    ])('answers 400 for the body %j', async (payload, message) => {
      const response = await exportFor(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('is no longer answered with the address in the URL: 405, saying how to ask', async () => {
      const response = await t.app.inject({ url: '/api/privacy/export?email=ada@example.com', headers: t.auth });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.json()).toEqual({ statusCode: 405, error: 'Method Not Allowed', message: EXPORT_BY_GET_MESSAGE });
      expect(response.body).not.toContain('ada');
    });

    it('needs an admin session', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/privacy/export',
        payload: { email: 'ada@example.com' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/privacy/erase', () => {
    const erase = (payload: object, headers: Record<string, string> = t.auth) =>
      t.app.inject({ method: 'POST', url: '/api/privacy/erase', headers, payload });
    const isAda = (address: string | null) => address?.toLowerCase() === 'ada@example.com';
    const reply = (id: number, body: string) =>
      t.app.inject({ method: 'POST', url: `/api/contact/${id}/replies`, headers: t.auth, payload: { body } });

    it('erases every sign-up, message, reply and mail of the address, any case, and the stats follow', async () => {
      await join({ email: 'Ada@Example.com' });
      const first = await sendMessage({ email: 'ADA@example.com' });
      await sendMessage({ email: 'ada@example.com', subject: 'Again' });
      expect((await reply(first.id, 'Thanks, Ada')).statusCode).toBe(201);
      // Others, including an address that merely contains hers and a message that mentions it.
      await join({ email: 'grace.ada@example.com' });
      const grace = await sendMessage({ email: 'grace@example.com', message: 'Ada@example.com sent me' });
      expect((await reply(grace.id, 'Hello Grace')).statusCode).toBe(201);
      // Both addresses bounced once: the suppression list holds a hash of each.
      for (const address of ['ada@example.com', 'grace@example.com']) {
        await t.app.inject({
          method: 'POST',
          url: '/api/inbound/mail',
          headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_TOKEN}` },
          payload: bounceReport(address),
        });
      }
      expect(await countRows(t.db, 'mail_suppressions')).toBe(2);
      const mailsBefore = await countRows(t.db, 'mail_outbox');
      const eventsBefore = await storedWebhookEvents(t.db);
      const hers = eventsBefore.filter((event) => namesAddress(event, 'ada@example.com')).length;
      expect(hers).toBeGreaterThanOrEqual(2);

      const response = await erase({ email: ' ada@EXAMPLE.com ' });
      expect(response.statusCode).toBe(200);
      // Her welcome; for each of her messages the administrators' alert and her acknowledgement; the reply.
      expect(response.json()).toEqual({
        waitlistEntries: 1,
        contactMessages: 2,
        replies: 1,
        mails: 6,
        webhookEvents: hers,
      });

      expect((await storedSignUps(t.db)).filter((row) => isAda(row.email))).toEqual([]);
      expect((await storedMessages(t.db)).filter((row) => isAda(row.email))).toEqual([]);
      expect(await countRows(t.db, 'contact_replies')).toBe(1);
      expect((await storedMails(t.db)).filter((row) => isAda(row.recipient))).toEqual([]);
      expect(await countRows(t.db, 'mail_outbox')).toBe(mailsBefore - 6);
      // Hers is gone too: she asked for all of it.
      expect(await countRows(t.db, 'mail_suppressions')).toBe(1);
      // So are the webhook events about her, and only those.
      expect(await storedWebhookEvents(t.db)).toEqual(
        eventsBefore.filter((event) => !namesAddress(event, 'ada@example.com')),
      );
      // The others are untouched, and the counters count only them.
      const waitlistStats = (await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: t.auth })).json();
      const contactStats = (await t.app.inject({ url: '/api/webpage/contact/stats', headers: t.auth })).json();
      expect(waitlistStats.totalEntries).toBe(1);
      expect(contactStats.totalMessages).toBe(1);
    });

    it('answers zeros when nothing is stored about the address, and erasing twice erases once', async () => {
      await join({ email: 'ada@example.com' });
      expect((await erase({ email: 'ada@example.com' })).json()).toMatchObject({ waitlistEntries: 1 });
      expect((await erase({ email: 'ada@example.com' })).json()).toEqual({
        waitlistEntries: 0,
        contactMessages: 0,
        replies: 0,
        mails: 0,
        webhookEvents: 0,
      });
    });

    it.each([
      [{}, 'Email is required'],
      [{ email: 'not-an-address' }, 'Email must be a valid e-mail address'],
    ])('answers 400 for the body %j and erases nothing', async (payload, message) => {
      await join({ email: 'ada@example.com' });
      const response = await erase(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await countRows(t.db, 'waitlist_entries')).toBe(1);
    });

    it('needs an admin session', async () => {
      await join({ email: 'ada@example.com' });
      expect((await erase({ email: 'ada@example.com' }, {})).statusCode).toBe(401);
      expect(await countRows(t.db, 'waitlist_entries')).toBe(1);
    });
  });
});
