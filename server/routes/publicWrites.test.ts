import { describe, expect, it } from 'vitest';

import { createContactRepository } from '../repositories/contact';
import { storedMessages } from '../db/direct/contact';
import { countRows } from '../db/direct/tables';
import { storedSignUps } from '../db/direct/waitlist';
import { createWebhookQueue } from '../repositories/webhookQueue';
import { databaseKinds, setupTestApp } from '@testing/server/harness';

/*
 * The public POSTs are written in batches (server/db/batcher.ts). Under many concurrent requests,
 * every 201 must name a stored row of its own, and every stored row must have been answered 201 once.
 */
describe.each(databaseKinds)('concurrent public submissions on %s', (kind) => {
  const t = setupTestApp(kind);

  it('store each acknowledged sign-up exactly once, and one of each repeated address', async () => {
    // 500 requests: 400 addresses once, and 20 addresses five times each in mixed case.
    const emails = [
      ...Array.from({ length: 400 }, (_, index) => `once${index}@example.com`),
      ...Array.from({ length: 100 }, (_, index) => {
        const address = `repeated${index % 20}@example.com`;
        return index % 2 ? address.toUpperCase() : address;
      }),
    ];
    const sources = ['website', 'referral', null];
    const responses = await Promise.all(
      emails.map((email, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/webpage/waitlist',
          payload: { email, name: `Person ${index}`, source: sources[index % 3] },
        }),
      ),
    );

    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(80);
    const rows = (await storedSignUps(t.db)).map(({ id, email, name }) => ({ id, email, name }));
    expect(rows).toHaveLength(420);
    // Every 201 carries a stored row with the data its request sent, and no row is answered twice.
    const unanswered = new Map(rows.map((row) => [Number(row.id), row]));
    responses.forEach((response, index) => {
      if (response.statusCode !== 201) return;
      const entry = response.json();
      expect(entry).toMatchObject({ email: emails[index], name: `Person ${index}` });
      expect(unanswered.get(entry.id)).toEqual({ id: entry.id, email: emails[index], name: `Person ${index}` });
      unanswered.delete(entry.id);
    });
    expect(unanswered.size).toBe(0);
    for (let index = 0; index < 20; index += 1) {
      const stored = rows.filter((row) => row.email.toLowerCase() === `repeated${index}@example.com`);
      expect(stored).toHaveLength(1);
    }
    const stats = await t.app.inject({ url: '/api/webpage/waitlist/stats', headers: t.auth });
    expect(stats.json()).toMatchObject({ totalEntries: 420 });
  });

  it('store each acknowledged message exactly once, refusing only the messages the database could not store', async () => {
    const subjects = Array.from({ length: 300 }, (_, index) => `Question ${index}`);
    // PostgreSQL cannot store a NUL character: the contract refuses those requests, their batch-mates go on.
    const refused = new Set([7, 150, 299]);
    const responses = await Promise.all(
      subjects.map((subject, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/webpage/contact',
          payload: {
            firstName: 'Grace',
            lastName: 'Hopper',
            email: `grace${index}@example.com`,
            subject,
            message: refused.has(index) ? 'nul \u0000 here' : `Message ${index}`,
          },
        }),
      ),
    );

    responses.forEach((response, index) => expect(response.statusCode).toBe(refused.has(index) ? 400 : 201));
    for (const index of refused) {
      expect(responses[index]!.json().message).toBe(
        'Message contains a character that cannot be stored (NUL or a broken Unicode pair)',
      );
    }
    const rows = (await storedMessages(t.db)).map(({ id, subject, message }) => ({ id, subject, message }));
    expect(rows).toHaveLength(300 - refused.size);
    const unanswered = new Map(rows.map((row) => [Number(row.id), row]));
    responses.forEach((response, index) => {
      if (refused.has(index)) return;
      const message = response.json();
      expect(message).toMatchObject({ subject: subjects[index], message: `Message ${index}`, status: 'New' });
      expect(unanswered.get(message.id)).toEqual({
        id: message.id,
        subject: subjects[index],
        message: `Message ${index}`,
      });
      unanswered.delete(message.id);
    });
    expect(unanswered.size).toBe(0);
    const stats = await t.app.inject({ url: '/api/webpage/contact/stats', headers: t.auth });
    expect(stats.json()).toMatchObject({ totalMessages: rows.length, newMessages: rows.length });
  });

  it('fail only the message the database refuses when one in a batch gets past the contract', async () => {
    // Straight to the repository, as if the contract had let a NUL through: the batch fails, its
    // messages are written again one by one, and only the bad one fails.
    const repository = createContactRepository(t.db, {
      timeZone: 'UTC',
      now: () => new Date(),
      webhooks: createWebhookQueue(false),
    });
    const refused = new Set([3, 60, 119]);
    const results = await Promise.allSettled(
      Array.from({ length: 120 }, (_, index) =>
        repository.add({
          firstName: 'Grace',
          lastName: 'Hopper',
          email: `grace${index}@example.com`,
          subject: `Question ${index}`,
          message: refused.has(index) ? 'nul \u0000 here' : `Message ${index}`,
          source: null,
        }),
      ),
    );
    results.forEach((result, index) => expect(result.status).toBe(refused.has(index) ? 'rejected' : 'fulfilled'));
    expect(await countRows(t.db, 'contact_messages')).toBe(120 - refused.size);
  });
});
