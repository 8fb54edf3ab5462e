import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { openDatabase } from '../../server/db';
import { snapshotEmbeddedDatabase } from '../../server/db/pglite';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated, empty embedded database as a `snapshotEmbeddedDatabase` archive (harness.ts). */
    migratedPgliteSnapshot: string;
  }
}

/**
 * Once per run of the server tests: an embedded database created and migrated as the server does, kept
 * as an archive in a temporary file. Each test's database starts from it in 0.3 s; creating and
 * migrating one takes 2 s, and the server tests open dozens.
 */
export default async function setup(project: TestProject) {
  const db = await openDatabase({ dataDir: null });
  let archive: Uint8Array;
  try {
    archive = await snapshotEmbeddedDatabase(db);
  } finally {
    await db.close();
  }
  const folder = await mkdtemp(join(tmpdir(), 'invoiceflow-pglite-'));
  const file = join(folder, 'migrated.tar');
  await writeFile(file, archive);
  project.provide('migratedPgliteSnapshot', file);
  return () => rm(folder, { recursive: true, force: true });
}
