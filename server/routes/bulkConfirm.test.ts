import { describe, expect, it } from 'vitest';

import { COUNT_LIMIT } from '../repositories/sql/pagination';
import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { seedMessages } from '../db/direct/contact';
import { numberedSignUps, seedSignUps } from '../db/direct/waitlist';

/*
 * A bulk action on everything a filter matches, as the portal confirms it: the count call names exactly
 * how many rows the action would change (past the lists' capped count), and the action sent with that
 * number as `expectedCount` changes nothing when the number moved meanwhile.
 */
describe.each(databaseKinds)('confirmed bulk actions on %s', (kind) => {
  const t = setupTestApp(kind);

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: t.auth, payload });
  const header = async (url: string, name: string) => (await t.app.inject({ url, headers: t.auth })).headers[name];

  const MATCHING = 3 * COUNT_LIMIT;
  /** `count` sign-ups whose address holds "seeded", and one that does not. */
  const seedSignups = async (count: number) => {
    await seedSignUps(t.db, numberedSignUps(count, 'seeded-', '2026-03-01T00:00:00Z', 1000));
    await seedSignUps(t.db, [{ email: 'other@example.com' }]);
  };
  const seeded = { filter: { q: 'seeded' } };
  const stats = async () => (await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: t.auth })).json();

  it('counts exactly the sign-ups an action on a filter would change, past the list’s capped count', async () => {
    await seedSignups(MATCHING);
    expect(await header('/api/waitlist?q=seeded', 'x-total-capped')).toBe('true');
    expect(await header('/api/waitlist?q=seeded', 'x-total-count')).toBe(String(COUNT_LIMIT));

    const counted = await post('/api/waitlist/bulk/count', { action: 'delete', ...seeded });
    expect(counted.statusCode).toBe(200);
    expect(counted.json()).toEqual({ count: MATCHING });
    // Those already removed are not counted for a removal, which would leave them as they are.
    await post('/api/waitlist/bulk', { action: 'remove', ids: [1, 2, 3] });
    expect((await post('/api/waitlist/bulk/count', { action: 'remove', ...seeded })).json()).toEqual({
      count: MATCHING - 3,
    });
    expect((await post('/api/waitlist/bulk/count', { action: 'restore', ids: [1, 2, 9] })).json()).toEqual({
      count: 2,
    });
  });

  it('deletes and removes exactly the confirmed number, and refuses with 409, changing nothing, when it moved', async () => {
    await seedSignups(MATCHING);
    const { count } = (await post('/api/waitlist/bulk/count', { action: 'delete', ...seeded })).json();
    // Someone signs up between the confirmation and the click.
    await seedSignUps(t.db, [{ email: 'seeded-late@example.com' }]);
    const before = await stats();

    const refused = await post('/api/waitlist/bulk', { action: 'delete', ...seeded, expectedCount: count });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The number of matching signups changed from 3,000 to 3,001 since you confirmed; review and confirm again.',
    );
    expect(await stats()).toEqual(before);
    const removal = await post('/api/waitlist/bulk', { action: 'remove', ...seeded, expectedCount: count });
    expect(removal.statusCode).toBe(409);
    expect((await post('/api/waitlist/bulk/count', { action: 'remove', ...seeded })).json()).toEqual({
      count: MATCHING + 1,
    });

    const removed = await post('/api/waitlist/bulk', { action: 'remove', ...seeded, expectedCount: MATCHING + 1 });
    expect(removed.json()).toEqual({ affected: MATCHING + 1 });
    const deleted = await post('/api/waitlist/bulk', { action: 'delete', ...seeded, expectedCount: MATCHING + 1 });
    expect(deleted.json()).toEqual({ affected: MATCHING + 1 });
    expect((await stats()).totalEntries).toBe(1);
  });

  it('holds a message action to its confirmed count the same way', async () => {
    await seedMessages(
      t.db,
      ['Invoice', 'Invoice', 'Refund'].map((subject) => ({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject,
        message: 'Hello',
      })),
    );
    const invoices = { filter: { q: 'invoice' } };
    expect((await post('/api/contact/bulk/count', { action: 'delete', ...invoices })).json()).toEqual({ count: 2 });
    const refused = await post('/api/contact/bulk', { action: 'delete', ...invoices, expectedCount: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The number of matching messages changed from 3 to 2 since you confirmed; review and confirm again.',
    );
    expect((await post('/api/contact/bulk/count', { action: 'delete', filter: {} })).json()).toEqual({ count: 3 });
    const deleted = await post('/api/contact/bulk', { action: 'delete', ...invoices, expectedCount: 2 });
    expect(deleted.json()).toEqual({ affected: 2 });
  });

  it.each([
    ['/api/waitlist/bulk', { action: 'delete', filter: {}, expectedCount: -1 }, 'expectedCount must be 0 or more'],
    [
      '/api/waitlist/bulk',
      { action: 'delete', filter: {}, expectedCount: '3' },
      'expectedCount must be a whole number',
    ],
    ['/api/contact/bulk', { action: 'read', filter: {}, expectedCount: 1.5 }, 'expectedCount must be a whole number'],
    [
      '/api/waitlist/bulk/count',
      { action: 'delete', filter: {}, expectedCount: 1 },
      'Request body has unexpected fields: expectedCount',
    ],
    [
      '/api/contact/bulk/count',
      { action: 'status', filter: {} },
      'status is required with the action status, and only with it',
    ],
  ])('refuses %s with %j', async (url, payload, message) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
