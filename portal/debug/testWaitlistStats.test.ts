import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { adminToken, debugHandlers, debugStats } from '@testing/mocks/authHandlers';
import { type KeyValueStorage, storageKeys } from '@/api';
import { testWaitlistStats } from './testWaitlistStats';

// The same handlers the stories use; the `stats` one answers only when the stored token is sent.
const server = setupServer(debugHandlers.stats);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const withToken = (token: string | null): KeyValueStorage => ({
  getItem: (key) => (key === storageKeys.adminToken ? token : null),
  setItem: () => {},
  removeItem: () => {},
});

describe('the System Debug test of the waitlist stats endpoint', () => {
  it('prints the raw JSON answer, sending the stored token as a bearer header', async () => {
    const printed = await testWaitlistStats(withToken(adminToken));
    expect(printed).toBe(JSON.stringify(debugStats, null, 2));
  });

  it('prints "Error: <status> <statusText>" for a refused call', async () => {
    expect(await testWaitlistStats(withToken(null))).toBe('Error: 401 Unauthorized');
    server.use(debugHandlers.serverError);
    expect(await testWaitlistStats(withToken(adminToken))).toBe('Error: 500 Internal Server Error');
  });

  it('prints "Fetch error: <message>" when there is no answer', async () => {
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('NetworkError when attempting to fetch'));
    expect(await testWaitlistStats(withToken(adminToken), offline)).toBe(
      'Fetch error: NetworkError when attempting to fetch',
    );
    server.use(debugHandlers.networkError);
    expect(await testWaitlistStats(withToken(adminToken))).toMatch(/^Fetch error: \S/);
  });

  it('calls the endpoint with a plain GET and the bearer header', async () => {
    const fetchStub = vi.fn<typeof fetch>().mockResolvedValue(Response.json(debugStats));
    await testWaitlistStats(withToken('token-9'), fetchStub);
    expect(fetchStub).toHaveBeenCalledWith('/api/webpage/waitlist/stats', {
      headers: { Authorization: 'Bearer token-9' },
    });
  });
});
