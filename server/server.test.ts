import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from './config';
import { startServer } from './server';

describe('a server restarted on the same data dir', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'invoiceflow-restart-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const config = () => loadConfig({ DATA_DIR: dataDir, PORT: '0', SITE_DIR: '/nonexistent', LOG_LEVEL: 'silent' });

  it('keeps sign-ups, the administrator and sessions', async () => {
    const first = await startServer(config(), { logger: false });
    expect(first.firstAdmin).toEqual({
      email: 'admin@invoiceflow.local',
      password: expect.stringMatching(/^[\w-]{24}$/),
    });
    const password = first.firstAdmin!.password!;
    const joined = await fetch(`${first.url}/api/webpage/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'persisted@example.com', source: 'website' }),
    });
    expect(joined.status).toBe(201);
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@invoiceflow.local', password }),
    });
    const { token } = (await login.json()) as { token: string };
    await first.close();

    const second = await startServer(config(), { logger: false });
    try {
      // No second administrator, no new password printed.
      expect(second.firstAdmin).toBeNull();
      // The session signed before the restart still works: the generated secret was kept.
      const list = await fetch(`${second.url}/api/webpage/waitlist?page=1&pageSize=50`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.status).toBe(200);
      expect(((await list.json()) as Array<{ email: string }>).map((entry) => entry.email)).toEqual([
        'persisted@example.com',
      ]);
    } finally {
      await second.close();
    }
  });
});
