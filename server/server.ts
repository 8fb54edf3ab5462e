import type { FastifyInstance } from 'fastify';

import { buildApp } from './app';
import type { ServerConfig } from './config';
import { type Database, openDatabase } from './db';
import { createUserRepository } from './repositories/users';
import { ensureFirstAdmin, type FirstAdmin, resolveJwtSecret } from './services/bootstrap';

/** PGlite runs no autovacuum: tidy up and refresh planner statistics this often. */
const MAINTENANCE_INTERVAL_MS = 6 * 60 * 60 * 1000;

export type RunningServer = {
  app: FastifyInstance;
  db: Database;
  url: string;
  /** Set when this start created the first administrator. */
  firstAdmin: FirstAdmin | null;
  /** Stops taking requests, lets those in flight finish, then closes the database. */
  close(): Promise<void>;
};

/** Opens and migrates the database, makes sure an administrator exists, and starts listening. */
export async function startServer(
  config: ServerConfig,
  options: { logger?: boolean | { level: string } } = {},
): Promise<RunningServer> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const jwtSecret = await resolveJwtSecret(db, config.jwtSecret);
    const firstAdmin = await ensureFirstAdmin(createUserRepository(db), {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    const app = await buildApp({ config, db, jwtSecret, logger: options.logger ?? { level: config.logLevel } });
    const maintenance = setInterval(() => {
      db.maintain().catch((error: unknown) => app.log.warn({ err: error }, 'database maintenance failed'));
    }, MAINTENANCE_INTERVAL_MS);
    maintenance.unref();
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return {
      app,
      db,
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      firstAdmin,
      async close() {
        clearInterval(maintenance);
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
