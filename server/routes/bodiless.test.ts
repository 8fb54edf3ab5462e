import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { beforeAll, describe, expect, it } from 'vitest';

import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { countRows } from '../db/direct/tables';

/**
 * The shared HTTP helper (docs/product.md §7) sends `Content-Type: application/json` and the bearer token on every
 * call, with or without a body. Bodiless calls sent that way (PATCH …/read, PATCH …/replied, DELETE) must
 * work; bodies that are there must still be parsed, with the same refusals as before.
 */
const JSON_HEADERS = ['application/json', 'application/json; charset=utf-8'];

const run = promisify(execFile);

/** A call made with curl, a client outside Node: status and body. */
async function curl(url: string, method: string, headers: Record<string, string>) {
  const args = ['--silent', '--show-error', '--max-time', '10', '--request', method, '--write-out', '\n%{http_code}'];
  for (const [name, value] of Object.entries(headers)) args.push('--header', `${name}: ${value}`);
  const { stdout } = await run('curl', [...args, url]);
  const split = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(split + 1)), body: stdout.slice(0, split) };
}

describe.each(databaseKinds)('bodiless calls sent with JSON headers on %s', (kind) => {
  const t = setupTestApp(kind);
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const sendMessage = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      payload: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', subject: 'Hi', message: 'Hello' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const flags = async (id: number) => {
    const messages = (await t.app.inject({ url: '/api/contact', headers: t.auth })).json<
      Array<{ id: number; isRead: boolean; isReplied: boolean }>
    >();
    const { isRead, isReplied } = messages.find((message) => message.id === id)!;
    return { isRead, isReplied };
  };

  describe.each(JSON_HEADERS)('Content-Type: %s', (contentType) => {
    it.each([
      ['without Content-Length', {}],
      ['with Content-Length: 0', { 'content-length': '0' }],
    ])('marks a message read and replied through inject, %s', async (_case, length) => {
      const id = await sendMessage();
      const headers = { ...t.auth, 'content-type': contentType, ...length };
      for (const action of ['read', 'replied']) {
        const response = await t.app.inject({ method: 'PATCH', url: `/api/webpage/contact/${id}/${action}`, headers });
        expect(response.statusCode, response.body).toBe(204);
      }
      expect(await flags(id)).toEqual({ isRead: true, isReplied: true });
    });

    it('marks a message read and replied, and deletes rows, over real HTTP (curl) with and without Content-Length: 0', async () => {
      const headers = { 'Content-Type': contentType, Authorization: t.auth.authorization };
      const lengths: Array<Record<string, string>> = [{}, { 'Content-Length': '0' }];
      for (const length of lengths) {
        const id = await sendMessage();
        expect(await curl(`${baseUrl}/api/webpage/contact/${id}/read`, 'PATCH', { ...headers, ...length })).toEqual({
          status: 204,
          body: '',
        });
        expect(await flags(id)).toEqual({ isRead: true, isReplied: false });
        expect(await curl(`${baseUrl}/api/webpage/contact/${id}/replied`, 'PATCH', { ...headers, ...length })).toEqual({
          status: 204,
          body: '',
        });
        expect(await flags(id)).toEqual({ isRead: true, isReplied: true });
        expect((await curl(`${baseUrl}/api/contact/${id}`, 'DELETE', { ...headers, ...length })).status).toBe(204);
        expect((await t.app.inject({ url: '/api/contact', headers: t.auth })).json()).toEqual([]);
      }
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/webpage/waitlist',
        payload: { email: 'curl@example.com' },
      });
      const entry = joined.json<{ id: number }>().id;
      expect((await curl(`${baseUrl}/api/waitlist/${entry}`, 'DELETE', headers)).status).toBe(204);
      // A GET sent the same way (the helper does that too) is unaffected.
      const stats = await curl(`${baseUrl}/api/webpage/waitlist/stats`, 'GET', headers);
      expect(stats.status).toBe(200);
      expect(JSON.parse(stats.body)).toMatchObject({ totalEntries: 0 });
    });
  });

  it('answers an empty body where one is needed with a 400 naming what to send, not a 5xx', async () => {
    for (const url of ['/api/webpage/waitlist', '/api/webpage/contact']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Request body must be a JSON object',
      });
    }
    const id = await sendMessage();
    const status = await curl(`${baseUrl}/api/webpage/contact/${id}/status`, 'PATCH', {
      'Content-Type': 'application/json',
      Authorization: t.auth.authorization,
    });
    expect(status.status).toBe(400);
    expect(JSON.parse(status.body)).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('still parses bodies that are there, over real HTTP', async () => {
    const id = await sendMessage();
    const response = await fetch(`${baseUrl}/api/webpage/contact/${id}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json; charset=utf-8', authorization: t.auth.authorization },
      body: JSON.stringify({ status: 'Resolved' }),
    });
    expect(response.status).toBe(204);
    const [stored] = (await t.app.inject({ url: '/api/contact', headers: t.auth })).json();
    expect(stored).toMatchObject({ id, status: 'Resolved' });
  });

  it('still refuses prototype poisoning, malformed JSON and foreign charsets, storing nothing', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', headers: { 'content-type': contentType }, payload });
    for (const payload of [
      '{"email":"proto@example.com","__proto__":{"isAdmin":true}}',
      '{"email":"ctor@example.com","constructor":{"prototype":{"polluted":true}}}',
      '{"email": ',
      ' ',
    ]) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message).toBe('The request body is not valid JSON');
    }
    // An empty body in another charset is still refused for its charset, as any body is.
    expect((await post('', 'application/json; charset=latin1')).statusCode).toBe(415);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await countRows(t.db, 'waitlist_entries')).toBe(0);
  });
});
