import { describe, expect, it } from 'vitest';

import { type ContactStatus, SENDER_OTHER_MESSAGES_LIMIT } from '@shared/contract';
import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { type SeededMessage, seedMessages } from '../db/direct/contact';
import { seedSignUps, setLaunchState } from '../db/direct/waitlist';

/** A message from `email`, written on `createdAt`, about `subject`, in `status`. */
const messageFrom = (
  email: string,
  createdAt: string,
  subject = `Written ${createdAt}`,
  status: ContactStatus = 'New',
): SeededMessage => ({ firstName: 'Grace', lastName: 'Hopper', email, subject, message: 'Hello', createdAt, status });

describe.each(databaseKinds)('the sender of a message on %s', (kind) => {
  const t = setupTestApp(kind);

  const senderOf = (id: number | string) => t.app.inject({ url: `/api/webpage/contact/${id}/sender`, headers: t.auth });

  it('lists the other messages from the same address in any case, newest first, with their count', async () => {
    const [opened, older, , newer] = await seedMessages(t.db, [
      messageFrom('grace@example.com', '2026-03-10T09:00:00Z', 'The one opened'),
      messageFrom('Grace@Example.com', '2026-01-05T09:00:00Z', 'An older one'),
      messageFrom('ada@example.com', '2026-03-01T09:00:00Z'),
      messageFrom('GRACE@EXAMPLE.COM', '2026-03-12T09:00:00Z', 'A newer one', 'Resolved'),
      messageFrom('grace@example.org', '2026-03-11T09:00:00Z'),
    ]);
    const response = await senderOf(opened!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      otherMessages: [
        { id: newer, subject: 'A newer one', status: 'Resolved', createdAt: '2026-03-12T09:00:00.000Z' },
        { id: older, subject: 'An older one', status: 'New', createdAt: '2026-01-05T09:00:00.000Z' },
      ],
      otherMessageCount: 2,
      waitlist: null,
    });
    // Seen from the newer one, the opened message is one of the others.
    expect((await senderOf(newer!)).json().otherMessages.map((message: { id: number }) => message.id)).toEqual([
      opened,
      older,
    ]);
  });

  it(`lists the newest ${SENDER_OTHER_MESSAGES_LIMIT} of many others and counts them all`, async () => {
    const days = Array.from({ length: 13 }, (_, day) => `2026-02-${String(day + 1).padStart(2, '0')}T12:00:00Z`);
    const ids = await seedMessages(
      t.db,
      days.map((day) => messageFrom('grace@example.com', day)),
    );
    const body = (await senderOf(ids[0]!)).json();
    expect(body.otherMessageCount).toBe(12);
    expect(body.otherMessages.map((message: { id: number }) => message.id)).toEqual(ids.slice(3).reverse());
  });

  it('says nothing else when the sender wrote once and is not on the waitlist', async () => {
    await seedSignUps(t.db, [{ email: 'ada@example.com' }]);
    const [id] = await seedMessages(t.db, [messageFrom('grace@example.com', '2026-03-10T09:00:00Z')]);
    expect((await senderOf(id!)).json()).toEqual({ otherMessages: [], otherMessageCount: 0, waitlist: null });
  });

  it('names their waitlist sign-up in any case: when they joined, and whether they were invited', async () => {
    const [, invited] = await seedSignUps(t.db, [
      { email: 'Grace@Example.com', createdAt: '2026-02-01T08:30:00Z' },
      { email: 'ada@example.com', createdAt: '2026-01-15T10:00:00Z' },
    ]);
    await setLaunchState(t.db, invited!, { status: 'invited' });
    const [fromGrace, fromAda] = await seedMessages(t.db, [
      messageFrom('grace@example.com', '2026-03-10T09:00:00Z'),
      messageFrom('ADA@example.com', '2026-03-11T09:00:00Z'),
    ]);
    expect((await senderOf(fromGrace!)).json().waitlist).toEqual({
      joinedAt: '2026-02-01T08:30:00.000Z',
      status: 'waiting',
      invitedAt: null,
    });
    expect((await senderOf(fromAda!)).json().waitlist).toEqual({
      joinedAt: '2026-01-15T10:00:00.000Z',
      status: 'invited',
      invitedAt: expect.any(String),
    });
  });

  it('answers 404 for a message that is not there and 400 for an id that is not a number', async () => {
    const missing = await senderOf(999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No contact message with id 999');
    const bad = await senderOf('grace');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id must be a positive whole number');
  });
});
