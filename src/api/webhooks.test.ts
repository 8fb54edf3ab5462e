import { describe, expect, it } from 'vitest';

import { createApiClient, type KeyValueStorage, storageKeys } from '.';

/** A fetch that records each request and answers with the next of `answers`. */
function recordingFetch(...answers: Response[]) {
  const requests: Array<{ url: string; method: string; headers: Headers }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers) });
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

describe('the webhook client', () => {
  it('lists the events by page, state and type, with the total and page the server said', async () => {
    const { api, requests } = client(json([], { headers: { 'X-Total-Count': '7', 'X-Page': '1' } }), json([]));
    await expect(api.webhooks.events({ state: 'failed', type: 'contact.received', page: 3 })).resolves.toEqual({
      items: [],
      total: 7,
      page: 1,
      totalCapped: false,
    });
    await api.webhooks.events();
    expect(requests.map((request) => request.url)).toEqual([
      'http://api.test/api/webhooks?state=failed&type=contact.received&page=3&pageSize=50',
      'http://api.test/api/webhooks?page=1&pageSize=50',
    ]);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('reads the status, and retries an event by its id', async () => {
    const status = { configured: true, host: 'hooks.example.com', queued: 1, failed: 2 };
    const { api, requests } = client(json(status), new Response(null, { status: 204 }));
    await expect(api.webhooks.status()).resolves.toEqual(status);
    await api.webhooks.retry(12);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://api.test/api/webhooks/status',
      'POST http://api.test/api/webhooks/12/retry',
    ]);
  });
});
