import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * How long Redis may take. It only holds counters, so a request should never wait long for it: a lost
 * connection fails commands at once (no offline queue), a hung one after `COMMAND_TIMEOUT_MS`.
 */
const CONNECT_TIMEOUT_MS = 2000;
export const COMMAND_TIMEOUT_MS = 500;
const SILENT_CONNECTION_MS = 2 * COMMAND_TIMEOUT_MS;
/** Reconnects in the background after an outage, at most this far apart. */
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * Connects to the Redis of `REDIS_URL`, where the rate-limit counters and login lockouts of every
 * instance live. Every key it writes starts with `keyPrefix`. Fails (naming the variable, never the URL,
 * which may hold a password) when Redis cannot be reached at start, as the database does.
 */
export async function connectRedis(url: string, keyPrefix: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A connection that swallows what it is sent is replaced when no byte has come back for this long.
    // ioredis matches replies to commands in the order sent: once a command's bytes were lost, as when a
    // network drops packets but keeps the connection, every later reply went to the wrong command, and
    // logins answered 503 "Command timed out" for over a minute after Redis was back. A new connection
    // starts in step.
    socketTimeout: SILENT_CONNECTION_MS,
    // Commands of a lost connection have already failed to their callers: sent again on the next one, a
    // counter would count twice.
    autoResendUnfulfilledCommands: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
  reportOutages(redis, log);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Could not connect to Redis (REDIS_URL): ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  return redis;
}

/** While Redis is unreachable, at most one line per this long says so. */
export const REDIS_OUTAGE_LOG_INTERVAL_MS = 10_000;

/**
 * Logs a lost connection as one warning (the reason, no stack: it is always the same client code), then
 * one line per REDIS_OUTAGE_LOG_INTERVAL_MS while it lasts with how many reconnections failed meanwhile,
 * and a "recovered" line once a connection is ready again. ioredis reports every failed reconnection as
 * an error event, each with its stack: one every 0.2 to 2 s for as long as Redis was away.
 */
function reportOutages(redis: Redis, log: FastifyBaseLogger) {
  let outage: { startedAt: number; loggedAt: number; failedSince: number } | undefined;
  // Failing to connect at start is said once, by connectRedis's own error.
  let connected = false;
  // Without a listener ioredis reports each failed reconnection as an unhandled error event.
  redis.on('error', (error: Error) => {
    if (!connected) return;
    const now = Date.now();
    if (outage && now - outage.loggedAt < REDIS_OUTAGE_LOG_INTERVAL_MS) {
      outage.failedSince += 1;
      return;
    }
    log.warn(
      { reason: error.message, ...(outage && { failedSince: outage.failedSince }) },
      outage
        ? `Redis (REDIS_URL) is still unreachable after ${Math.round((now - outage.startedAt) / 1000)} s`
        : `Redis (REDIS_URL) connection lost: reconnecting in the background (one line per ${REDIS_OUTAGE_LOG_INTERVAL_MS / 1000} s while it lasts)`,
    );
    outage = { startedAt: outage?.startedAt ?? now, loggedAt: now, failedSince: 0 };
  });
  redis.on('ready', () => {
    connected = true;
    if (!outage) return;
    log.warn(
      { outageSeconds: Math.round((Date.now() - outage.startedAt) / 1000) },
      'Redis (REDIS_URL) recovered: connected again',
    );
    outage = undefined;
  });
}

/** Closes the connection politely, or at once when Redis is not answering. */
export async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
