import { describe, expect, it } from 'vitest';

import { databaseKinds, setupTestApp } from '@testing/server/harness';
import { countRows } from '../db/direct/tables';

const LIMIT = 20;
const WAVE = 5000;
/** Requests in flight at once: a bot's bursts, bounded so the test stays light on a shared machine. */
const CONCURRENCY = 250;

const endpoints = [
  {
    url: '/api/webpage/waitlist',
    table: 'waitlist_entries' as const,
    body: (n: number) => ({ email: `bot-${n}@example.com` }),
  },
  {
    url: '/api/webpage/contact',
    table: 'contact_messages' as const,
    body: (n: number) => ({
      firstName: 'B',
      lastName: 'Ot',
      email: `bot-${n}@example.com`,
      subject: 'Hi',
      message: 'Spam',
    }),
  },
];

describe.each(databaseKinds)('a bot wave from one address on %s', (kind) => {
  const t = setupTestApp(kind, { config: { RATE_LIMIT_PUBLIC: String(LIMIT) } });

  /** Sends `WAVE` POSTs spread over both public forms; answers the status codes and the time taken. */
  async function wave(headersOf: (n: number) => { remoteAddress: string; headers?: Record<string, string> }) {
    const started = performance.now();
    const statuses: Record<string, number[]> = Object.fromEntries(endpoints.map((endpoint) => [endpoint.url, []]));
    for (let first = 0; first < WAVE; first += CONCURRENCY) {
      const chunk = Array.from({ length: Math.min(CONCURRENCY, WAVE - first) }, (_, offset) => first + offset);
      const responses = await Promise.all(
        chunk.map((n) => {
          const endpoint = endpoints[n % endpoints.length]!;
          return t.app
            .inject({ method: 'POST', url: endpoint.url, payload: endpoint.body(n), ...headersOf(n) })
            .then((response) => ({ endpoint, response }));
        }),
      );
      for (const { endpoint, response } of responses) {
        statuses[endpoint.url]!.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
          expect(response.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
        }
      }
    }
    return { statuses, ms: performance.now() - started };
  }

  const expectLimited = async ({ statuses, ms }: Awaited<ReturnType<typeof wave>>) => {
    for (const endpoint of endpoints) {
      const answered = statuses[endpoint.url]!;
      expect(answered).toHaveLength(WAVE / endpoints.length);
      expect(answered.filter((status) => status === 201)).toHaveLength(LIMIT);
      expect(answered.filter((status) => status === 429)).toHaveLength(answered.length - LIMIT);
      expect(await countRows(t.db, endpoint.table)).toBe(LIMIT);
    }
    console.info(`${kind}: ${WAVE} POSTs answered in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(25_000);
  };

  it(`stores at most ${LIMIT} rows per form and answers the rest 429 with Retry-After`, async () => {
    await expectLimited(await wave(() => ({ remoteAddress: '203.0.113.66' })));
  });

  it('lets a simultaneous burst within the limit through, all of it', async () => {
    const burst = await Promise.all(
      Array.from({ length: LIMIT + 1 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/webpage/waitlist',
          remoteAddress: '203.0.113.68',
          payload: { email: `burst-${n}@example.com` },
        }),
      ),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(201), 429]);
  });

  it('is not fooled by a forged X-Forwarded-For when no proxy is trusted', async () => {
    await expectLimited(
      await wave((n) => ({
        remoteAddress: '203.0.113.67',
        headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      })),
    );
  });
});

describe('a bot wave behind a trusted proxy', () => {
  const t = setupTestApp('pglite', { config: { RATE_LIMIT_PUBLIC: String(LIMIT), TRUST_PROXY: '10.0.0.1' } });

  it('limits the client the proxy names, not the proxy', async () => {
    const statuses = [];
    for (let n = 0; n < 60; n++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webpage/waitlist',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.77' },
        payload: { email: `proxied-bot-${n}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(await countRows(t.db, 'waitlist_entries')).toBe(LIMIT);
  });
});
