import { z } from 'zod';

import { auditActions } from './constants';
import { paginationQuery } from './fields';

export { type AuditAction, auditActionLabels, auditActions } from './constants';

export const auditActionSchema = z.enum(auditActions, { error: `action must be one of ${auditActions.join(', ')}` });

/**
 * One entry of the audit trail (GET /api/admin/audit): when, who (null: nobody signed in, such as a
 * failed sign-in to an unknown address), what, and on which records: their kind, ids and count, never
 * what anybody wrote. `detail` is a short fact (the bulk action, the new status). Entries are kept for
 * `AUDIT_RETENTION` and cannot be changed through the API.
 */
export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: auditActionSchema,
  targetType: z.string().nullable(),
  targetIds: z.array(z.string()),
  count: z.number().int().nullable(),
  detail: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /api/admin/audit (and its CSV export): newest first, optionally one administrator's, one action's. */
export const auditListQuerySchema = paginationQuery.extend({
  actorId: z.coerce
    .number({ error: 'actorId must be a whole number' })
    .int('actorId must be a whole number')
    .min(1, 'actorId must be 1 or more')
    .max(2_147_483_647, 'actorId is too large')
    .optional(),
  action: auditActionSchema.optional(),
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
