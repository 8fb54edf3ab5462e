import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

import { signupChartQuerySchema } from '@shared/contract';
import type { Queryable } from '../db';
import { parseOrThrow } from '../http';
import { createSignupChartRepository } from '../repositories/signupChart';
import { sendRevalidatable } from './conditional';

/**
 * GET /api/waitlist/signups?days=30|90&by=source|campaign: the Waitlist Dashboard's sign-ups chart
 * (shared/contract/launch.ts, `signupChartSchema`). Read from the counters, so it costs the same at a
 * million sign-ups as at ten; revalidated by its ETag like the stats the portal polls beside it.
 */
export function signupChartRoutes(
  app: FastifyInstance,
  deps: {
    db: Queryable;
    requireAdmin: preHandlerAsyncHookHandler;
    /** The clock and the stats time zone: the chart's days are calendar days there, the last one today. */
    now: () => Date;
    timeZone: string;
  },
) {
  const chart = createSignupChartRepository(deps.db, { timeZone: deps.timeZone, now: deps.now });
  app.get('/api/waitlist/signups', { preHandler: deps.requireAdmin }, async (request, reply) =>
    sendRevalidatable(request, reply, await chart.read(parseOrThrow(signupChartQuerySchema, request.query, 'Query'))),
  );
}
