import { describe, expect, it } from 'vitest';

import { formOutcomePaths } from '@shared/content/paths';
import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { storedSignUps } from '../db/direct/waitlist';

/*
 * A sign-up from an address at a domain that hands out throwaway addresses (product.md §5) is refused
 * through both doors, with nothing stored: the JSON call with a 400 naming the reason, the form post with
 * the page that says why. Which domains count is the list's rule (server/services/throwawayDomains.test.ts).
 */
describe.each(databaseKinds)('throwaway addresses on %s', (kind) => {
  const t = setupTestApp(kind);
  const join = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email, source: 'website' } });
  const storedEmails = async () => (await storedSignUps(t.db)).map((row) => row.email);

  it.each([
    ['a listed domain', 'x@mailinator.com'],
    ['a subdomain of one', 'x@a.Mailinator.com'],
  ])('refuses an address at %s with a 400 naming the reason, and stores nothing', async (_case, email) => {
    const response = await join(email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Email must be an address you keep: mailinator.com hands out throwaway addresses',
    });
    expect(await storedEmails()).toEqual([]);
  });

  it('accepts an ordinary address', async () => {
    expect((await join('ada@example.com')).statusCode).toBe(201);
    expect(await storedEmails()).toEqual(['ada@example.com']);
  });

  it('sends the form posted without the app to the page that says why, and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/waitlist',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'x@mailinator.com' }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(formOutcomePaths.waitlist.throwaway);
    expect(await storedEmails()).toEqual([]);
  });
});
