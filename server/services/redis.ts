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
  // Without a listener ioredis reports each failed reconnection as an unhandled error event.
  redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection error'));
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

/** Closes the connection politely, or at once when Redis is not answering. */
export async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
