import type { preValidationAsyncHookHandler } from 'fastify';

import { signupChartQuerySchema } from '@shared/contract';
import type { Queryable } from '../db';
import { ADMIN_REFUSALS, answersOf, type ApiServer } from '../plugins/contract';
import { createSignupChartRepository } from '../repositories/signupChart';
import { sendRevalidatable } from './conditional';

/**
 * GET /api/waitlist/signups?days=30|90&by=source|campaign: the Waitlist Dashboard's sign-ups chart
 * (shared/contract/launch.ts, `signupChartSchema`). Read from the counters, so it costs the same at a
 * million sign-ups as at ten; revalidated by its ETag like the stats the portal polls beside it.
 */
export function signupChartRoutes(
  app: ApiServer,
  deps: {
    db: Queryable;
    requireAdmin: preValidationAsyncHookHandler;
    /** The clock and the stats time zone: the chart's days are calendar days there, the last one today. */
    now: () => Date;
    timeZone: string;
  },
) {
  const chart = createSignupChartRepository(deps.db, { timeZone: deps.timeZone, now: deps.now });
  app.get(
    '/api/waitlist/signups',
    {
      preValidation: deps.requireAdmin,
      schema: {
        querystring: signupChartQuerySchema,
        response: answersOf('GET /api/waitlist/signups', 400, ...ADMIN_REFUSALS),
      },
    },
    async (request, reply) => sendRevalidatable(request, reply, await chart.read(request.query)),
  );
}
