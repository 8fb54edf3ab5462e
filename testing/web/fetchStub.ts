import { vi } from 'vitest';

/**
 * For unit tests: answers of the waitlist endpoint, as the real server gives them (see
 * server/routes), for a stubbed `fetch` under the real service layer.
 */
export type StubAnswer = { status: number; body?: unknown } | 'network';

export const answers = {
  created: (id = 101): StubAnswer => ({ status: 201, body: { id } }),
  duplicate: {
    status: 409,
    body: { statusCode: 409, error: 'Conflict', message: 'This email already exists on the waitlist' },
  },
  conflict: { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Conflicting sign-up' } },
  invalid: {
    status: 400,
    body: { statusCode: 400, error: 'Bad Request', message: 'Email must be a valid e-mail address' },
  },
  tooLong: {
    status: 400,
    body: { statusCode: 400, error: 'Bad Request', message: 'Name must be at most 100 characters' },
  },
  rateLimited: { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' } },
  serverError: { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' } },
  unavailable: { status: 503 },
  network: 'network',
} satisfies Record<string, StubAnswer | ((id?: number) => StubAnswer)>;

const toResponse = (answer: StubAnswer): Response => {
  if (answer === 'network') throw new TypeError('Failed to fetch');
  return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: answer.body === undefined ? {} : { 'content-type': 'application/json' },
  });
};

/**
 * Replaces the global `fetch`: each call takes the next answer (the last one repeats). An answer may
 * be a promise, to hold the request open. Returns the mock, whose calls are the requests sent.
 */
export function stubFetch(...queue: Array<StubAnswer | Promise<StubAnswer>>) {
  const mock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (next === undefined) throw new Error('stubFetch: no answer queued');
    return toResponse(await next);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON bodies the stubbed `fetch` was sent. */
export const sentBodies = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
