/*
 * The input rules (docs/security.md, "Input") as the server answers them, through both doors of the
 * public forms: invalid UTF-8 refused, invisible text counted as missing, the e-mail address's lengths,
 * and an internationalised domain stored in one form, so that its two spellings are one address. The
 * rules themselves are tested in shared/contract/inputRules.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { formOutcomePaths } from '@shared/content/paths';
import { DUPLICATE_EMAIL_MESSAGE } from '@shared/contract';
import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { storedMessages } from '../db/direct/contact';
import { storedSignUps } from '../db/direct/waitlist';

const INVALID_UTF8_MESSAGE = 'The request body is not valid UTF-8: send its text encoded in UTF-8';

const contact = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', subject: 'Hi', message: 'Hello' };

describe.each(databaseKinds)('input rules on %s', (kind) => {
  const t = setupTestApp(kind);

  const postJson = (url: string, payload: string | Buffer | object) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  /** A form post as a browser on our own page makes it; `body` is the urlencoded text or its raw bytes. */
  const postForm = (path: string, body: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: body,
    });
  const storedEmails = async (table: 'waitlist_entries' | 'contact_messages') =>
    (table === 'waitlist_entries' ? await storedSignUps(t.db) : await storedMessages(t.db)).map((row) => row.email);

  describe('invalid UTF-8', () => {
    const bytes = (...parts: Array<string | number[]>) =>
      Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

    it.each([
      ['a stray byte', [0xff]],
      ['a lone continuation byte', [0x80]],
      ['a truncated sequence', [0xc3]],
      ['an overlong "/"', [0xc0, 0xaf]],
      ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ])('refuses a JSON body with %s, with a sentence and no row', async (_case, bad) => {
      const response = await postJson(
        '/api/webpage/waitlist',
        bytes('{"email":"ada@example.com","name":"Ada ', bad, '"}'),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: INVALID_UTF8_MESSAGE });
      expect(await storedEmails('waitlist_entries')).toEqual([]);
    });

    it('refuses it in an admin call too', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/webpage/contact/1/notes',
        headers: { ...t.auth, 'content-type': 'application/json' },
        payload: bytes('{"notes":"', [0xfe], '"}'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID_UTF8_MESSAGE);
    });

    it.each([
      ['a percent-escaped stray byte', 'email=ada%40example.com&name=Ada%FF'],
      ['a percent-escaped truncated sequence', 'email=ada%40example.com&name=Ren%C3'],
      ['a raw stray byte', bytes('email=ada%40example.com&name=Ada', [0xff])],
    ])('refuses a form post with %s: the "check your details" page, no row', async (_case, body) => {
      const response = await postForm('/waitlist', body);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(formOutcomePaths.waitlist.invalid);
      expect(await storedEmails('waitlist_entries')).toEqual([]);
    });

    it('takes UTF-8 as it is, escaped or raw', async () => {
      expect((await postForm('/waitlist', 'email=ada%40example.com&name=Ren%C3%A9e+%F0%9F%98%80')).statusCode).toBe(
        303,
      );
      expect(
        (await postJson('/api/webpage/waitlist', bytes('{"email":"bob@example.com","name":"Zoë"}'))).statusCode,
      ).toBe(201);
      const names = (await storedSignUps(t.db)).map((row) => row.name);
      expect(names).toEqual(['Renée 😀', 'Zoë']);
    });
  });

  describe('text of invisible characters only', () => {
    it.each([
      ['firstName', '\u200B', 'First name is required'],
      ['subject', '\u200B\u200C\u200D\u2060\uFEFF', 'Subject is required'],
      ['message', ' \u200B \u00AD ', 'Message is required'],
      ['email', '\u200B', 'Email is required'],
    ])('answers 400 for a contact message whose %s is %j', async (field, value, message) => {
      const response = await postJson('/api/webpage/contact', { ...contact, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await storedEmails('contact_messages')).toEqual([]);
    });

    it('refuses it through the contact form too', async () => {
      const response = await postForm('/contact', new URLSearchParams({ ...contact, subject: '\u200B' }).toString());
      expect(response.headers.location).toBe(formOutcomePaths.contact.invalid);
      expect(await storedEmails('contact_messages')).toEqual([]);
    });

    it('stores an optional name of invisible characters as none', async () => {
      const response = await postJson('/api/webpage/waitlist', {
        email: 'ada@example.com',
        name: '\u200B',
        company: '\uFEFF',
      });
      expect(response.json()).toMatchObject({ name: null, company: null });
    });
  });

  describe('e-mail addresses', () => {
    it.each([
      [`${'a'.repeat(100)}@example.com`, 'Email must have at most 64 characters before the @'],
      [`${'a'.repeat(65)}@example.com`, 'Email must have at most 64 characters before the @'],
      [`ada@${Array(4).fill('d'.repeat(61)).join('.')}.com`, 'Email must be at most 254 characters'],
    ])('refuses %s', async (email, message) => {
      const response = await postJson('/api/webpage/waitlist', { email });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('takes a local part of 64 characters', async () => {
      expect((await postJson('/api/webpage/waitlist', { email: `${'a'.repeat(64)}@example.com` })).statusCode).toBe(
        201,
      );
    });

    it.each([
      ['the Unicode form first', 'ada@bücher.de', 'ADA@xn--bcher-kva.de'],
      ['the ASCII form first', 'ada@xn--bcher-kva.de', 'Ada@BÜCHER.de'],
    ])(
      'stores an internationalised domain in its ASCII form and takes its other spelling as a duplicate (%s)',
      async (_case, first, again) => {
        const joined = await postJson('/api/webpage/waitlist', { email: first });
        expect(joined.statusCode).toBe(201);
        expect(joined.json().email).toBe('ada@xn--bcher-kva.de');
        const duplicate = await postJson('/api/webpage/waitlist', { email: again });
        expect(duplicate.statusCode).toBe(409);
        expect(duplicate.json().message).toBe(DUPLICATE_EMAIL_MESSAGE);
        expect(await storedEmails('waitlist_entries')).toEqual(['ada@xn--bcher-kva.de']);
      },
    );

    it('takes an internationalised domain through the waitlist form and the contact call', async () => {
      const form = await postForm('/waitlist', new URLSearchParams({ email: 'zoë@example.com' }).toString());
      expect(form.headers.location).toBe(formOutcomePaths.waitlist.invalid);
      expect((await postForm('/waitlist', 'email=ren%C3%A9e%40b%C3%BCcher.de')).headers.location).toBe(
        formOutcomePaths.waitlist.invalid,
      );
      expect((await postForm('/waitlist', 'email=renee%40b%C3%BCcher.de')).headers.location).toBe(
        formOutcomePaths.waitlist.joined,
      );
      expect((await postJson('/api/webpage/contact', { ...contact, email: 'grace@пример.рф' })).statusCode).toBe(201);
      expect(await storedEmails('waitlist_entries')).toEqual(['renee@xn--bcher-kva.de']);
      expect(await storedEmails('contact_messages')).toEqual(['grace@xn--e1afmkfd.xn--p1ai']);
    });
  });
});
