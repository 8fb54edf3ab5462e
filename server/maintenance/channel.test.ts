import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { createTestDatabase } from '@testing/server/harness';
import { CHANNEL_FILE_NAME, type ChannelAddress, openMaintenanceChannel } from './channel';

describe('the maintenance channel (db:backup, db:vacuum)', () => {
  it("answers only with the token from a file that only the server's user may read", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'invoiceflow-channel-'));
    const database = await createTestDatabase('pglite');
    const logged: string[] = [];
    const log = { info: (_fields: object, message: string) => logged.push(message), warn: () => {} };
    const channel = await openMaintenanceChannel(dataDir, database.db, log);
    try {
      const file = join(dataDir, CHANNEL_FILE_NAME);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const { port, token } = JSON.parse(await readFile(file, 'utf8')) as ChannelAddress;
      const ask = (path: string, authorization?: string) =>
        fetch(`http://127.0.0.1:${port}${path}`, {
          method: 'POST',
          headers: authorization ? { authorization } : {},
        });

      for (const wrong of [undefined, 'Bearer guessed', `Bearer ${token.slice(1)}x`]) {
        expect((await ask('/vacuum', wrong)).status).toBe(401);
      }
      expect(logged).toEqual([]);
      const vacuum = await ask('/vacuum', `Bearer ${token}`);
      expect(vacuum.status).toBe(200);
      expect(await vacuum.json()).toEqual({ durationMs: expect.any(Number) });
      expect(logged).toEqual([
        expect.stringMatching(/^VACUUM ANALYZE of the embedded database took \d+ ms \(db:vacuum\)$/),
      ]);
      expect((await ask('/drop-everything', `Bearer ${token}`)).status).toBe(404);
    } finally {
      await channel.close();
      await database.drop();
    }
    // Gone with the server: a command then opens DATA_DIR itself.
    expect(existsSync(join(dataDir, CHANNEL_FILE_NAME))).toBe(false);
    await rm(dataDir, { recursive: true, force: true });
  });
});
