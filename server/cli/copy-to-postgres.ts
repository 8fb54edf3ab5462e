import { parseArgs } from 'node:util';

import { loadConfig } from '../config';
import { openDatabase, openExistingEmbeddedDatabase } from '../db';
import { copyDatabase } from '../db/copy';

const usage = `Usage: npm run db:copy-to-postgres -- --to postgres://user:password@host:5432/database

Copies everything in the embedded database (DATA_DIR) into an empty PostgreSQL database, creating its
schema first. Stop the server before running it. Afterwards start the server with DATABASE_URL set.`;

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' }, help: { type: 'boolean', default: false } } });
  if (values.help || !values.to) {
    console.info(usage);
    process.exit(values.help ? 0 : 1);
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
  const source = await openExistingEmbeddedDatabase(config.dataDir);
  try {
    const target = await openDatabase({ databaseUrl: values.to, dataDir: null });
    try {
      const copied = await copyDatabase(source, target);
      for (const [table, count] of Object.entries(copied)) console.info(`${table}: ${count} rows`);
      console.info(`Done. Start the server with DATABASE_URL=${values.to.replace(/\/\/[^@/]*@/, '//…@')}`);
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
