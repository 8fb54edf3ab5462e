import { describe, expect, it } from 'vitest';

import { ApiError, createApiClient, type KeyValueStorage, storageKeys } from '.';

/** A fetch that records each request and answers with the next of `answers`. */
function recordingFetch(...answers: Response[]) {
  const requests: Array<{ url: string; method: string; headers: Headers; body: unknown }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body });
    const answer = answers.shift();
    if (!answer) throw new Error('No answer left for this request');
    return answer;
  };
  return { fetch, requests };
}

const signedIn: KeyValueStorage = {
  getItem: (key) => (key === storageKeys.adminToken ? 'token-1' : null),
  setItem: () => {},
  removeItem: () => {},
};

const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });

const client = (...answers: Response[]) => {
  const recorder = recordingFetch(...answers);
  return {
    ...recorder,
    api: createApiClient({ baseUrl: 'http://api.test', storage: signedIn, fetch: recorder.fetch }),
  };
};

// The client's side of the contract, request by request (paths, query, methods, bodies, the token),
// against a recording fetch; api.test.ts runs the same calls against the real server.
describe('the mail client', () => {
  it('lists the outbox by page and state, with the total from X-Total-Count', async () => {
    const { api, requests } = client(json([], { headers: { 'X-Total-Count': '12' } }), json([]));
    await expect(api.mail.outbox({ state: 'failed', page: 2 })).resolves.toEqual({
      items: [],
      total: 12,
      page: 2,
      totalCapped: false,
    });
    await api.mail.outbox();
    expect(requests.map((request) => request.url)).toEqual([
      'http://api.test/api/mail/outbox?state=failed&page=2&pageSize=50',
      'http://api.test/api/mail/outbox?page=1&pageSize=50',
    ]);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('searches the outbox by recipient, the search trimmed, with the page and capped total the server said', async () => {
    const { api, requests } = client(
      json([], { headers: { 'X-Total-Count': '1000', 'X-Total-Capped': 'true', 'X-Page': '3' } }),
    );
    await expect(api.mail.outbox({ q: ' @example.com ', state: 'sent', page: 9 })).resolves.toEqual({
      items: [],
      total: 1000,
      page: 3,
      totalCapped: true,
    });
    expect(requests.map((request) => request.url)).toEqual([
      'http://api.test/api/mail/outbox?q=%40example.com&state=sent&page=9&pageSize=50',
    ]);
  });

  it('retries a mail with a bodiless POST, and carries the reason of a 409', async () => {
    const conflict = json(
      {
        statusCode: 409,
        error: 'Conflict',
        message: 'Only a failed or suppressed mail can be retried; this one is sent',
      },
      { status: 409 },
    );
    const { api, requests } = client(new Response(null, { status: 204 }), conflict);
    await api.mail.retry(7);
    const failure = await api.mail.retry(8).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      message: 'Only a failed or suppressed mail can be retried; this one is sent',
    });
    expect(requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: 'http://api.test/api/mail/outbox/7/retry', body: undefined },
      { method: 'POST', url: 'http://api.test/api/mail/outbox/8/retry', body: undefined },
    ]);
    expect(requests[0]!.headers.has('content-type')).toBe(false);
  });

  it('lists the suppression list by page, or looks one address up, with the total from X-Total-Count', async () => {
    const row = {
      addressHash: 'a1b2',
      reason: 'bounced',
      detail: '550 at RCPT TO',
      createdAt: '2026-11-21T09:00:00.000Z',
    };
    const { api, requests } = client(json([row], { headers: { 'X-Total-Count': '61' } }), json([]));
    await expect(api.mail.suppressions({ page: 2 })).resolves.toEqual({
      items: [row],
      total: 61,
      page: 2,
      totalCapped: false,
    });
    await api.mail.suppressions({ email: ' Lena@Example.de ' });
    expect(requests.map((request) => request.url)).toEqual([
      'http://api.test/api/mail/suppressions?page=2&pageSize=50',
      'http://api.test/api/mail/suppressions?email=Lena%40Example.de&page=1&pageSize=50',
    ]);
  });

  it('lifts a suppression by its hash with a bodiless DELETE, and carries the reason of a 404', async () => {
    const missing = json(
      { statusCode: 404, error: 'Not Found', message: 'This address is not on the suppression list' },
      { status: 404 },
    );
    const { api, requests } = client(new Response(null, { status: 204 }), missing);
    await api.mail.liftSuppression('a1b2');
    await expect(api.mail.liftSuppression('a1b2')).rejects.toMatchObject({
      status: 404,
      message: 'This address is not on the suppression list',
    });
    expect(requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'DELETE', url: 'http://api.test/api/mail/suppressions/a1b2', body: undefined },
      { method: 'DELETE', url: 'http://api.test/api/mail/suppressions/a1b2', body: undefined },
    ]);
  });

  it('reads the mail health', async () => {
    const health = { smtpConfigured: false, queued: 0, failed: 1, notConfigured: 4 };
    const { api, requests } = client(json(health));
    await expect(api.mail.health()).resolves.toEqual(health);
    expect(requests[0]!.url).toBe('http://api.test/api/mail/health');
  });

  it("reads a message's conversation and sends a reply as { body }", async () => {
    const reply = {
      id: 1,
      contactMessageId: 3,
      body: 'Yes, both currencies work.',
      sentBy: { name: 'Olivia Bennett', email: 'olivia@example.com' },
      createdAt: '2026-11-21T12:01:00.000Z',
      mailState: 'queued',
    };
    const { api, requests } = client(json([reply]), json(reply, { status: 201 }));
    await expect(api.mail.replies(3)).resolves.toEqual([reply]);
    await expect(api.mail.sendReply(3, 'Yes, both currencies work.')).resolves.toEqual(reply);
    expect(requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: 'http://api.test/api/contact/3/replies', body: undefined },
      { method: 'POST', url: 'http://api.test/api/contact/3/replies', body: { body: 'Yes, both currencies work.' } },
    ]);
    expect(requests[1]!.headers.get('content-type')).toBe('application/json');
  });

  it("reads the answers a message's sender sent back by mail", async () => {
    const answer = {
      id: 1,
      contactMessageId: 3,
      from: { name: 'José Okafor', email: 'jose@example.com' },
      body: 'Does it work for Portugal too?',
      automatic: false,
      receivedAt: '2026-11-22T09:30:00.000Z',
    };
    const { api, requests } = client(json([answer]));
    await expect(api.mail.answers(3)).resolves.toEqual([answer]);
    expect(requests.map(({ method, url }) => ({ method, url }))).toEqual([
      { method: 'GET', url: 'http://api.test/api/contact/3/answers' },
    ]);
  });

  it("rejects a refused reply with the server's message", async () => {
    const refused = json(
      { statusCode: 400, error: 'Bad Request', message: 'Reply is required' },
      { status: 400, statusText: 'Bad Request' },
    );
    const { api } = client(refused);
    await expect(api.mail.sendReply(3, ' ')).rejects.toMatchObject({ status: 400, message: 'Reply is required' });
  });
});
