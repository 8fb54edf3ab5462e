import { describe, expect, it } from 'vitest';

import { contactMessageSchema, HONEYPOT_FIELD, waitlistEntrySchema } from '@shared/contract';
import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { countRows } from '../db/direct/tables';

const forms = [
  {
    url: '/api/webpage/waitlist',
    table: 'waitlist_entries' as const,
    stats: '/api/webpage/waitlist/stats',
    schema: waitlistEntrySchema,
    body: (email: string) => ({ email, name: 'Ada', company: 'Engines Ltd', source: 'website' }),
  },
  {
    url: '/api/webpage/contact',
    table: 'contact_messages' as const,
    stats: '/api/webpage/contact/stats',
    schema: contactMessageSchema,
    body: (email: string) => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      subject: 'Pricing',
      message: 'How much?',
      source: 'website',
    }),
  },
];

describe.each(databaseKinds)('the honeypot on %s', (kind) => {
  const t = setupTestApp(kind);

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  describe.each(forms)('POST $url', (form) => {
    it('answers a filled honeypot exactly like a success, and stores and counts nothing', async () => {
      const real = await post(form.url, form.body('person@example.com'));
      const statsBefore = (await t.app.inject({ url: form.stats, headers: t.auth })).json();
      const trapped = await post(form.url, {
        ...form.body('bot@example.com'),
        [HONEYPOT_FIELD]: 'http://spam.example',
      });

      expect(trapped.statusCode).toBe(real.statusCode);
      expect(trapped.statusCode).toBe(201);
      expect(trapped.headers['content-type']).toBe(real.headers['content-type']);
      const decoy = form.schema.parse(trapped.json());
      // The same fields in the same order, and what the bot sent echoed back as a real row would be.
      expect(Object.keys(decoy)).toEqual(Object.keys(real.json()));
      expect(decoy).toMatchObject({ ...form.body('bot@example.com'), id: expect.any(Number) });
      expect(Math.abs(Date.parse(decoy.createdAt) - Date.now())).toBeLessThan(60_000);
      expect(trapped.json()).not.toHaveProperty(HONEYPOT_FIELD);

      expect(await countRows(t.db, form.table)).toBe(1);
      expect((await t.app.inject({ url: form.stats, headers: t.auth })).json()).toEqual(statsBefore);
    });

    it.each([[''], [null], [undefined]])('stores the submission when the honeypot is %j', async (value) => {
      const response = await post(form.url, { ...form.body('human@example.com'), [HONEYPOT_FIELD]: value });
      expect(response.statusCode).toBe(201);
      expect(await countRows(t.db, form.table)).toBe(1);
    });

    it.each([['a'], [' '], [0], [false], [{}], [['x']]])('treats %j in the honeypot as filled', async (value) => {
      const response = await post(form.url, { ...form.body('robot@example.com'), [HONEYPOT_FIELD]: value });
      expect(response.statusCode).toBe(201);
      expect(await countRows(t.db, form.table)).toBe(0);
    });

    it('checks the rest of the body first, as for anyone', async () => {
      const response = await post(form.url, { ...form.body('not-an-address'), [HONEYPOT_FIELD]: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Email must be a valid e-mail address');
    });
  });

  it('never reveals that an address is already on the waitlist', async () => {
    await post('/api/webpage/waitlist', { email: 'taken@example.com' });
    const trapped = await post('/api/webpage/waitlist', { email: 'taken@example.com', [HONEYPOT_FIELD]: 'x' });
    expect(trapped.statusCode).toBe(201);
    expect(await countRows(t.db, 'waitlist_entries')).toBe(1);
  });
});
