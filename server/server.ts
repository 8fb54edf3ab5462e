import type { ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { buildApp } from './app';
import type { ServerConfig } from './config';
import { type Database, openDatabase } from './db';
import type { LoggingOptions } from './plugins/logging';
import { createUserRepository } from './repositories/users';
import { ensureFirstAdmin, type FirstAdmin, resolveJwtSecret, resolveStoredSecret } from './services/bootstrap';

/** PGlite runs no autovacuum: tidy up and refresh planner statistics this often. */
const MAINTENANCE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** How long, when stopping, a kept-alive connection may still send a request before it is closed as idle. */
const KEPT_ALIVE_GRACE_MS = 500;

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
   * Stops taking requests, lets those in flight finish (cutting what is left at `config.shutdownTimeoutMs`),
   * then closes the database.
   */
  close(): Promise<void>;
};

/** Opens and migrates the database, starts listening, then makes sure an administrator exists. */
export async function startServer(
  config: ServerConfig,
  options: { logger?: false | LoggingOptions } = {},
): Promise<RunningServer> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  try {
    const jwtSecret = await resolveJwtSecret(db, config.jwtSecret);
    const mailLinkSecret = await resolveStoredSecret(db, 'mail_link_secret');
    const inviteCodeSecret = await resolveStoredSecret(db, 'invite_code_secret');
    app = await buildApp({
      config,
      db,
      jwtSecret,
      mailLinkSecret,
      inviteCodeSecret,
      logger: options.logger ?? { level: config.logLevel },
    });
    const running = app;
    const inProgress = answersInProgress(running);
    await running.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
      // Node's words ("getaddrinfo ENOTFOUND not a host", "listen EADDRINUSE …") name no setting.
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Could not listen on ${config.host}:${config.port} (HOST, PORT): ${reason}`, { cause: error });
    });
    // Only once the server is listening: a first start that fails before (a port in use, a refused
    // ADMIN_PATH) would otherwise create the administrator and exit without ever printing the password,
    // and the next start would find one and print none.
    const firstAdmin = await ensureFirstAdmin(createUserRepository(db), {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    const maintenance = setInterval(() => {
      db.maintain().catch((error: unknown) => running.log.warn({ err: error }, 'database maintenance failed'));
    }, MAINTENANCE_INTERVAL_MS);
    maintenance.unref();
    // Mails queued before this start (a crash, a restart, an SMTP server configured since) go out now.
    running.mailWorker.start();
    const address = running.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return {
      app: running,
      db,
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      firstAdmin,
      async close() {
        clearInterval(maintenance);
        await drain(running, inProgress, config.shutdownTimeoutMs);
        await db.close();
      },
    };
  } catch (error) {
    await app?.close();
    await db.close();
    throw error;
  }
}
