import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';

/**
 * The Redis the shared-limit tests use: `TEST_REDIS_URL`, else the local default. Those tests fail
 * when `TEST_REDIS_URL` is set and Redis does not answer, and are skipped (saying so) when it is not set.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function answers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export const redisAvailable = await answers(testRedisUrl);
if (!redisAvailable && process.env.TEST_REDIS_URL) {
  throw new Error(`TEST_REDIS_URL is set but Redis does not answer at ${testRedisUrl}`);
}
if (!redisAvailable) console.warn(`Redis does not answer at ${testRedisUrl}: the shared-limit tests are skipped`);

/** A key prefix of its own for one test run, so runs never see each other's counters. */
export const uniqueKeyPrefix = () => `invoiceflow-test-${randomBytes(6).toString('hex')}:`;

/** The keys a test run left under `prefix`, deleted, and how many there were. */
export async function deleteKeys(prefix: string): Promise<string[]> {
  const redis = new Redis(testRedisUrl);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    return keys;
  } finally {
    redis.disconnect();
  }
}
