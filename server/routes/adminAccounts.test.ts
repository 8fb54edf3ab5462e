import { describe, expect, it } from 'vitest';

import { type AuditEvent, PASSWORD_LINK_INVALID_MESSAGE, type UserAccount } from '@shared/contract';
import { ADMIN, databaseKinds, setupMailTestApp } from '@testing/server/harness';
import { ageFirstMail } from '../db/direct/outbox';
import { ageAuditEvents } from '../db/direct/users';

const SITE_URL = 'https://www.invoiceflow.test';

/**
 * The team and the audit trail through the real app, outbox and a real SMTP server on loopback: an
 * administrator added without a password sets one through the mailed link, once and within a day, and
 * what the administrators do is recorded, readable and never changeable through the API.
 */
describe.each(databaseKinds)('admin accounts on %s', (kind) => {
  const { t, smtp } = setupMailTestApp(kind, {
    config: { SITE_URL, ADMIN_PATH: '/backstage', AUDIT_RETENTION: '30d' },
  });
  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth, ...(payload ? { payload } : {}) });
  const deliver = () => t.app.mailWorker.passNow();
  const audit = async (query = '') => (await inject('GET', `/api/admin/audit${query}`)).json<AuditEvent[]>();
  const setPassword = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { token, password } });
  const addGrace = async () => {
    const added = await inject('POST', '/api/admin/users', {
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(added.statusCode).toBe(201);
    return added.json<UserAccount>();
  };
  /** The token of the set-password link in the newest mail to Grace. */
  const mailedToken = async (count = 1) => {
    const mails = await smtp.waitForMails(count);
    const mail = mails[count - 1]!;
    expect(mail.subject).toBe('Set your password for the InvoiceFlow admin portal');
    const link = new RegExp(`${SITE_URL}/backstage/set-password#token=([\\w.-]+)`).exec(String(mail.text));
    return link![1]!;
  };

  it('adds an administrator who sets a password through the mailed link, once, and signs in', async () => {
    const grace = await addGrace();
    expect(grace).toMatchObject({ isAdmin: true, passwordSet: false, twoFactorEnabled: false, lastSignInAt: null });
    // No password until she sets one: none signs in (the empty hash verifies nothing).
    for (const password of ['anything at all', ' ', 'scrypt$']) {
      const before = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'grace@example.com', password },
      });
      expect(before.statusCode).toBe(401);
    }
    await deliver();
    const token = await mailedToken();

    const set = await setPassword(token, 'grace chose this one');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ email: 'grace@example.com' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'grace@example.com', password: 'grace chose this one' },
    });
    expect(login.statusCode).toBe(200);
    const listed = (await inject('GET', '/api/admin/users')).json<UserAccount[]>();
    expect(listed.find((user) => user.email === 'grace@example.com')).toMatchObject({
      passwordSet: true,
      lastSignInAt: expect.any(String),
    });

    // The link worked once: someone who finds the mail later cannot choose her password again.
    const again = await setPassword(token, 'someone else now');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PASSWORD_LINK_INVALID_MESSAGE);
  });

  it('mails a new link to an account with a password as a reset, and its owner a notice once it is used', async () => {
    const grace = await addGrace();
    await deliver();
    expect((await setPassword(await mailedToken(), 'grace chose this one')).statusCode).toBe(200);
    expect((await inject('POST', `/api/admin/users/${grace.id}/password-link`)).statusCode).toBe(204);
    await deliver();
    const [, reset] = await smtp.waitForMails(2);
    expect(reset!.subject).toBe('Set a new password for the InvoiceFlow admin portal');
    const token = new RegExp(`/backstage/set-password#token=([\\w.-]+)`).exec(String(reset!.text))![1]!;
    expect((await setPassword(token, 'grace changed it')).statusCode).toBe(200);
    await deliver();
    const [, , notice] = await smtp.waitForMails(3);
    expect(notice!.subject).toBe('Your InvoiceFlow admin account: your password was changed');
    expect(String(notice!.text)).toContain(
      'Your password was changed for your administrator account (grace@example.com)',
    );
  });

  it('kills the link of an account whose access was removed, and sends none to it', async () => {
    const grace = await addGrace();
    await deliver();
    const token = await mailedToken();
    expect((await inject('PATCH', `/api/admin/users/${grace.id}/admin-status`, { isAdmin: false })).statusCode).toBe(
      200,
    );
    expect((await setPassword(token, 'grace chose this one')).json().message).toBe(PASSWORD_LINK_INVALID_MESSAGE);
    const refused = await inject('POST', `/api/admin/users/${grace.id}/password-link`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This account has no admin access: restore it first');
  });

  it('refuses a link after its 24 hours, and a new one sent from the team screen works', async () => {
    const grace = await addGrace();
    // Queued 25 hours ago: its link was valid until an hour ago.
    await ageFirstMail(t.db, 25 * 3600);
    await deliver();
    const first = await mailedToken();
    expect((await setPassword(first, 'too late for this')).json().message).toBe(PASSWORD_LINK_INVALID_MESSAGE);
    expect((await inject('POST', `/api/admin/users/${grace.id}/password-link`)).statusCode).toBe(204);
    await deliver();
    const second = await mailedToken(2);
    expect((await setPassword(second, 'in time this time')).statusCode).toBe(200);
    // A changed token is not a link of ours.
    expect((await setPassword(`${second.slice(0, -1)}x`, 'in time this time')).statusCode).toBe(400);
  });

  it('drops a set-password mail still queued when the password was set meanwhile: its link would not work', async () => {
    const grace = await addGrace();
    await deliver();
    const token = await mailedToken();
    // A second link asked for while the first is used: the password is set before the second goes out.
    expect((await inject('POST', `/api/admin/users/${grace.id}/password-link`)).statusCode).toBe(204);
    expect((await setPassword(token, 'grace chose this one')).statusCode).toBe(200);
    await deliver();
    expect(smtp.received).toHaveLength(1);
  });

  it('records an export, a delete and a status change with who and when, and no way to change them', async () => {
    await t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email: 'zoe@example.com' } });
    await t.app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      payload: { firstName: 'Zoë', lastName: 'B', email: 'zoe@example.com', subject: 'Hi', message: 'Secret words' },
    });
    expect((await inject('GET', '/api/waitlist/export')).statusCode).toBe(200);
    expect((await inject('DELETE', '/api/waitlist/1')).statusCode).toBe(204);
    expect((await inject('PATCH', '/api/webpage/contact/1/status', { status: 'Resolved' })).statusCode).toBe(204);
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...ADMIN, password: 'wrong password!' } });

    const events = await audit();
    const actor = { id: expect.any(Number), name: 'Ada Lovelace', email: ADMIN.email };
    expect(events.slice(0, 4)).toEqual([
      // Whoever typed the wrong password is not Ada: her account is what was tried, not who acted.
      expect.objectContaining({
        action: 'sign_in_failed',
        actor: null,
        targetType: 'user',
        targetIds: ['1'],
        detail: 'wrong password',
      }),
      expect.objectContaining({ action: 'status_change', actor, targetType: 'contact', targetIds: ['1'] }),
      expect.objectContaining({ action: 'delete', actor, targetType: 'waitlist', targetIds: ['1'] }),
      expect.objectContaining({ action: 'export', actor, targetType: 'waitlist' }),
    ]);
    for (const event of events) expect(Date.parse(event.at)).not.toBeNaN();
    // Counts and ids, never anybody's words or address.
    const body = JSON.stringify(events);
    expect(body).not.toContain('Secret words');
    expect(body).not.toContain('zoe@example.com');
    expect((await audit('?action=delete')).map((event) => event.action)).toEqual(['delete']);
    expect(await audit('?actorId=999')).toEqual([]);
    expect((await inject('GET', '/api/admin/audit?action=nonsense')).statusCode).toBe(400);

    const csv = await inject('GET', '/api/admin/audit/export?action=delete');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(csv.body).toContain('Deleted');

    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await inject(method, '/api/admin/audit', {})).statusCode).toBe(404);
      expect((await inject(method, `/api/admin/audit/${events[0]!.id}`, {})).statusCode).toBe(404);
    }
  });

  it('forgets entries older than AUDIT_RETENTION', async () => {
    expect((await inject('GET', '/api/waitlist/export')).statusCode).toBe(200);
    await ageAuditEvents(t.db, 31);
    expect((await inject('GET', '/api/contact/export')).statusCode).toBe(200);
    await deliver();
    expect((await audit()).map((event) => `${event.action} ${event.targetType}`)).toEqual(['export contact']);
  });
});
