import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { Database } from '../db';
import type { OutboxRepository } from '../repositories/outbox';
import { answeredWithin, checkDependencies, READINESS_TIMEOUT_MS } from '../readiness';
import { createRequireBearerToken } from '../services/bearerToken';
import { ADDRESS_LIMITS, type Limit } from '../services/refusals';
import { routeLabel } from './requestLog';

export const METRICS_PATH = '/metrics';

export const METRICS_TOKEN_MESSAGE = 'Scraping the metrics needs their token: Authorization: Bearer <METRICS_TOKEN>';

export type Metrics = {
  /** Counts a request refused with 429 by `limit` (services/refusals.ts). */
  refused(limit: Limit): void;
};

/**
 * `GET /metrics` in Prometheus' text format, behind `Authorization: Bearer <METRICS_TOKEN>`: what the server
 * counts as it answers (requests by route and status, their latency, requests refused by a limit), what
 * it asks at each scrape (the mail outbox, the database and Redis, the PostgreSQL pool), and Node's own
 * (event-loop lag, memory, CPU). Each app has a registry of its own (not prom-client's global one), so
 * tests building several apps in one process count apart. Scrapes are not counted themselves.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string; db: Database; redis: Redis | undefined; outbox: OutboxRepository },
): Metrics {
  const { db, redis, outbox } = options;
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer going out, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === METRICS_PATH) return;
    const route = routeLabel(request);
    requests.inc({ method: request.method, route, status_code: reply.statusCode });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const rateLimited = new Counter({
    name: 'invoiceflow_rate_limited_total',
    help: `Requests refused with 429 by a per-address limit: ${ADDRESS_LIMITS.join(', ')}`,
    labelNames: ['limit'] as const,
    registers,
  });
  // Each series from 0, so the first refusal after a start is an increase Prometheus' rate() sees.
  for (const limit of ADDRESS_LIMITS) rateLimited.inc({ limit }, 0);
  const lockedOut = new Counter({
    name: 'invoiceflow_login_locked_out_total',
    help: 'Sign-ins refused with 429 because their account is locked (LOGIN_LOCKOUT_ATTEMPTS)',
    registers,
  });

  const outboxMails = new Gauge({
    name: 'invoiceflow_mail_outbox',
    help: 'Mails in the outbox by state (every state but sent)',
    labelNames: ['state'] as const,
    registers,
  });
  const oldestQueued = new Gauge({
    name: 'invoiceflow_mail_oldest_queued_age_seconds',
    help: 'Age of the oldest mail waiting to go out (queued or sending); 0 when none waits',
    registers,
  });
  const databaseUp = new Gauge({
    name: 'invoiceflow_database_up',
    help: 'Whether the database answers within 2 s and its storage takes writes (1) or not (0), as /health/ready says',
    registers,
  });
  const redisUp = redis
    ? new Gauge({ name: 'invoiceflow_redis_up', help: 'Whether Redis answers a PING (1) or not (0)', registers })
    : undefined;
  const poolConnections = db.poolUsage
    ? new Gauge({
        name: 'invoiceflow_database_pool_connections',
        help: 'PostgreSQL connections of this instance by state: in_use, idle, and max (the pool size)',
        labelNames: ['state'] as const,
        registers,
      })
    : undefined;
  const poolWaiting = db.poolUsage
    ? new Gauge({
        name: 'invoiceflow_database_pool_waiting',
        help: 'Queries and transactions waiting for a free PostgreSQL connection',
        registers,
      })
    : undefined;

  /** What is asked at each scrape, within readiness's time; a figure that cannot be read is left out. */
  async function readCurrentFigures(server: object) {
    const [dependencies, counts, oldest] = await Promise.allSettled([
      checkDependencies(db, redis, server),
      answeredWithin(outbox.pendingCounts(), READINESS_TIMEOUT_MS),
      answeredWithin(outbox.oldestQueuedSeconds(), READINESS_TIMEOUT_MS),
    ]);
    if (dependencies.status === 'fulfilled') {
      databaseUp.set(dependencies.value.database === 'ok' ? 1 : 0);
      redisUp?.set(dependencies.value.redis === 'ok' ? 1 : 0);
    }
    outboxMails.reset();
    if (counts.status === 'fulfilled') {
      for (const [state, total] of Object.entries(counts.value)) outboxMails.set({ state }, total);
    }
    oldestQueued.reset();
    if (oldest.status === 'fulfilled') oldestQueued.set(oldest.value);
    const pool = db.poolUsage?.();
    if (pool) {
      poolConnections!.set({ state: 'in_use' }, pool.inUse);
      poolConnections!.set({ state: 'idle' }, pool.idle);
      poolConnections!.set({ state: 'max' }, pool.size);
      poolWaiting!.set(pool.waiting);
    }
  }

  app.get(
    METRICS_PATH,
    { onRequest: createRequireBearerToken(options.token, { realm: 'metrics', message: METRICS_TOKEN_MESSAGE }) },
    async (request, reply) => {
      await readCurrentFigures(request.server.server);
      // The figures of this moment: no proxy may keep them.
      return reply
        .header('Cache-Control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    },
  );

  return { refused: (limit) => (limit === 'login-account' ? lockedOut.inc() : rateLimited.inc({ limit })) };
}
