import type { Redis } from 'ioredis';

import { ServiceUnavailableError } from '../http';

/** Counts events per key within a fixed window that starts with the key's first event. */
export interface WindowCounter {
  /** Counts one event; answers how many the key has in its current window and when that window ends. */
  hit(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Takes back one event counted in the key's current window (none once that window has ended). */
  release(key: string): Promise<void>;
  /** Forgets the key's events. */
  reset(key: string): Promise<void>;
}

/**
 * Keys kept at most by one in-memory counter. Callers choose the keys (client addresses, e-mails tried,
 * known or not), so a bot could otherwise grow the map without bound; past this, expired keys go first,
 * then the oldest.
 */
const MAX_KEYS_IN_MEMORY = 100_000;

/**
 * A counter for one instance: what the server uses without `REDIS_URL`. Each hit answers a fresh
 * object, so requests counted in the same tick each see their own count.
 */
export function createMemoryCounter(windowMs: number, now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();

  const makeRoom = () => {
    const time = now();
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS_IN_MEMORY) break;
      windows.delete(key);
    }
  };

  return {
    async hit(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        if (windows.size >= MAX_KEYS_IN_MEMORY) makeRoom();
        window = { count: 0, endsAt: time + windowMs };
        // Re-inserted, so the map stays ordered from the oldest window to the newest.
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - time };
    },
    async release(key) {
      const window = windows.get(key);
      if (!window || window.endsAt <= now()) return;
      window.count -= 1;
      // A key with nothing counted left starts a fresh window with its next event, as in Redis.
      if (window.count <= 0) windows.delete(key);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * Counts and sets the window's expiry in one step, so concurrent attempts on several instances can
 * neither lose a count nor leave a key that never expires.
 */
const HIT_SCRIPT = `
  local count = redis.call('INCR', KEYS[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return { count, ttl }
`;

/** Takes one event back from a window still open; a key left at zero is deleted, not kept forever. */
const RELEASE_SCRIPT = `
  if redis.call('EXISTS', KEYS[1]) == 1 and redis.call('DECR', KEYS[1]) <= 0 then
    redis.call('DEL', KEYS[1])
  end
  return 0
`;

type RedisWithHit = Redis & {
  windowCounterHit(key: string, windowMs: number): Promise<[number, number]>;
  windowCounterRelease(key: string): Promise<number>;
};

/**
 * A counter shared by every instance through Redis (keys `<REDIS_KEY_PREFIX><namespace><key>`). When
 * Redis cannot answer, it throws a ServiceUnavailableError (a 503) rather than letting the attempt
 * through: see docs/security.md on failing closed.
 */
export function createRedisCounter(redis: Redis, namespace: string, windowMs: number): WindowCounter {
  if (!('windowCounterHit' in redis)) redis.defineCommand('windowCounterHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  if (!('windowCounterRelease' in redis)) {
    redis.defineCommand('windowCounterRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
  }
  const unavailable = (cause: unknown) => new ServiceUnavailableError(`Redis (${namespace} counters)`, { cause });
  return {
    async hit(key) {
      try {
        const [count, resetInMs] = await (redis as RedisWithHit).windowCounterHit(namespace + key, windowMs);
        return { count: Number(count), resetInMs: Number(resetInMs) };
      } catch (error) {
        throw unavailable(error);
      }
    },
    async release(key) {
      try {
        await (redis as RedisWithHit).windowCounterRelease(namespace + key);
      } catch (error) {
        throw unavailable(error);
      }
    },
    async reset(key) {
      try {
        await redis.del(namespace + key);
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}
