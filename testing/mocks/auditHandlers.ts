import { http, HttpResponse, type RequestHandler } from 'msw';

import { type AuditEvent, auditActionLabels, auditEventSchema, auditListQuerySchema } from '@shared/contract';
import { errorAnswer, hang, pageAnswer, serverError, unauthorized } from './answers';
import { adminUser } from './authHandlers';
import { fixtureNow } from './fixtures';
import { auditEvents } from './teamFixtures';

/**
 * The audit trail part of the admin mock server, with the paths and answers of server/routes/audit.ts
 * over an in-memory copy of the fixtures: newest first, filtered by administrator and action, paged with
 * `X-Total-Count` and `X-Page`, and its CSV export (which, as on the server, is itself an entry). The
 * query is read with the contract's schema (a 400 in its words); every row goes through the contract's
 * schema on the way out. The team mock writes the entries of what it changes here. Built by
 * `createAdminMock`; see adminHandlers.ts.
 */

export type AuditMockOptions = {
  /** The entries the server holds, in any order. @default `auditEvents` of teamFixtures.ts: about sixty */
  auditEvents?: AuditEvent[];
};

export const auditPaths = { list: '/api/admin/audit', export: '/api/admin/audit/export' };

/** What the team mock needs to write an entry: the rest (id, time) is the trail's. */
export type AuditEntry = Omit<AuditEvent, 'id' | 'at' | 'actor'> & { actor?: AuditEvent['actor'] };

/** The signed-in administrator of the mocks, as an entry names who acted. */
const signedInActor = {
  id: adminUser.id,
  name: `${adminUser.firstName} ${adminUser.lastName}`,
  email: adminUser.email,
};

const newestFirst = (a: AuditEvent, b: AuditEvent) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id;

/** The server's 400 of a query that does not parse: each message once, in order (server/http.ts `describeIssues`). */
const refusal = (issues: ReadonlyArray<{ message: string }>) =>
  errorAnswer(400, 'Bad Request', [...new Set(issues.map((issue) => issue.message))].join('; '));

const csvCell = (value: string | number | null) =>
  value === null ? '' : /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);

/** The export's rows, in the server's columns (server/routes/audit.ts), UTF-8 with a byte-order mark. */
const auditCsv = (events: AuditEvent[]) =>
  '\uFEFF' +
  [
    [
      'At (UTC)',
      'Administrator',
      'Administrator Email',
      'Action',
      'Action Code',
      'Records',
      'Record Ids',
      'Count',
      'Detail',
    ],
    ...events.map((event) => [
      event.at,
      event.actor?.name ?? '',
      event.actor?.email ?? '',
      auditActionLabels[event.action],
      event.action,
      event.targetType ?? '',
      event.targetIds.join(' '),
      event.count,
      event.detail,
    ]),
  ]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n') +
  '\r\n';

export function createAuditMock(
  options: AuditMockOptions,
  { record }: { record: (request: Request) => Promise<URLSearchParams> },
) {
  const initial = options.auditEvents ?? auditEvents;
  let events = structuredClone(initial);
  // A clock of its own, a minute a step from the fixtures' "now", so that pictures never change.
  let minutes = 0;
  const now = () => new Date(Date.parse(fixtureNow) + ++minutes * 60_000).toISOString();

  /** Writes an entry, as the server does after a change succeeded; by the signed-in administrator unless said. */
  const add = ({ actor = signedInActor, ...fields }: AuditEntry) => {
    events.push({ id: Math.max(0, ...events.map((event) => event.id)) + 1, at: now(), actor, ...fields });
  };

  /** The entries the query's filters match, newest first, or the 400 the server answers. */
  const matching = (query: URLSearchParams) => {
    const parsed = auditListQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) return refusal(parsed.error.issues);
    const { actorId, action } = parsed.data;
    return events
      .filter((event) => (actorId === undefined || event.actor?.id === actorId) && (!action || event.action === action))
      .sort(newestFirst);
  };

  const handlers: RequestHandler[] = [
    http.get(auditPaths.list, async ({ request }) => {
      const query = await record(request);
      const rows = matching(query);
      if (rows instanceof Response) return rows;
      const answer = pageAnswer(auditEventSchema.array().parse(rows), query);
      // As the server: the page answered is the one asked for (a page past the last is empty).
      if (answer.ok) answer.headers.set('X-Page', query.get('page') ?? '1');
      return answer;
    }),
    http.get(auditPaths.export, async ({ request }) => {
      const query = await record(request);
      // The export takes the filters only, as the server's (`auditListQuerySchema.pick`).
      query.delete('page');
      query.delete('pageSize');
      const rows = matching(query);
      if (rows instanceof Response) return rows;
      add({ action: 'export', targetType: 'audit', targetIds: [], count: rows.length, detail: null });
      return new HttpResponse(auditCsv(rows), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="audit-${fixtureNow.slice(0, 10)}.csv"`,
        },
      });
    }),
  ];

  return {
    handlers,
    reset() {
      events = structuredClone(initial);
      minutes = 0;
    },
    /** The entries as the server holds them now, in the order they were written. */
    events: () => events,
    add,
  };
}

/** Replacements for the audit trail's calls, to show a failure or a wait; put them before a mock's own handlers. */
export const auditFailures = {
  /** The trail answers 500. */
  auditError: [http.get(auditPaths.list, serverError)],
  /** The trail never answers: the loading state. */
  auditSlow: [http.get(auditPaths.list, hang)],
  /** The export answers 500. */
  exportError: [http.get(auditPaths.export, serverError)],
  /** The export never answers: the button shows Exporting... */
  exportSlow: [http.get(auditPaths.export, hang)],
  /** Both calls answer 401, as when the session expired or was revoked. */
  unauthorized: [http.get(auditPaths.list, unauthorized), http.get(auditPaths.export, unauthorized)],
} satisfies Record<string, RequestHandler[]>;
