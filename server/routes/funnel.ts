import type { preValidationAsyncHookHandler } from 'fastify';

import { funnelPeriod, funnelQuerySchema } from '@shared/contract';
import type { Queryable } from '../db';
import { calendarDayIn } from '../funnel/pageViews';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer } from '../plugins/contract';
import { readFunnel } from '../repositories/funnel';
import { sendRevalidatable } from './conditional';

/**
 * GET /api/waitlist/funnel?from=&to= (or ?days=): the Waitlist Dashboard's funnel, per source, from a
 * visit to a redeemed invite (shared/contract/funnel.ts). The days are calendar days in the stats time
 * zone, today's included. Revalidated by its ETag like the chart beside it.
 */
export function funnelRoutes(
  app: ApiServer,
  deps: {
    db: Queryable;
    requireAdmin: preValidationAsyncHookHandler;
    now: () => Date;
    timeZone: string;
    /** This instance's page views not written yet: written first, so the funnel includes the last seconds. */
    flushPageViews: () => Promise<void>;
  },
) {
  const today = calendarDayIn(deps.timeZone);
  app.get(
    '/api/waitlist/funnel',
    {
      preValidation: deps.requireAdmin,
      schema: {
        querystring: funnelQuerySchema,
        response: answersOf('GET /api/waitlist/funnel', 400, ...ADMIN_REFUSALS),
      },
    },
    async (request, reply) => {
      const period = funnelPeriod(request.query, today(deps.now()));
      if ('problem' in period) throw new HttpError(400, period.problem);
      await deps.flushPageViews();
      return sendRevalidatable(request, reply, await readFunnel(deps.db, { ...period, timeZone: deps.timeZone }));
    },
  );
}
