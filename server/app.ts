import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';

import type { ServerConfig } from './config';
import type { Database } from './db';
import { createRequireAdmin } from './plugins/auth';
import { registerErrorHandling, sendError } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerSite } from './plugins/site';
import { createContactRepository } from './repositories/contact';
import { createUserRepository } from './repositories/users';
import { createWaitlistRepository } from './repositories/waitlist';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contact';
import { userRoutes } from './routes/users';
import { waitlistRoutes } from './routes/waitlist';
import { createTokenService } from './services/tokens';

export type BuildAppOptions = {
  config: ServerConfig;
  db: Database;
  /** The key sessions are signed with (see `resolveJwtSecret`). */
  jwtSecret: string;
  /** The clock the stats count periods by; injectable so tests can pin "today". */
  now?: () => Date;
  /** Fastify's logger: on in production, off in tests. */
  logger?: boolean | { level: string };
};

/** The largest request body accepted; bigger ones get a 413. */
export const BODY_LIMIT = 64 * 1024;

/** Builds the whole server (API and site) without listening, so tests can drive it with `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Long-lived keep-alive connections must not stop a graceful shutdown from finishing.
    forceCloseConnections: 'idle',
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, { frameOrigin: config.demoVideoOrigin });
  // Every body this API takes is JSON; without this, Fastify would also parse text/plain.
  app.removeContentTypeParser('text/plain');

  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  // Per client address (honouring TRUST_PROXY); a person submits a form once, a bot thousands of times.
  const publicRateLimit = { max: config.rateLimitPublic, timeWindow: '1 minute' };
  const loginRateLimit = { max: config.rateLimitLogin, timeWindow: '15 minutes' };

  const repositories = {
    waitlist: createWaitlistRepository(db, { timeZone: config.statsTimeZone, now }),
    contact: createContactRepository(db, { timeZone: config.statsTimeZone, now }),
    users: createUserRepository(db),
  };
  const tokens = createTokenService(options.jwtSecret, config.jwtTtl);
  const requireAdmin = createRequireAdmin(tokens, repositories.users);

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok', database: db.kind };
    } catch {
      return sendError(reply, 503, 'The database is not reachable');
    }
  });

  waitlistRoutes(app, { waitlist: repositories.waitlist, requireAdmin, publicRateLimit });
  contactRoutes(app, { contact: repositories.contact, requireAdmin, publicRateLimit });
  authRoutes(app, { users: repositories.users, tokens, loginRateLimit });
  userRoutes(app, { users: repositories.users, requireAdmin });

  await registerSite(app, { siteDir: config.siteDir, adminPath: config.adminPath });

  return app;
}
