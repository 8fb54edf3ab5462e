import { askRunningServer, withStoppedServerDatabase } from '../maintenance/client';
import { vacuumEmbedded } from '../maintenance/vacuum';
import { commandArguments, runCommand } from './arguments';

const usage = `Usage: node dist/server/vacuum.js      (npm run db:vacuum)

Runs VACUUM ANALYZE on the embedded database in DATA_DIR (PGlite has no autovacuum): through the
running server when one has it open (its log gets the line too; requests wait while it runs), else
directly. The server also runs it a minute after each start and every 6 hours. Run it as the server's
user, where the server runs. With DATABASE_URL set there is nothing to do: PostgreSQL's autovacuum does it.`;

async function main() {
  const { config } = commandArguments(usage, 0);
  if (config.databaseUrl) {
    console.info(
      'DATABASE_URL is set: PostgreSQL vacuums by itself (autovacuum); to run it by hand: vacuumdb --analyze.',
    );
    return;
  }
  const server = await askRunningServer(config.dataDir, 'vacuum');
  if (server) {
    let body = '';
    for await (const chunk of server.answer) body += String(chunk);
    const { durationMs } = JSON.parse(body) as { durationMs: number };
    console.info(`VACUUM ANALYZE of ${config.dataDir} took ${durationMs} ms, run by the server (pid ${server.pid}).`);
    return;
  }
  const durationMs = await withStoppedServerDatabase(config.dataDir, (db) =>
    vacuumEmbedded(db, { info: () => {}, warn: () => {} }, 'db:vacuum'),
  );
  console.info(`VACUUM ANALYZE of ${config.dataDir} took ${durationMs} ms, with the server stopped.`);
}

runCommand(main);
