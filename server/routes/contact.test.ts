import { describe, expect, it } from 'vitest';

import type { ContactStatus } from '@shared/contract';
import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { seedMessages } from '../db/direct/contact';

const message = {
  firstName: ' Grace ',
  lastName: 'Hopper ',
  email: ' grace@example.com',
  subject: ' Invoices in euros? ',
  message: ' Can I bill clients in EUR and USD? ',
  source: 'website',
};

describe.each(databaseKinds)('contact API on %s', (kind) => {
  const now = new Date('2026-03-18T10:00:00Z');
  const t = setupTestApp(kind, { now: () => now });

  const send = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/webpage/contact', payload: payload as object });
  const list = async () =>
    (await t.app.inject({ url: '/api/webpage/contact?page=1&pageSize=50', headers: t.auth })).json();
  const patch = (id: number | string, action: string, payload?: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/webpage/contact/${id}/${action}`, headers: t.auth, payload });

  it('stores a trimmed message as New, unread and not replied, answering 201', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    const [stored] = await list();
    expect(stored).toEqual({
      id: expect.any(Number),
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      subject: 'Invoices in euros?',
      message: 'Can I bill clients in EUR and USD?',
      status: 'New',
      createdAt: expect.any(String),
      // Its sender waits from the moment it came.
      waitingSince: stored!.createdAt,
      isRead: false,
      isReplied: false,
      adminNotes: null,
      source: 'website',
    });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['subject', 'Subject is required'],
    ['message', 'Message is required'],
  ])('answers 400 when %s is missing or blank, storing nothing', async (field, expected) => {
    for (const value of [undefined, '   ']) {
      const response = await send({ ...message, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(expected);
    }
    expect(await list()).toEqual([]);
  });

  it('answers 400 for an invalid e-mail and an over-long message', async () => {
    expect((await send({ ...message, email: 'grace@' })).json().message).toBe('Email must be a valid e-mail address');
    const long = await send({ ...message, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Message must be at most 5000 characters');
  });

  it('marks read and replied as separate flags; replied is one-way', async () => {
    await send(message);
    const [{ id }] = await list();
    expect((await patch(id, 'read')).statusCode).toBe(204);
    expect(await list()).toMatchObject([{ isRead: true, isReplied: false }]);
    expect((await patch(id, 'replied')).statusCode).toBe(204);
    expect((await patch(id, 'replied')).statusCode).toBe(204);
    expect(await list()).toMatchObject([{ isRead: true, isReplied: true }]);
  });

  it('sets any of the four statuses in any order and refuses others', async () => {
    await send(message);
    const [{ id }] = await list();
    for (const status of ['Resolved', 'New', 'Closed', 'InProgress']) {
      expect((await patch(id, 'status', { status })).statusCode).toBe(204);
      expect(await list()).toMatchObject([{ status }]);
    }
    const bad = await patch(id, 'status', { status: 'Archived' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be one of New, InProgress, Resolved, Closed');
    expect(await list()).toMatchObject([{ status: 'InProgress' }]);
  });

  it('saves and clears admin notes', async () => {
    await send(message);
    const [{ id }] = await list();
    expect((await patch(id, 'notes', { notes: 'Replied by phone.' })).statusCode).toBe(204);
    expect(await list()).toMatchObject([{ adminNotes: 'Replied by phone.' }]);
    expect((await patch(id, 'notes', { notes: '' })).statusCode).toBe(204);
    expect(await list()).toMatchObject([{ adminNotes: null }]);
    expect((await patch(id, 'notes', { notes: 7 })).json().message).toBe('notes must be text');
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    for (const action of ['read', 'replied']) {
      const missing = await patch(999, action);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No contact message with id 999');
    }
    expect((await patch(999, 'status', { status: 'Closed' })).statusCode).toBe(404);
    expect((await patch(999, 'notes', { notes: 'x' })).statusCode).toBe(404);
    const bad = await patch('abc', 'read');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id must be a positive whole number');
  });

  it('answers one message by its id as the list shows it, 404 once it is gone, for administrators only', async () => {
    await send(message);
    await send({ ...message, firstName: 'Alan', email: 'alan@example.com' });
    const [alan, grace] = await list();
    const one = (id: number | string, headers: Record<string, string> = t.auth) =>
      t.app.inject({ url: `/api/webpage/contact/${id}`, headers });

    const found = await one(grace.id);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(grace);
    expect((await one(alan.id)).json()).toEqual(alan);
    // Revalidatable, as the list: the open dialog asks again while it is shown.
    const again = await one(grace.id, { ...t.auth, 'if-none-match': found.headers.etag as string });
    expect(again.statusCode).toBe(304);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/contact/${grace.id}`, headers: t.auth })).statusCode,
    ).toBe(204);
    const gone = await one(grace.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`No contact message with id ${grace.id}`);
    const bad = await one('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id must be a positive whole number');
    expect((await one(alan.id, {})).statusCode).toBe(401);
    // The stats keep their own address.
    expect((await one('stats')).json()).toHaveProperty('totalMessages');
  });

  it('reports stats with exactly the fields of the spec', async () => {
    const insert = (createdAt: string, status: ContactStatus, source: string | null) =>
      seedMessages(t.db, [
        {
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.com',
          subject: 'S',
          message: 'M',
          status,
          source,
          createdAt,
        },
      ]);
    await insert('2026-03-18T08:00:00Z', 'New', 'website');
    await insert('2026-03-17T08:00:00Z', 'New', 'website');
    await insert('2026-03-10T08:00:00Z', 'InProgress', null);
    await insert('2026-01-10T08:00:00Z', 'Resolved', 'website');
    await insert('2026-01-09T08:00:00Z', 'Closed', 'website');
    const response = await t.app.inject({ url: '/api/webpage/contact/stats', headers: t.auth });
    expect(response.json()).toEqual({
      totalMessages: 5,
      newMessages: 2,
      inProgressMessages: 1,
      resolvedMessages: 1,
      todayMessages: 1,
      weekMessages: 2,
      monthMessages: 3,
      unreadMessages: 5,
      awaitingReply: 5,
      oldestAwaitingReplyAt: '2026-01-09T08:00:00.000Z',
      statusBreakdown: { New: 2, InProgress: 1, Resolved: 1, Closed: 1 },
      sourceBreakdown: { website: 4, direct: 1 },
      // The last one stored, whatever its date.
      newestId: 5,
      timeZone: 'UTC',
    });
  });

  it('searches and filters the admin list at /api/contact', async () => {
    await send(message);
    await send({ ...message, firstName: 'Alan', email: 'alan@example.com', subject: 'Bug report' });
    const [alan] = await list();
    await patch(alan.id, 'read');
    const subjects = async (query: string) =>
      (await t.app.inject({ url: `/api/contact?${query}`, headers: t.auth }))
        .json()
        .map((m: { subject: string }) => m.subject);
    expect(await subjects('q=bug')).toEqual(['Bug report']);
    expect(await subjects('isRead=false')).toEqual(['Invoices in euros?']);
    expect(await subjects('status=New&sort=oldest')).toEqual(['Invoices in euros?', 'Bug report']);
    const bad = await t.app.inject({ url: '/api/contact?status=Nope', headers: t.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('exports messages as CSV', async () => {
    await send({ ...message, message: 'Line one\nline two, with "quotes"' });
    const response = await t.app.inject({ url: '/api/contact/export', headers: t.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      response.body.startsWith(
        '\uFEFFId,First Name,Last Name,Email,Subject,Message,Status,Read,Replied,Admin Notes,Source,Created At (UTC)\r\n',
      ),
    ).toBe(true);
    const [sent] = (await t.app.inject({ url: '/api/contact', headers: t.auth })).json();
    expect(response.body).toContain(
      `\r\n${sent.id},Grace,Hopper,grace@example.com,Invoices in euros?,"Line one\nline two, with ""quotes""",New,no,no,,website,`,
    );
  });
});
