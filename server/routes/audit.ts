import type { preValidationAsyncHookHandler } from 'fastify';

import { type AuditEvent, auditActionLabels, auditListQuerySchema } from '@shared/contract';
import { ADMIN_REFUSALS, answersOf, type ApiServer } from '../plugins/contract';
import type { Queryable } from '../db';
import { eachAuditEvent, listAudit } from '../repositories/audit';
import { type CsvColumns, csvDateColumn, csvDates } from '../services/csv';
import { dayIn, sendCsv } from './csv';

/**
 * The audit trail, read-only: a page of it for the portal, and all of it (filtered) as CSV. There is no
 * call that changes or deletes an entry; they go only when AUDIT_RETENTION has passed.
 */
export function auditRoutes(
  app: ApiServer,
  deps: { db: Queryable; requireAdmin: preValidationAsyncHookHandler; now: () => Date; timeZone: string },
) {
  const admin = { preValidation: deps.requireAdmin };
  const exportQuery = auditListQuerySchema.pick({ actorId: true, action: true });
  const columns: CsvColumns<AuditEvent> = [
    csvDateColumn('At', csvDates(deps.timeZone), (event) => event.at),
    { header: 'Administrator', value: (event) => event.actor?.name ?? '' },
    { header: 'Administrator Email', value: (event) => event.actor?.email ?? '' },
    { header: 'Action', value: (event) => auditActionLabels[event.action] },
    { header: 'Action Code', value: (event) => event.action },
    { header: 'Records', value: (event) => event.targetType ?? '' },
    { header: 'Record Ids', value: (event) => event.targetIds.join(' ') },
    { header: 'Count', value: (event) => event.count },
    { header: 'Detail', value: (event) => event.detail },
  ];

  app.get(
    '/api/admin/audit',
    {
      ...admin,
      schema: {
        querystring: auditListQuerySchema,
        response: answersOf('GET /api/admin/audit', 400, ...ADMIN_REFUSALS),
      },
    },
    async (request, reply) => {
      const { events, total } = await listAudit(deps.db, request.query);
      reply.header('X-Total-Count', String(total)).header('X-Page', String(request.query.page));
      return reply.send(events);
    },
  );

  app.get(
    '/api/admin/audit/export',
    {
      ...admin,
      config: { audit: { action: 'export', targetType: 'audit' } },
      schema: { querystring: exportQuery, response: answersOf('GET /api/admin/audit/export', 400, ...ADMIN_REFUSALS) },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'audit',
        columns,
        eachAuditEvent(deps.db, request.query),
        `audit-${dayIn(deps.now(), deps.timeZone)}.csv`,
      ),
  );
}
