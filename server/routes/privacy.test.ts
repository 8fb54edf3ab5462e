import { describe, expect, it } from 'vitest';

import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { EXPORT_BY_GET_MESSAGE } from './privacy';

describe.each(databaseKinds)('privacy API on %s', (kind) => {
  const now = new Date('2026-03-18T10:00:00Z');
  const t = setupTestApp(kind, { now: () => now });

  const join = async (payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>();
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
    it('exports every sign-up and message of the address, any case, with every stored field', async () => {
      const entry = await join({ email: 'Ada@Example.com', name: 'Ada', company: 'Engines, Ltd', source: 'website' });
      const message = await sendMessage({
        email: 'ADA@example.COM',
        message: 'Line one\nand "two"',
        source: 'website',
      });
      await t.app.inject({
        method: 'PATCH',
        url: `/api/webpage/contact/${message.id}/notes`,
        headers: t.auth,
        payload: { notes: '=called back' },
      });
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
      const [header, ...rows] = csvRows(response.body);
      expect(header).toBe(
        '\uFEFFKind,Id,Email,Name,Company,First Name,Last Name,Subject,Message,Status,Read,Replied,Admin Notes,Source,Created At',
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatch(
        new RegExp(
          `^Waitlist entry,${entry.id},Ada@Example.com,Ada,"Engines, Ltd",,,,,,,,,website,2026-\\d\\d-\\d\\dT`,
        ),
      );
      // Quoted where it holds a line break or quotes; an admin note that looks like a formula is defused.
      expect(rows[1]).toContain(
        `Contact message,${message.id},ADA@example.COM,,,Ada,Lovelace,Hello,"Line one\nand ""two""",New,no,no,'=called back,website,`,
      );
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
    const count = async (sql: string, params: unknown[] = []) =>
      Number((await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n);
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
      const mailsBefore = await count('mail_outbox');

      const response = await erase({ email: ' ada@EXAMPLE.com ' });
      expect(response.statusCode).toBe(200);
      // Her welcome; for each of her messages the administrators' alert and her acknowledgement; the reply.
      expect(response.json()).toEqual({ waitlistEntries: 1, contactMessages: 2, replies: 1, mails: 6 });

      expect(await count('waitlist_entries where lower(email) = $1', ['ada@example.com'])).toBe(0);
      expect(await count('contact_messages where lower(email) = $1', ['ada@example.com'])).toBe(0);
      expect(await count('contact_replies')).toBe(1);
      expect(await count("mail_outbox where lower(recipient) = 'ada@example.com'")).toBe(0);
      expect(await count('mail_outbox')).toBe(mailsBefore - 6);
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
      expect(await count('waitlist_entries')).toBe(1);
    });

    it('needs an admin session', async () => {
      await join({ email: 'ada@example.com' });
      expect((await erase({ email: 'ada@example.com' }, {})).statusCode).toBe(401);
      expect(await count('waitlist_entries')).toBe(1);
    });
  });
});
