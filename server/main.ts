import { loadConfig } from './config';
import { startServer } from './server';

/** How long closing the database may take after the drain's deadline before the process exits anyway. */
const DATABASE_CLOSE_GRACE_MS = 5_000;

/** `npm start`: the site and the API on one port, on the configured database. */
async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  const { firstAdmin } = server;
  console.info(`InvoiceFlow is running at ${server.url} (database: ${server.db.kind})`);
  console.info(`Admin portal: ${server.url}${config.adminPath}`);
  if (firstAdmin) {
    // Printed in full, once, on the start that created the account, through the console beside the URL
    // (not the JSON log, where addresses are masked): the operator needs it to sign in, and it is their own
    // ADMIN_EMAIL or the documented default. Where stdout is collected these lines land in the collected
    // logs too; the generated password next to it is the bigger secret and is printed there once by design.
    console.info(`Created the first administrator: ${firstAdmin.email}`);
    if (firstAdmin.password) {
      console.info(
        `  Password (shown once, not stored in clear; change it with npm run admin:create): ${firstAdmin.password}`,
      );
    }
  }

  let stopping = false;
  let exitCode = 0;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${why}: finishing requests in flight, then stopping`);
    // The drain cuts connections at SHUTDOWN_TIMEOUT; this bounds what follows (closing a database that
    // no longer answers), so the process is gone before an orchestrator's SIGKILL would come.
    setTimeout(() => {
      server.app.log.error('shutdown did not finish in time: exiting without closing the database');
      process.exit(1);
    }, config.shutdownTimeoutMs + DATABASE_CLOSE_GRACE_MS).unref();
    server.close().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  // The embedded database gone (its worker died): this process can only answer 500 from now on. It stops
  // with an error, so that the service manager (Restart=on-failure, a container's restart policy) starts a
  // new one, which opens the data dir again with every committed write.
  void server.databaseLost.then((error) => {
    server.app.log.fatal({ err: error }, 'the embedded database stopped: exiting so that the server is started anew');
    exitCode = 1;
    stop('the embedded database stopped');
  });
  process.on('SIGTERM', () => stop('SIGTERM received'));
  process.on('SIGINT', () => stop('SIGINT received'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
