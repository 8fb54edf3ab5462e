import { loadConfig } from './config';
import { maskEmail } from './plugins/logging';
import { startServer } from './server';

/** `npm start`: the site and the API on one port, on the configured database. */
async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  const { firstAdmin } = server;
  console.info(`InvoiceFlow is running at ${server.url} (database: ${server.db.kind})`);
  console.info(`Admin portal: ${server.url}${config.adminPath}`);
  if (firstAdmin) {
    // Logs are collected and kept: the address is masked like every other (ADMIN_EMAIL or the documented
    // default says which it is). The generated password is the one secret ever printed, once, by design.
    console.info(`Created the first administrator: ${maskEmail(firstAdmin.email)}`);
    if (firstAdmin.password) {
      console.info(
        `  Password (shown once, not stored in clear; change it with npm run admin:create): ${firstAdmin.password}`,
      );
    }
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
