import type { FastifyRateLimitStore } from '@fastify/rate-limit';

import { createMemoryCounter, type WindowCounter } from '../services/windowCounter';

/**
 * The in-memory store of @fastify/rate-limit (used without REDIS_URL), on our window counter.
 *
 * The plugin's own LocalStore answers every request with the same counter object and the plugin reads
 * it a tick later, so requests arriving together all read the final count: 30 simultaneous requests
 * against a limit of 20 were all refused, the first 20 included (@fastify/rate-limit 11.2.0). A person's
 * burst of page requests, or an office behind one address, must not be locked out by that.
 */
export class MemoryRateLimitStore implements FastifyRateLimitStore {
  /** One counter per time window; each route has a store of its own (`child`). */
  private readonly counters = new Map<number, WindowCounter>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    let counter = this.counters.get(timeWindow);
    if (!counter) {
      counter = createMemoryCounter(timeWindow);
      this.counters.set(timeWindow, counter);
    }
    counter.hit(key).then(
      ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
      (error: Error) => callback(error),
    );
  }

  child(): FastifyRateLimitStore {
    return new MemoryRateLimitStore();
  }
}
