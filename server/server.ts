import type { ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { buildApp } from './app';
import type { ServerConfig } from './config';
import { type Database, openDatabase } from './db';
import { type AppliedMigration, buildSchemaVersion, migrations } from './db/migrations';
import { openMaintenanceChannel } from './maintenance/channel';
import { scheduleVacuum } from './maintenance/vacuum';
import type { LoggingOptions } from './plugins/logging';
import { refuseMissingSite } from './plugins/site';
import { createUserRepository } from './repositories/users';
import {
  ensureFirstAdmin,
  type FirstAdmin,
  resolveSecret,
  SECRETS,
  type SecretKey,
  secretsLeftInDatabase,
} from './services/bootstrap';

/**
 * How long, when stopping, a kept-alive connection may still send a request before it is closed as idle.
 * Long enough for a reverse proxy under load to use each connection it keeps to this instance once more
 * (the answer says `Connection: close`, so the proxy closes it itself): then few or none are left idle to
 * close, and the race of a close with a request sent at that moment (a 502 for a POST) rarely has a
 * connection to happen on. A rolling restart behind nginx met it once with 500 ms.
 */
const KEPT_ALIVE_GRACE_MS = 2_000;

/** Resolves true once `promise` settles, or false after `ms`, whichever comes first. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The answers not yet finished, kept so that a stop can make each one close its connection (`drain`). */
function answersInProgress(app: FastifyInstance): Set<ServerResponse> {
  const answers = new Set<ServerResponse>();
  app.server.on('request', (_request, response: ServerResponse) => {
    answers.add(response);
    response.once('close', () => answers.delete(response));
  });
  return answers;
}

/** Makes an answer not yet begun say `Connection: close`, so that its connection ends with it. */
const closeAfter = (response: ServerResponse) => {
  if (!response.headersSent) response.setHeader('connection', 'close');
};

/**
 * Stops taking connections at once, then lets the open ones finish before Fastify closes (and its
 * onClose hooks, e.g. Redis, run): requests in flight complete, and a request arriving on a kept-alive
 * connection within the grace still gets its normal answer. Every answer from now on says `Connection:
 * close`, the answers to the requests in flight included (else a kept-alive one answered after the grace
 * left its connection idle, and open until the deadline: a reverse proxy could reuse it, or the stop took
 * `SHUTDOWN_TIMEOUT`); connections still idle after the grace are closed. (Node's `server.close()` closes
 * idle connections at once, so a client sending its next request on one just then would get a reset
 * instead of an answer: server/faults/sigterm.test.ts.)
 *
 * Waiting is bounded by `deadlineMs` from the start of the drain: an orchestrator sends SIGKILL after its
 * own grace period (30 s by default on Kubernetes), and a client trickling a request in a byte at a time
 * must not hold the process until then. At the deadline the connections still open are cut, and the one
 * log line says how many (server/faults/slowClients.test.ts).
 */
async function drain(app: FastifyInstance, inProgress: Set<ServerResponse>, deadlineMs: number) {
  const started = performance.now();
  for (const response of inProgress) closeAfter(response);
  app.server.prependListener('request', (_request, response) => closeAfter(response));
  // net.Server's own close: stop listening but keep the connections; the callback comes once all have ended.
  // (It also leaves Node's timer for request and headers timeouts running, unlike http.Server's close.)
  const connectionsEnded = new Promise<void>((resolve) => NetServer.prototype.close.call(app.server, () => resolve()));
  await settlesWithin(connectionsEnded, Math.min(KEPT_ALIVE_GRACE_MS, deadlineMs));
  app.server.closeIdleConnections();
  const remainingMs = Math.max(0, deadlineMs - (performance.now() - started));
  let connectionsCut = 0;
  if (!(await settlesWithin(connectionsEnded, remainingMs))) {
    connectionsCut = await new Promise<number>((resolve) =>
      app.server.getConnections((_error, count) => resolve(count)),
    );
    app.server.closeAllConnections();
    await connectionsEnded;
  }
  const drainMs = Math.round(performance.now() - started);
  if (connectionsCut > 0) {
    app.log.warn(
      { drainMs, connectionsCut },
      `shutdown deadline of ${deadlineMs} ms reached: cut ${connectionsCut} connection(s) still open`,
    );
  } else {
    app.log.info({ drainMs, connectionsCut }, 'every connection finished before the shutdown deadline: none cut');
  }
  await app.close();
}

export type RunningServer = {
  app: FastifyInstance;
  db: Database;
  url: string;
  /** Set when this start created the first administrator. */
  firstAdmin: FirstAdmin | null;
  /**
   * Settles if the embedded database stops while the server runs: every request would fail from then on,
   * and only a new process opens it again (main.ts exits, and the service manager starts it anew).
   */
  databaseLost: Promise<Error>;
  /**
   * Stops taking requests, lets those in flight finish (cutting what is left at `config.shutdownTimeoutMs`),
   * then closes the database.
   */
  close(): Promise<void>;
};

/** One line per migration this start applied, and one naming the schema version it runs on. */
function logSchema(log: FastifyInstance['log'], applied: readonly AppliedMigration[]) {
  for (const { id, name, durationMs } of applied) {
    log.info({ migration: id, durationMs }, `applied migration ${id} (${name}) in ${durationMs} ms`);
  }
  const current = migrations.find((migration) => migration.id === buildSchemaVersion)!;
  log.info({ schemaVersion: current.id }, `database schema at migration ${current.id} (${current.name})`);
}

/**
 * Opens and migrates the database, makes sure an administrator exists, then starts listening: once the
 * port is open the server can do its whole job, and a login at its first moment finds the account.
 */
export async function startServer(
  config: ServerConfig,
  options: { logger?: false | LoggingOptions } = {},
): Promise<RunningServer> {
  // Before the database is opened: a start refused for a missing site must not have migrated it first (an
  // older build, rolled back to, would then refuse the newer schema).
  if (config.siteDir !== null) refuseMissingSite(config.siteDir);
  const applied: AppliedMigration[] = [];
  let lose: (error: Error) => void = () => {};
  const databaseLost = new Promise<Error>((resolve) => (lose = resolve));
  const db = await openDatabase({
    onLost: (error) => lose(error),
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onMigrated: (migrationsApplied) => applied.push(...migrationsApplied),
  });
  const users = createUserRepository(db);
  let app: FastifyInstance | undefined;
  let firstAdmin: FirstAdmin | null = null;
  try {
    const configured: Record<SecretKey, string | undefined> = {
      jwt_secret: config.jwtSecret,
      mail_link_secret: config.mailLinkSecret,
      invite_code_secret: config.inviteCodeSecret,
    };
    app = await buildApp({
      config,
      db,
      jwtSecret: await resolveSecret(db, 'jwt_secret', configured.jwt_secret),
      mailLinkSecret: await resolveSecret(db, 'mail_link_secret', configured.mail_link_secret),
      inviteCodeSecret: await resolveSecret(db, 'invite_code_secret', configured.invite_code_secret),
      logger: options.logger ?? { level: config.logLevel },
    });
    const running = app;
    const inProgress = answersInProgress(running);
    logSchema(running.log, applied);
    for (const { key, sameAsEnvironment } of await secretsLeftInDatabase(db, configured)) {
      running.log.warn(
        `${SECRETS[key]} is set, but the settings table still holds the ${key} generated before: every backup ` +
          'holds it too. ' +
          (sameAsEnvironment
            ? `${SECRETS[key]} has its value: delete the row`
            : `${SECRETS[key]} is another key, so what the stored one signed no longer verifies; give ` +
              `${SECRETS[key]} the stored value to keep it valid, then delete the row`) +
          ' (docs/operations.md, "Secrets and backups").',
      );
    }
    // Before the port opens: a login in the server's first moment would otherwise find no account, get
    // 401 and count toward the lockout.
    firstAdmin = await ensureFirstAdmin(users, { email: config.adminEmail, password: config.adminPassword });
    await running.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
      // Node's words ("getaddrinfo ENOTFOUND not a host", "listen EADDRINUSE …") name no setting.
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Could not listen on ${config.host}:${config.port} (HOST, PORT): ${reason}`, { cause: error });
    });
    const stopVacuum = db.kind === 'pglite' ? scheduleVacuum(db, running.log) : () => {};
    const channel = db.kind === 'pglite' ? await openMaintenanceChannel(config.dataDir, db, running.log) : undefined;
    // Mails queued before this start (a crash, a restart, an SMTP server configured since) go out now.
    running.mailWorker.start();
    // Likewise the webhook events still to be delivered.
    running.webhookWorker.start();
    // Answers that came into the support mailbox meanwhile are taken now, then every IMAP_POLL_INTERVAL.
    running.inboundPoller?.start();
    const address = running.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return {
      app: running,
      db,
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      firstAdmin,
      databaseLost,
      async close() {
        stopVacuum();
        await channel?.close();
        await drain(running, inProgress, config.shutdownTimeoutMs);
        await db.close();
      },
    };
  } catch (error) {
    // A start that fails after creating the first administrator (its port in use) has not printed the
    // generated password: without this, the next start would find an account nobody can sign in to.
    if (firstAdmin) await users.remove(firstAdmin.id).catch(() => {});
    await app?.close();
    await db.close();
    throw error;
  }
}
