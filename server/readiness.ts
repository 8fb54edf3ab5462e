import type { Redis } from 'ioredis';

import { type Database, ping } from './db';
import { storageFailing } from './plugins/errors';

/**
 * How long readiness waits for the database: a probe answers within its own time, and a database that
 * does not answer within this long is not ready. Without it, the first probe against a hung database took
 * the query timeout (20 s), past most load balancers' probe timeouts.
 */
export const READINESS_TIMEOUT_MS = 2_000;

/** `promise`, or a rejection once `ms` have passed without it settling. */
export function answeredWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What this instance's dependencies say right now: what `/health/ready` answers and `/metrics` reports. */
export type DependencyStatus = {
  /** `storage failing`: the database answers, but a write failed for a full or failing disk within 10 s. */
  database: 'ok' | 'unreachable' | 'storage failing';
  /** Whether Redis answers a PING (within its 500 ms command timeout); `not used` without REDIS_URL. */
  redis: 'ok' | 'failing' | 'not used';
};

/** Asks the database (`select 1`, at most READINESS_TIMEOUT_MS) and Redis (PING) at once. */
export async function checkDependencies(
  db: Database,
  redis: Redis | undefined,
  server: object,
): Promise<DependencyStatus> {
  const [database, redisStatus] = await Promise.all([
    answeredWithin(ping(db), READINESS_TIMEOUT_MS).then(
      () => (storageFailing(server) ? ('storage failing' as const) : ('ok' as const)),
      () => 'unreachable' as const,
    ),
    redis
      ? redis.ping().then(
          () => 'ok' as const,
          () => 'failing' as const,
        )
      : ('not used' as const),
  ]);
  return { database, redis: redisStatus };
}
