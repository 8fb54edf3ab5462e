import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AuditAction } from '@shared/contract';
import type { Queryable } from '../db';
import { type AuditRecord, recordAudit } from '../repositories/audit';

/** What a route's `config.audit` declares: the action its success records, and the kind of records it touches. */
export type RouteAudit = { action: AuditAction; targetType?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The audit trail entry a success of this route records (ADR 0032); `false` for an admin call that
     * changes or exports nothing worth one (a preview, a count). Every admin route that is not a plain
     * read must say one or the other, or the server does not start.
     */
    audit?: RouteAudit | false;
  }
  interface FastifyRequest {
    /**
     * What the handler knows of its success beyond the route's `config.audit`: the records touched, a
     * count, a detail, or the whole entry (a sign-in, whose actor is known only once it succeeds).
     */
    audited?: Partial<AuditRecord>;
  }
}

/** Reads that still need an entry: they hand personal data out (exports), whatever their method. */
const isPlainRead = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') && !url.endsWith('/export');

/**
 * The audit trail's one writer for successes: when a route that declares `config.audit` (or a handler
 * that set `request.audited`) answers 2xx, the entry is written before the answer leaves, with the
 * signed-in administrator as actor and the route's `:id` as target unless the handler said more. A
 * failure to write is logged and does not undo what was done. Failures worth an entry (a wrong password)
 * are recorded by their route, which alone knows them.
 */
export function registerAudit(app: FastifyInstance, db: Queryable) {
  app.addHook('onRoute', (route) => {
    const admin = route.config?.access !== 'public';
    if (!admin || (route.url !== '/api' && !route.url.startsWith('/api/'))) return;
    const methods = [route.method].flat();
    if (route.config?.audit === undefined && methods.some((method) => !isPlainRead(method, route.url))) {
      throw new Error(`${methods.join(',')} ${route.url} must declare config.audit (an action, or false)`);
    }
  });

  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const declared = request.routeOptions.config.audit;
    const audited = request.audited;
    if ((!declared && !audited?.action) || reply.statusCode >= 400) return payload;
    const id = (request.params as { id?: number } | undefined)?.id;
    const record: AuditRecord = {
      action: (audited?.action ?? (declared as RouteAudit).action)!,
      actorId: request.adminUserId ?? null,
      targetType: declared ? declared.targetType : undefined,
      targetIds: id === undefined ? undefined : [id],
      ...audited,
    } as AuditRecord;
    await recordAudit(db, record).catch((error: unknown) => {
      request.log.error({ err: error, action: record.action }, 'could not write an audit trail entry');
    });
    return payload;
  });
}
