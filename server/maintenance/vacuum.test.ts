import { describe, expect, it } from 'vitest';

import { createTestDatabase } from '@testing/server/harness';
import { waitFor } from '@testing/server/processes';
import { scheduleVacuum } from './vacuum';

describe('VACUUM ANALYZE of the embedded database', () => {
  it('runs soon after a start, then on a schedule, each run logged with its duration', async () => {
    const database = await createTestDatabase('pglite');
    const lines: Array<{ fields: object; message: string }> = [];
    const log = { info: (fields: object, message: string) => lines.push({ fields, message }), warn: () => {} };
    const stop = scheduleVacuum(database.db, log, { firstAfterMs: 20, everyMs: 20 });
    try {
      await waitFor('two runs', async () => (lines.length >= 2 ? true : undefined));
    } finally {
      stop();
      await database.drop();
    }
    for (const { fields, message } of lines.slice(0, 2)) {
      expect(fields).toEqual({ durationMs: expect.any(Number), trigger: 'schedule' });
      expect(message).toMatch(/^VACUUM ANALYZE of the embedded database took \d+ ms \(schedule\)$/);
    }
  });
});
