import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  adminToken,
  buildServerBundle,
  Cleanup,
  type CommandResult,
  compareStored,
  describeCounts,
  report,
  runBundledCommand,
  sendSignUps,
  startServerProcess,
  tally,
  tempDir,
  waitlistThroughApi,
} from '@testing/server/processes';

/**
 * Guarantee (docs/operations.md, "Backups and restore"; ADR 0023): `db:backup` taken from the embedded
 * database while the server keeps acknowledging sign-ups, restored with `db:restore` into a new DATA_DIR
 * and started, holds every sign-up acknowledged (201) before the backup began, each once with its id.
 */
const CONCURRENCY = 8;
/** Answers before the backup starts; sign-ups go on until it has finished. */
const BACKUP_AFTER_ANSWERS = 400;

const cleanup = new Cleanup();
let entry: string;

beforeAll(async () => {
  entry = await buildServerBundle(cleanup);
});
afterAll(() => cleanup.run());

describe('a backup of the embedded database taken under a sign-up load', () => {
  it(
    'restored into a new DATA_DIR and started, holds every sign-up acknowledged before it began',
    { timeout: 120_000 },
    async () => {
      const dataDir = await tempDir(cleanup);
      const server = await startServerProcess({ entry, env: { DATA_DIR: dataDir }, cleanup });
      const backupFile = join(await tempDir(cleanup), 'invoiceflow.tar.gz');
      const run = randomBytes(3).toString('hex');

      let backup: Promise<CommandResult> | undefined;
      let answeredBeforeBackup = 0;
      let backupMs = 0;
      let loadOver = false;
      const signUps = await sendSignUps({
        count: 1_000_000,
        concurrency: CONCURRENCY,
        target: () => server.url,
        email: (index) => `backup-${run}-${index}@faults.example.com`,
        stop: () => loadOver,
        // Called as each answer is recorded: the first `finished` answers are exactly those that came
        // before the command was started, here, in the same turn of the event loop.
        onFinished: (finished) => {
          if (backup || finished < BACKUP_AFTER_ANSWERS) return;
          answeredBeforeBackup = finished;
          const started = performance.now();
          backup = runBundledCommand(entry, 'backup', [backupFile], { DATA_DIR: dataDir }).finally(() => {
            backupMs = performance.now() - started;
            loadOver = true;
          });
        },
      });
      const backedUp = await backup!;
      expect(backedUp.output).toMatch(
        /^Backup of .* written to .*invoiceflow\.tar\.gz: [\d.]+ MB, taken by the running server/,
      );
      expect(backedUp.code).toBe(0);
      const { statuses } = tally(signUps);
      expect(Object.keys(statuses)).toEqual(['201']);

      // Operators' mistakes are refused, changing nothing: a restore over the folder in use, a second
      // backup over the first.
      const overwrite = await runBundledCommand(entry, 'restore', [backupFile], { DATA_DIR: dataDir });
      expect(overwrite).toEqual({ code: 1, output: expect.stringMatching(`^DATA_DIR ${dataDir} is not empty`) });
      const again = await runBundledCommand(entry, 'backup', [backupFile], { DATA_DIR: dataDir });
      expect(again).toEqual({ code: 1, output: expect.stringContaining('exists already: a backup never overwrites') });

      const restoredDir = join(await tempDir(cleanup), 'data');
      const restored = await runBundledCommand(entry, 'restore', [backupFile], { DATA_DIR: restoredDir });
      expect(restored.output).toMatch(/^Restored .* into DATA_DIR .*: its schema is at migration \d+\.$/m);
      expect(restored.code).toBe(0);

      const restoredServer = await startServerProcess({ entry, env: { DATA_DIR: restoredDir }, cleanup });
      expect((await fetch(`${restoredServer.url}/health/ready`)).status).toBe(200);
      const stored = await waitlistThroughApi(restoredServer.url, await adminToken(restoredServer.url));
      const acknowledgedBefore = signUps
        .slice(0, answeredBeforeBackup)
        .filter((signUp) => signUp.answer.status === 201);
      const { missing, wrongId, duplicated, neverSent } = compareStored(
        acknowledgedBefore,
        stored,
        signUps.map((signUp) => signUp.email),
      );
      report(
        `backup under load: ${answeredBeforeBackup} answered before it began, ${signUps.length - answeredBeforeBackup} ` +
          `during it (${describeCounts(statuses)} in all); backup took ${Math.round(backupMs)} ms; restored: ` +
          `${stored.length} sign-ups, ${missing.length} of those acknowledged before it missing`,
      );
      expect({ missing, wrongId, duplicated, neverSent }).toEqual({
        missing: [],
        wrongId: [],
        duplicated: [],
        neverSent: [],
      });

      // db:vacuum reaches the running server too.
      const vacuum = await runBundledCommand(entry, 'vacuum', [], { DATA_DIR: restoredDir });
      expect(vacuum).toEqual({
        code: 0,
        output: expect.stringMatching(/^VACUUM ANALYZE of .* took \d+ ms, run by the server \(pid \d+\)\.\n$/),
      });
    },
  );
});
