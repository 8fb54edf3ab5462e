import { getResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { accountFailures, signedAdminProfile } from './accountHandlers';
import { adminFailures, countBeforeRowsMoved, createAdminMock, createEmptyAdminMock } from './adminHandlers';
import {
  adminPassword,
  adminToken,
  adminUser,
  authenticatorCode,
  createTwoFactorLoginMock,
  debugHandlers,
  loginHandlers,
  logoutHandlers,
  recoveryCode,
  setPasswordHandlers,
  setPasswordToken,
  twoFactorAdmin,
  twoFactorChallenge,
  twoFactorLoginHandlers,
} from './authHandlers';
import { chartEntries, longChartKeys, quietChartEntries } from './chartFixtures';
import { signupChartFailures } from './chartHandlers';
import { referralNetwork } from './referralFixtures';
import { referrerFailures } from './referralHandlers';
import {
  contactStats,
  longContactMessages,
  longWaitlistEntries,
  manyContactMessages,
  manyWaitlistEntries,
  waitlistStats,
} from './fixtures';
import { funnelEntries, funnelPageViews } from './funnelFixtures';
import { funnelFailures } from './funnelHandlers';
import { contactHandlers, statusLinkHandlers, waitlistHandlers } from './handlers';
import { launchFailures, newsCountBeforeMembersMoved } from './launchHandlers';
import {
  everyStateOutbox,
  everyStateReplies,
  longUnicodeReplies,
  manyOutboxMails,
  notConfiguredOutbox,
} from './mailFixtures';
import { longSavedReplies, returningSenderMessages } from './savedReplyFixtures';
import { auditFailures } from './auditHandlers';
import { longUnicodeAuditEvents, longUnicodeMembers, onlyAdministrator } from './teamFixtures';
import { teamFailures } from './teamHandlers';
import { everyStateWebhookEvents, manyWebhookEvents } from './webhookFixtures';
import { webhookFailures } from './webhookHandlers';
import { mockRecoveryCodes, twoFactorFailures, wrongTotpCode } from './twoFactorHandlers';
import { type InviteRun } from '@shared/contract';
import { apiAnswers, csvDownload, listPageSchemas } from '@shared/contract/answers';
import { errorResponseSchema } from '@shared/contract/fields';

/**
 * Every answer the MSW mocks of `testing/mocks` give, checked against the contract's schemas of what the
 * server answers (server/routes), so the stories and the unit tests built on the mocks cannot drift from
 * the server. Each route the mocks answer is driven in the mock's default state and in the states the
 * stories use (`createAdminMock` options, `adminFailures`, the named handler sets); an answer that does
 * not match fails naming the route, the state and the fields.
 *
 * The schemas are made strict all the way down: the server builds each answer field by field (the
 * repositories' `toMessage`, `toReply`, `publicAccount`, ...), so an extra or renamed field in a mock is
 * drift, not tolerance.
 */

const origin = 'http://localhost';

/** `schema` with every object in it strict: unknown fields fail. */
function deepStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    return z.strictObject(
      Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, v]) => [k, deepStrict(v)])),
    );
  }
  if (schema instanceof z.ZodArray) return z.array(deepStrict(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return deepStrict(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return deepStrict(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodRecord) {
    return z.record(schema.keyType as z.ZodEnum, deepStrict(schema.valueType as z.ZodType));
  }
  return schema;
}

/** What a successful answer of a route is: JSON of a schema, a page of rows, a CSV download or no body. */
type Answer =
  { kind: 'json'; schema: z.ZodType } | { kind: 'page'; schema: z.ZodType } | { kind: 'csv' } | { kind: 'empty' };

/** How an answer the routes declare (`apiAnswers`) is checked here. */
function answerOf(declared: z.ZodType | typeof csvDownload): Answer {
  if (declared === csvDownload) return { kind: 'csv' };
  if (declared instanceof z.ZodUndefined) return { kind: 'empty' };
  const schema = deepStrict(declared as z.ZodType);
  return listPageSchemas.has(declared as z.ZodType) ? { kind: 'page', schema } : { kind: 'json', schema };
}

/**
 * The server's successful answers, per route (`METHOD path` as the mocks name it), by status: the very
 * schemas the routes declare and serialize through (shared/contract/answers.ts). Any other status must be
 * an error answer (`errorResponseSchema`, 4xx/5xx).
 */
const serverAnswers: Record<string, Record<number, Answer>> = Object.fromEntries(
  Object.entries(apiAnswers).map(([route, answers]) => [
    route,
    Object.fromEntries(Object.entries(answers).map(([status, declared]) => [Number(status), answerOf(declared)])),
  ]),
);

const errorAnswer = deepStrict(errorResponseSchema);

/** One call to a mock: the route as the mocks name it, and the concrete request. */
type Call = {
  route: string;
  /** The path with its query; defaults to the route's path. */
  path?: string;
  body?: unknown;
  token?: string;
};

/** Every route and status a mock answered and this test validated, to check nothing was left out. */
const validated = new Map<string, Set<number>>();

/** What went wrong with an answer, or undefined when it is what the server would send. */
async function problemWith(response: Response, answers: Record<number, Answer>): Promise<string | undefined> {
  const type = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  // TextDecoder drops a byte-order mark; an export's is checked on the bytes.
  const text = new TextDecoder().decode(bytes);
  const parse = (schema: z.ZodType) => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `the body is not JSON: ${text.slice(0, 80)}`;
    }
    const parsed = schema.safeParse(body);
    return parsed.success ? undefined : z.prettifyError(parsed.error);
  };
  if (response.status >= 400) {
    if (!type.startsWith('application/json')) return `an error answer must be JSON, not "${type}"`;
    const problem = parse(errorAnswer);
    if (problem) return problem;
    return (JSON.parse(text) as { statusCode: number }).statusCode === response.status
      ? undefined
      : `statusCode in the body is not the answer's status`;
  }
  const answer = answers[response.status];
  if (!answer) return `the server never answers this route with ${response.status}`;
  switch (answer.kind) {
    case 'empty':
      return text === '' ? undefined : `a ${response.status} has no body, here: ${text.slice(0, 80)}`;
    case 'csv': {
      if (type !== 'text/csv; charset=utf-8') return `an export is text/csv; charset=utf-8, not "${type}"`;
      const disposition = response.headers.get('content-disposition') ?? '';
      if (!/^attachment; filename="[\w.-]+\.csv"$/.test(disposition)) {
        return `an export is an attachment named *.csv, not "${disposition}"`;
      }
      const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
      return bom ? undefined : 'an export starts with a byte-order mark';
    }
    case 'page': {
      const total = response.headers.get('x-total-count');
      if (total === null || !/^\d+$/.test(total)) return `a list page carries X-Total-Count, here ${total}`;
      return type.startsWith('application/json') ? parse(answer.schema) : `a list page is JSON, not "${type}"`;
    }
    case 'json':
      return type.startsWith('application/json') ? parse(answer.schema) : `the answer is JSON, not "${type}"`;
  }
}

/**
 * Sends `call` to `handlers` as a story's fetch would and checks the answer against the server's; returns
 * the answer's status and body (JSON when it is) for the calls that follow.
 */
async function check(handlers: RequestHandler[], state: string, call: Call) {
  const [method, routePath] = call.route.split(' ') as [string, string];
  const answers = serverAnswers[call.route];
  if (!answers) throw new Error(`${call.route}: not a route of serverAnswers; add what the server answers`);
  const headers = new Headers();
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  const request = new Request(new URL(call.path ?? routePath, origin), {
    method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const response = await getResponse(handlers, request, { baseUrl: origin });
  const label = `${call.route} (${state}, ${method} ${call.path ?? routePath})`;
  if (!response) throw new Error(`${label}: no mock answered`);
  const problem = await problemWith(response.clone(), answers);
  if (problem) throw new Error(`${label} answered ${response.status}, not as the server does:\n${problem}`);
  validated.set(call.route, (validated.get(call.route) ?? new Set()).add(response.status));
  const text = await response.text();
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined,
  };
}

/** Drives every route of an admin mock, in the order a session would, so each answer comes from a real state. */
async function driveAdminMock(state: string, mock: ReturnType<typeof createAdminMock>) {
  const { handlers } = mock;
  const call = (route: string, rest: Omit<Call, 'route'> = {}) => check(handlers, state, { route, ...rest });
  const firstEntry = mock.entries()[0]?.id ?? 999_999;
  const firstMessage = mock.messages()[0]?.id ?? 999_999;
  const aFailedMail = mock.outbox().find((mail) => mail.state === 'failed')?.id ?? 999_999;
  const aSentMail = mock.outbox().find((mail) => mail.state !== 'failed')?.id ?? 999_999;
  const anAddress = mock.entries()[0]?.email ?? 'nobody@example.com';

  await call('GET /api/webpage/waitlist/stats');
  await call('GET /api/webpage/contact/stats');
  await call('GET /api/webpage/waitlist', { path: '/api/webpage/waitlist?page=1&pageSize=50' });
  await call('GET /api/webpage/waitlist', { path: '/api/webpage/waitlist?page=0' });
  await call('GET /api/waitlist', { path: '/api/waitlist?page=1&pageSize=20&sort=email' });
  await call('GET /api/waitlist', { path: '/api/waitlist?page=99&pageSize=10&status=waiting&q=a' });
  await call('GET /api/waitlist', { path: '/api/waitlist?confirmation=unconfirmed' });
  await call('GET /api/waitlist', { path: '/api/waitlist?pageSize=1000' });
  await call('GET /api/webpage/contact', { path: '/api/webpage/contact?page=1&pageSize=50' });
  await call('GET /api/webpage/contact/:id', { path: `/api/webpage/contact/${firstMessage}` });
  await call('GET /api/webpage/contact/:id', { path: '/api/webpage/contact/999999' });
  await call('GET /api/contact', { path: '/api/contact?isReplied=false&sort=waiting' });
  await call('GET /api/contact', { path: '/api/contact?page=2&pageSize=5&status=New' });
  await call('GET /api/waitlist/export', { path: '/api/waitlist/export?q=a&sort=email' });
  await call('GET /api/waitlist/export', { path: `/api/waitlist/export?ids=${firstEntry}` });
  await call('GET /api/contact/export', { path: '/api/contact/export?isRead=false' });
  await call('GET /api/contact/export', { path: `/api/contact/export?ids=${firstMessage}` });

  await call('GET /api/mail/health');
  await call('GET /api/mail/suppressions', { path: '/api/mail/suppressions?page=1&pageSize=50' });
  await call('GET /api/mail/suppressions', { path: '/api/mail/suppressions?email=LENA.FISCHER%40example.de' });
  await call('GET /api/mail/suppressions', { path: '/api/mail/suppressions?page=9&pageSize=2' });
  await call('GET /api/mail/suppressions', { path: '/api/mail/suppressions?pageSize=1000' });
  const suppressed = await call('GET /api/mail/suppressions');
  const aHash = (suppressed.body as Array<{ addressHash: string }> | undefined)?.[0]?.addressHash ?? 'f'.repeat(64);
  await call('DELETE /api/mail/suppressions/:addressHash', { path: `/api/mail/suppressions/${aHash}` });
  await call('DELETE /api/mail/suppressions/:addressHash', { path: `/api/mail/suppressions/${aHash}` });
  await call('GET /api/mail/outbox', { path: '/api/mail/outbox?page=1&pageSize=25' });
  await call('GET /api/mail/outbox', { path: '/api/mail/outbox?state=failed' });
  await call('GET /api/mail/outbox', { path: '/api/mail/outbox?state=lost' });
  await call('GET /api/mail/outbox', { path: '/api/mail/outbox?q=EXAMPLE.com&state=sent' });
  await call('GET /api/mail/outbox', { path: '/api/mail/outbox?q=example&page=99&pageSize=2' });
  await call('GET /api/mail/outbox', { path: `/api/mail/outbox?q=${'a'.repeat(201)}` });
  await call('POST /api/mail/outbox/:id/retry', { path: `/api/mail/outbox/${aFailedMail}/retry` });
  await call('POST /api/mail/outbox/:id/retry', { path: `/api/mail/outbox/${aSentMail}/retry` });
  await call('GET /api/contact/:id/replies', { path: `/api/contact/${firstMessage}/replies` });
  await call('GET /api/contact/:id/replies', { path: '/api/contact/999999/replies' });
  await call('GET /api/contact/:id/answers', { path: `/api/contact/${firstMessage}/answers` });
  await call('GET /api/contact/:id/answers', { path: '/api/contact/999999/answers' });
  await call('POST /api/contact/:id/replies', { path: `/api/contact/${firstMessage}/replies`, body: { body: 'Yes.' } });
  await call('POST /api/contact/:id/replies', { path: `/api/contact/${firstMessage}/replies`, body: { body: ' ' } });
  await call('GET /api/contact/:id/replies', { path: `/api/contact/${firstMessage}/replies` });
  await call('GET /api/webpage/contact/:id/sender', { path: `/api/webpage/contact/${firstMessage}/sender` });
  await call('GET /api/webpage/contact/:id/sender', { path: '/api/webpage/contact/999999/sender' });

  const aFailedEvent = mock.webhookEvents().find((event) => event.state === 'failed')?.id ?? 999_999;
  const aDeliveredEvent = mock.webhookEvents().find((event) => event.state !== 'failed')?.id ?? 999_999;
  await call('GET /api/webhooks/status');
  await call('GET /api/webhooks', { path: '/api/webhooks?page=1&pageSize=50' });
  await call('GET /api/webhooks', { path: '/api/webhooks?state=failed&type=waitlist.left' });
  await call('GET /api/webhooks', { path: '/api/webhooks?state=lost' });
  await call('GET /api/webhooks', { path: '/api/webhooks?type=mail.sent' });
  await call('GET /api/webhooks', { path: '/api/webhooks?page=99&pageSize=2' });
  await call('POST /api/webhooks/:id/retry', { path: `/api/webhooks/${aFailedEvent}/retry` });
  await call('POST /api/webhooks/:id/retry', { path: `/api/webhooks/${aDeliveredEvent}/retry` });
  await call('GET /api/webhooks/status');

  const savedReplies = '/api/webpage/saved-replies';
  const savedReply = { title: 'Mock answers', body: 'Hello {firstName},\n\nthanks.' };
  await call('GET /api/webpage/saved-replies');
  const created = await call('POST /api/webpage/saved-replies', { body: savedReply });
  await call('POST /api/webpage/saved-replies', { body: { ...savedReply, title: 'MOCK ANSWERS' } });
  await call('POST /api/webpage/saved-replies', { body: { ...savedReply, title: ' ' } });
  const savedId = created.status === 201 ? (created.body as { id: number }).id : 999_999;
  const rewrite = { title: 'Mock answers, rewritten', body: 'Hi {firstName}.' };
  await call('PUT /api/webpage/saved-replies/:id', { path: `${savedReplies}/${savedId}`, body: rewrite });
  await call('PUT /api/webpage/saved-replies/:id', { path: `${savedReplies}/999999`, body: rewrite });
  await call('DELETE /api/webpage/saved-replies/:id', { path: `${savedReplies}/${savedId}` });
  await call('DELETE /api/webpage/saved-replies/:id', { path: `${savedReplies}/${savedId}` });
  await call('GET /api/webpage/saved-replies');

  await call('GET /api/webpage/account');
  const signature = 'Olivia Bennett\nCustomer success';
  await call('PUT /api/webpage/account', { body: { firstName: ' Olivia ', lastName: 'Bennett', signature } });
  await call('PUT /api/webpage/account', { body: { firstName: ' ', lastName: 'Bennett', signature } });
  await call('PUT /api/webpage/account', { body: { firstName: 'Olivia', lastName: 'Bennett' } });
  await call('GET /api/webpage/account');

  // The second factor: off again first when the state starts with it on, then set up, on, new codes, off.
  const code = (value: string) => ({ body: { code: value } });
  const factor = await call('GET /api/auth/2fa');
  if ((factor.body as { enabled?: boolean } | undefined)?.enabled) {
    await call('POST /api/auth/2fa/setup');
    await call('POST /api/auth/2fa/recovery-codes', code(wrongTotpCode));
    await call('POST /api/auth/2fa/recovery-codes', code(mock.unusedRecoveryCodes()[0] ?? authenticatorCode));
    await call('POST /api/auth/2fa/disable', code(authenticatorCode));
  }
  await call('POST /api/auth/2fa/enable', code(authenticatorCode));
  await call('POST /api/auth/2fa/disable', code(authenticatorCode));
  await call('POST /api/auth/2fa/recovery-codes', code(authenticatorCode));
  await call('POST /api/auth/2fa/setup');
  await call('POST /api/auth/2fa/enable', code(wrongTotpCode));
  await call('POST /api/auth/2fa/enable', code(' '));
  await call('POST /api/auth/2fa/enable', code(authenticatorCode));
  await call('GET /api/auth/2fa');
  await call('POST /api/auth/2fa/recovery-codes', code(mockRecoveryCodes[0].toUpperCase()));
  await call('POST /api/auth/2fa/recovery-codes', code(mockRecoveryCodes[1]));
  await call('POST /api/auth/2fa/disable', { body: {} });
  await call('POST /api/auth/2fa/disable', code(authenticatorCode));
  await call('GET /api/auth/2fa');

  const users = '/api/admin/users';
  const invitation = { email: 'ada.lovelace@invoiceflow.app', firstName: 'Ada', lastName: 'Lovelace' };
  await call('GET /api/admin/users');
  const firstAdmin = mock.members().find((member) => member.isAdmin)?.id ?? 999_999;
  const adminStatus = (id: number | string) => `${users}/${id}/admin-status`;
  // Removes the first administrator's access unless they are the last one (409).
  await call('PATCH /api/admin/users/:id/admin-status', { path: adminStatus(firstAdmin), body: { isAdmin: false } });
  const added = await call('POST /api/admin/users', { body: invitation });
  await call('POST /api/admin/users', { body: { ...invitation, email: invitation.email.toUpperCase() } });
  await call('POST /api/admin/users', { body: { email: 'ada@localhost', firstName: ' ', lastName: 'Lovelace' } });
  await call('POST /api/admin/users', { body: 'Ada' });
  const addedId = added.status === 201 ? (added.body as { id: number }).id : 999_999;
  await call('PATCH /api/admin/users/:id/admin-status', { path: adminStatus(addedId), body: { isAdmin: false } });
  await call('PATCH /api/admin/users/:id/admin-status', { path: adminStatus(addedId), body: { isAdmin: true } });
  await call('PATCH /api/admin/users/:id/admin-status', { path: adminStatus(addedId), body: { isAdmin: 'no' } });
  await call('PATCH /api/admin/users/:id/admin-status', { path: adminStatus(999_999), body: { isAdmin: false } });
  await call('PATCH /api/admin/users/:id/admin-status', { path: adminStatus('me'), body: { isAdmin: false } });
  await call('POST /api/admin/users/:id/password-link', { path: `${users}/${addedId}/password-link` });
  await call('POST /api/admin/users/:id/password-link', { path: `${users}/999999/password-link` });
  await call('GET /api/admin/users');

  await call('GET /api/admin/audit', { path: '/api/admin/audit?page=1&pageSize=50' });
  await call('GET /api/admin/audit', { path: `/api/admin/audit?actorId=${firstAdmin}&action=admin_added` });
  await call('GET /api/admin/audit', { path: '/api/admin/audit?action=export&page=99&pageSize=10' });
  await call('GET /api/admin/audit', { path: '/api/admin/audit?action=lunch' });
  await call('GET /api/admin/audit', { path: '/api/admin/audit?actorId=0' });
  await call('GET /api/admin/audit/export');
  await call('GET /api/admin/audit/export', { path: `/api/admin/audit/export?actorId=${firstAdmin}&action=sign_in` });
  await call('GET /api/admin/audit/export', { path: '/api/admin/audit/export?action=lunch' });
  await call('GET /api/admin/audit');

  await call('GET /api/waitlist/signups', { path: '/api/waitlist/signups' });
  await call('GET /api/waitlist/signups', { path: '/api/waitlist/signups?days=7&by=source' });
  await call('GET /api/waitlist/signups', { path: '/api/waitlist/signups?days=90&by=campaign' });
  await call('GET /api/waitlist/signups', { path: '/api/waitlist/signups?days=3' });

  await call('GET /api/waitlist/referrers');
  await call('GET /api/waitlist/referrers', { path: '/api/waitlist/referrers?limit=3' });
  await call('GET /api/waitlist/referrers', { path: '/api/waitlist/referrers?limit=0' });
  await call('GET /api/waitlist', { path: '/api/waitlist?sort=position' });
  await call('GET /api/waitlist', { path: '/api/waitlist?sort=position-desc&status=waiting' });
  await call('GET /api/waitlist/funnel', { path: '/api/waitlist/funnel' });
  await call('GET /api/waitlist/funnel', { path: '/api/waitlist/funnel?days=7' });
  await call('GET /api/waitlist/funnel', { path: '/api/waitlist/funnel?from=2025-11-22&to=2026-11-21' });
  await call('GET /api/waitlist/funnel', { path: '/api/waitlist/funnel?from=2026-11-21&to=2026-11-01' });
  await call('GET /api/waitlist/funnel', { path: '/api/waitlist/funnel?from=2026-02-30&days=7' });

  await call('GET /api/launch/invites');
  await call('POST /api/launch/invites/preview', { body: { filter: {} } });
  await call('POST /api/launch/invites/preview', { body: { ids: [firstEntry], limit: 1 } });
  await call('POST /api/launch/invites/preview', { body: { limit: 0 } });
  await call('POST /api/launch/invites/preview', { body: { filter: {}, confirmedOnly: true } });
  await call('POST /api/launch/invites/preview', { body: { filter: {}, confirmedOnly: 'yes' } });
  const news = await call('POST /api/launch/news/preview', { body: {} });
  const recipients = news.status === 200 ? (news.body as { recipients: number }).recipients : 0;
  await call('POST /api/launch/news', { body: { expectedCount: recipients + 1 } });
  await call('POST /api/launch/news', { body: {} });
  await call('POST /api/launch/news', { body: { expectedCount: recipients } });
  await call('POST /api/launch/news/preview', { body: {} });
  const sent = await call('POST /api/launch/invites', { body: { filter: { status: 'waiting' } } });
  await call('POST /api/launch/invites', { body: { filter: {} } });
  await call('GET /api/launch/invites');
  const runId = sent.status === 201 ? (sent.body as InviteRun).id : (mock.inviteRuns()[0]?.id ?? 999_999);
  await call('GET /api/launch/invites/:id', { path: `/api/launch/invites/${runId}` });
  await call('GET /api/launch/invites/:id', { path: '/api/launch/invites/999999' });

  for (const action of ['read', 'replied'] as const) {
    await call(`PATCH /api/webpage/contact/:id/${action}`, { path: `/api/webpage/contact/${firstMessage}/${action}` });
    await call(`PATCH /api/webpage/contact/:id/${action}`, { path: `/api/webpage/contact/999999/${action}` });
  }
  const notes = `/api/webpage/contact/${firstMessage}/notes`;
  await call('PATCH /api/webpage/contact/:id/notes', { path: notes, body: { notes: 'Called back.' } });
  await call('PATCH /api/webpage/contact/:id/notes', { path: notes, body: { notes: 3 } });
  const status = `/api/webpage/contact/${firstMessage}/status`;
  await call('PATCH /api/webpage/contact/:id/status', { path: status, body: { status: 'Resolved' } });
  await call('PATCH /api/webpage/contact/:id/status', { path: status, body: { status: 'Done' } });

  await call('POST /api/waitlist/bulk/count', { body: { action: 'remove', filter: { q: 'a' } } });
  await call('POST /api/waitlist/bulk/count', { body: { action: 'delete' } });
  await call('POST /api/contact/bulk/count', { body: { action: 'status', status: 'Closed', filter: {} } });
  await call('POST /api/contact/bulk/count', { body: { action: 'read', filter: {}, expectedCount: 1 } });
  await call('POST /api/waitlist/bulk', { body: { action: 'delete', filter: { q: 'a' }, expectedCount: 999_999 } });
  await call('POST /api/contact/bulk', { body: { action: 'delete', filter: {}, expectedCount: 999_999 } });
  await call('POST /api/waitlist/bulk', { body: { action: 'remove', ids: [firstEntry] } });
  await call('POST /api/waitlist/bulk', { body: { action: 'restore', filter: { q: 'a' } } });
  await call('POST /api/waitlist/bulk', { body: { action: 'remove' } });
  await call('POST /api/contact/bulk', { body: { action: 'status', status: 'InProgress', ids: [firstMessage] } });
  await call('POST /api/contact/bulk', { body: { action: 'read', filter: {} } });
  await call('POST /api/contact/bulk', { body: { action: 'status', filter: {} } });

  await call('POST /api/privacy/export', { body: { email: anAddress } });
  await call('POST /api/privacy/export', { body: { email: 'not an address' } });
  await call('POST /api/privacy/erase', { body: { email: anAddress.toUpperCase() } });
  await call('POST /api/privacy/erase', { body: {} });

  await call('DELETE /api/waitlist/:id', { path: `/api/waitlist/${mock.entries()[0]?.id ?? 999_999}` });
  await call('DELETE /api/waitlist/:id', { path: '/api/waitlist/999999' });
  await call('DELETE /api/contact/:id', { path: `/api/contact/${mock.messages()[0]?.id ?? 999_999}` });
  await call('DELETE /api/contact/:id', { path: '/api/contact/999999' });
  await call('POST /api/waitlist/bulk', { body: { action: 'delete', filter: {} } });
  await call('POST /api/contact/bulk', { body: { action: 'delete', ids: [firstMessage] } });
  await call('GET /api/webpage/waitlist/stats');
  await call('GET /api/webpage/contact/stats');
}

const run = (id: number, counts: Partial<InviteRun> = {}): InviteRun => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'olivia.bennett@invoiceflow.app',
  invited: 120,
  queued: 120,
  sent: 0,
  failed: 0,
  notConfigured: 0,
  suppressed: 0,
  ...counts,
});

/** The admin mock's states, as the stories and unit tests build them. */
const adminStates: Record<string, () => ReturnType<typeof createAdminMock>> = {
  default: () => createAdminMock(),
  empty: () => createEmptyAdminMock(),
  'many rows': () =>
    createAdminMock({ waitlist: manyWaitlistEntries, contact: manyContactMessages, outbox: manyOutboxMails }),
  'long texts': () =>
    createAdminMock({ waitlist: longWaitlistEntries, contact: longContactMessages, replies: longUnicodeReplies }),
  'every mail state': () => createAdminMock({ outbox: everyStateOutbox, replies: everyStateReplies }),
  'no SMTP': () => createAdminMock({ outbox: notConfiguredOutbox, smtpConfigured: false }),
  'fixed stats and mail health': () =>
    createAdminMock({
      waitlistStats,
      contactStats,
      mailHealth: { smtpConfigured: false, queued: 0, failed: 0, notConfigured: 4 },
    }),
  'chart keys': () => createAdminMock({ waitlist: chartEntries({ keys: [...longChartKeys, null] }) }),
  'quiet chart': () => createAdminMock({ waitlist: quietChartEntries }),
  'a referral network with flags': () => createAdminMock({ waitlist: referralNetwork }),
  'a funnel of several sources': () => createAdminMock({ waitlist: funnelEntries, pageViews: funnelPageViews }),
  'every webhook state': () => createAdminMock({ webhookEvents: everyStateWebhookEvents }),
  'many webhook events': () => createAdminMock({ webhookEvents: manyWebhookEvents }),
  'no WEBHOOK_URL': () => createAdminMock({ webhookEvents: [], webhooksConfigured: false }),
  'no LAUNCH_URL': () => createAdminMock({ launchUrlConfigured: false }),
  'a signature of three lines': () => createAdminMock({ profile: signedAdminProfile }),
  'a returning sender on the waitlist': () => createAdminMock({ contact: returningSenderMessages }),
  'saved replies at their limits': () => createAdminMock({ savedReplies: longSavedReplies }),
  'the last administrator': () => createAdminMock({ members: onlyAdministrator }),
  'a long unicode team and trail': () =>
    createAdminMock({ members: longUnicodeMembers, auditEvents: longUnicodeAuditEvents }),
  'no audit trail entries': () => createAdminMock({ auditEvents: [] }),
  'two-factor on and required, one recovery code left': () =>
    createAdminMock({ twoFactor: { enabled: true, required: true, recoveryCodesLeft: 1 } }),
  'invite runs in progress': () =>
    createAdminMock({ inviteRuns: [run(2), run(1, { queued: 0, sent: 118, failed: 2 })], sendPerPoll: 60 }),
  'invites kept queued, one failing': () => createAdminMock({ sendPerPoll: 0, failing: 1 }),
  'invites to confirmed members by default': () => createAdminMock({ inviteConfirmedOnly: true }),
};

/** The path of a handler as it names it, e.g. `GET /api/contact/:id/replies`. */
const routeOf = (handler: RequestHandler) => handler.info.header;

describe('every mock answer is what the server answers', () => {
  describe('the admin mock', () => {
    it.each(Object.keys(adminStates))('in the state "%s"', async (state) => {
      await driveAdminMock(state, adminStates[state]!());
    });

    // After the states above (a file's tests run in order): a route added to the mock fails here until
    // the contract names what the server answers (`apiAnswers`, read into `serverAnswers`) and
    // `driveAdminMock` calls it.
    it('drives every route the admin mock answers', () => {
      const routes = createAdminMock().handlers.map(routeOf);
      expect(routes.filter((route) => !validated.has(route))).toEqual([]);
      // Each route's success answer was validated, not only its refusals.
      const neverSucceeded = routes.filter((route) => ![...validated.get(route)!].some((status) => status < 400));
      expect(neverSucceeded).toEqual([]);
    });

    it('the second factor takes the app’s code or an unused recovery code once, and refuses others with 403 (the session goes on)', async () => {
      const mock = createAdminMock({ twoFactor: { enabled: true, recoveryCodesLeft: 2 } });
      const send = async (route: string, value: string) =>
        (await check(mock.handlers, 'codes', { route, body: { code: value } })).status;
      expect(await send('POST /api/auth/2fa/recovery-codes', wrongTotpCode)).toBe(403);
      expect(await send('POST /api/auth/2fa/recovery-codes', ` ${mockRecoveryCodes[1].toUpperCase()} `)).toBe(200);
      expect(await send('POST /api/auth/2fa/disable', mockRecoveryCodes[1])).toBe(403);
      expect(await send('POST /api/auth/2fa/disable', authenticatorCode)).toBe(200);
      expect(mock.twoFactor()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
      expect(await send('POST /api/auth/2fa/enable', authenticatorCode)).toBe(409);
      expect((await check(mock.handlers, 'codes', { route: 'POST /api/auth/2fa/setup' })).status).toBe(200);
      expect(await send('POST /api/auth/2fa/enable', wrongTotpCode)).toBe(403);
      expect(await send('POST /api/auth/2fa/enable', authenticatorCode)).toBe(200);
      expect(mock.twoFactor()).toMatchObject({ enabled: true, recoveryCodesLeft: mockRecoveryCodes.length });
    });

    it('countBeforeRowsMoved answers the first count with its number, then the count of the mock', async () => {
      const mock = createAdminMock();
      const handlers = [...countBeforeRowsMoved(3), ...mock.handlers];
      const count = { route: 'POST /api/waitlist/bulk/count', body: { action: 'delete', filter: {} } };
      await expect(check(handlers, 'a count before rows moved', count)).resolves.toMatchObject({ body: { count: 3 } });
      await expect(check(handlers, 'a count before rows moved', count)).resolves.toMatchObject({
        body: { count: mock.entries().length },
      });
    });
  });

  it('newsCountBeforeMembersMoved answers the first launch news preview with its number, then the mock’s', async () => {
    const mock = createAdminMock();
    const handlers = [...newsCountBeforeMembersMoved(5), ...mock.handlers];
    const preview = { route: 'POST /api/launch/news/preview', body: {} };
    await expect(check(handlers, 'a count before members moved', preview)).resolves.toMatchObject({
      body: { recipients: 5 },
    });
    // The small fixture: Maria and Kwame wait (Lena is invited but her address bounced, Sam has joined).
    await expect(check(handlers, 'a count before members moved', preview)).resolves.toMatchObject({
      body: { recipients: 2 },
    });
  });

  /** Every call each failure set replaces, answered with an error (or never, for the waits). */
  describe('adminFailures and the other failure sets', () => {
    const failureSets: Record<string, RequestHandler[]> = {
      ...Object.fromEntries(Object.entries(adminFailures).map(([name, set]) => [`adminFailures.${name}`, set])),
      ...Object.fromEntries(Object.entries(launchFailures).map(([name, set]) => [`launchFailures.${name}`, set])),
      ...Object.fromEntries(Object.entries(accountFailures).map(([name, set]) => [`accountFailures.${name}`, set])),
      ...Object.fromEntries(Object.entries(teamFailures).map(([name, set]) => [`teamFailures.${name}`, set])),
      ...Object.fromEntries(Object.entries(auditFailures).map(([name, set]) => [`auditFailures.${name}`, set])),
      ...Object.fromEntries(Object.entries(webhookFailures).map(([name, set]) => [`webhookFailures.${name}`, set])),
      ...Object.fromEntries(Object.entries(twoFactorFailures).map(([name, set]) => [`twoFactorFailures.${name}`, set])),
      ...Object.fromEntries(
        Object.entries(signupChartFailures).map(([name, set]) => [`signupChartFailures.${name}`, set]),
      ),
      ...Object.fromEntries(Object.entries(referrerFailures).map(([name, set]) => [`referrerFailures.${name}`, set])),
      ...Object.fromEntries(Object.entries(funnelFailures).map(([name, set]) => [`funnelFailures.${name}`, set])),
    };
    // The waits (`slow`, `…Slow`) never answer: there is no answer to check.
    const hanging = (name: string) => /(\.slow|Slow)$/.test(name);

    it.each(Object.keys(failureSets).filter((name) => !hanging(name)))('%s', async (name) => {
      for (const handler of failureSets[name]!) {
        const route = routeOf(handler);
        const [method, path] = route.split(' ') as [string, string];
        const concrete = path.replace(':id', '1');
        const request = new Request(new URL(concrete, origin), {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        const response = await getResponse([handler], request, { baseUrl: origin });
        if (!response) throw new Error(`${route} (${name}): no mock answered`);
        if (response.type === 'error') continue; // A network failure: no answer to check.
        const problem = await problemWith(response, serverAnswers[route] ?? {});
        if (problem)
          throw new Error(`${route} (${name}) answered ${response.status}, not as the server does:\n${problem}`);
        expect(response.status, `${route} (${name})`).toBeGreaterThanOrEqual(400);
      }
    });
  });

  describe('the sign-in, sign-out and debug handlers', () => {
    const login = (password: string, email = adminUser.email) => ({
      route: 'POST /api/auth/login',
      body: { email, password },
    });
    const logout = (token?: string, everywhere?: boolean) => ({
      route: 'POST /api/auth/logout',
      token,
      body: everywhere === undefined ? undefined : { everywhere },
    });

    it.each([
      ['loginHandlers.signedIn', loginHandlers.signedIn, login(adminPassword, adminUser.email.toUpperCase()), 200],
      ['loginHandlers.signedIn', loginHandlers.signedIn, login('wrong password'), 401],
      ['loginHandlers.invalidCredentials', loginHandlers.invalidCredentials, login(adminPassword), 401],
      ['loginHandlers.rateLimited', loginHandlers.rateLimited, login(adminPassword), 429],
      ['loginHandlers.signedIn', loginHandlers.signedIn, login(adminPassword, twoFactorAdmin.email), 200],
      ['loginHandlers.signedIn', loginHandlers.signedIn, login('wrong password', twoFactorAdmin.email), 401],
      ['loginHandlers.locked', loginHandlers.locked, login(adminPassword), 429],
      ['logoutHandlers.signedOut', logoutHandlers.signedOut, logout(adminToken), 200],
      ['logoutHandlers.signedOut', logoutHandlers.signedOut, logout(adminToken, true), 200],
      ['logoutHandlers.signedOut', logoutHandlers.signedOut, logout('another token'), 401],
      ['logoutHandlers.serverError', logoutHandlers.serverError, logout(adminToken), 500],
    ] as const)('%s (%#)', async (name, handler, call, expected) => {
      expect((await check([handler], name, call)).status, `${call.route} (${name})`).toBe(expected);
    });

    it.each([
      ['debugHandlers.stats', debugHandlers.stats, adminToken, 200],
      ['debugHandlers.stats', debugHandlers.stats, undefined, 401],
      ['debugHandlers.unauthorized', debugHandlers.unauthorized, adminToken, 401],
      ['debugHandlers.serverError', debugHandlers.serverError, adminToken, 500],
    ] as const)('%s (%#)', async (name, handler, token, expected) => {
      const call = { route: 'GET /api/webpage/waitlist/stats', token };
      expect((await check([handler], name, call)).status, `${call.route} (${name})`).toBe(expected);
    });
  });

  describe('the second step of signing in and the set-password link', () => {
    const code = (value: unknown, challenge: unknown = twoFactorChallenge) => ({
      route: 'POST /api/auth/login/2fa',
      body: { challenge, code: value },
    });
    const password = (token: unknown, value: unknown = 'a long enough password') => ({
      route: 'POST /api/auth/password',
      body: { token, password: value },
    });

    it('answers the challenge for the admin with a second factor, a session for the other', async () => {
      const login = (email: string) => ({ route: 'POST /api/auth/login', body: { email, password: adminPassword } });
      await expect(check([loginHandlers.signedIn], 'a second factor', login(twoFactorAdmin.email))).resolves.toEqual({
        status: 200,
        body: { twoFactorRequired: true, challenge: twoFactorChallenge },
      });
      await expect(check([loginHandlers.signedIn], 'no second factor', login(adminUser.email))).resolves.toMatchObject({
        status: 200,
        body: { token: adminToken, user: adminUser },
      });
    });

    it('takes the authenticator code again and again, each recovery code once, until reset', async () => {
      const mock = createTwoFactorLoginMock();
      const send = (call: ReturnType<typeof code>) => check([mock.handler], 'createTwoFactorLoginMock', call);
      await expect(send(code(authenticatorCode))).resolves.toEqual({
        status: 200,
        body: { token: adminToken, user: twoFactorAdmin },
      });
      await expect(send(code(authenticatorCode))).resolves.toMatchObject({ status: 200 });
      await expect(send(code(' ABCD EFGH-JKMN '))).resolves.toMatchObject({ status: 200 });
      await expect(send(code(recoveryCode))).resolves.toMatchObject({
        status: 401,
        body: { message: 'Invalid authentication code' },
      });
      mock.reset();
      await expect(send(code(recoveryCode))).resolves.toMatchObject({ status: 200 });
      await expect(send(code('654321'))).resolves.toMatchObject({ status: 401 });
      await expect(send(code(authenticatorCode, 'an old challenge'))).resolves.toMatchObject({
        status: 401,
        body: { message: 'This sign-in took too long. Please sign in again' },
      });
      await expect(send(code('  '))).resolves.toMatchObject({ status: 400 });
    });

    it.each([
      ['twoFactorLoginHandlers.challengeExpired', twoFactorLoginHandlers.challengeExpired, 401],
      ['twoFactorLoginHandlers.invalidCode', twoFactorLoginHandlers.invalidCode, 401],
      ['twoFactorLoginHandlers.locked', twoFactorLoginHandlers.locked, 429],
    ] as const)('%s', async (name, handler, expected) => {
      expect((await check([handler], name, code(authenticatorCode))).status).toBe(expected);
    });

    it.each([
      ['setPasswordHandlers.set', setPasswordHandlers.set, password(setPasswordToken), 200],
      ['setPasswordHandlers.set', setPasswordHandlers.set, password('a used token'), 400],
      ['setPasswordHandlers.set', setPasswordHandlers.set, password(setPasswordToken, 'too short'), 400],
      ['setPasswordHandlers.set', setPasswordHandlers.set, password(undefined), 400],
      ['setPasswordHandlers.linkInvalid', setPasswordHandlers.linkInvalid, password(setPasswordToken), 400],
    ] as const)('%s (%#)', async (name, handler, call, expected) => {
      expect((await check([handler], name, call)).status, `${call.route} (${name})`).toBe(expected);
    });
  });

  describe('the public forms', () => {
    const join = {
      route: 'POST /api/webpage/waitlist',
      body: { email: 'ada@example.com', name: 'Ada', source: 'website' },
    };
    const statusLink = { route: 'POST /api/webpage/waitlist/status-link', body: { email: 'ada@example.com' } };
    const message = {
      route: 'POST /api/webpage/contact',
      body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Hi', message: 'Hello' },
    };

    it.each([
      ['waitlistHandlers.joined', waitlistHandlers.joined, join, 201],
      ['waitlistHandlers.duplicate', waitlistHandlers.duplicate, join, 409],
      ['waitlistHandlers.invalid', waitlistHandlers.invalid, join, 400],
      ['waitlistHandlers.throwaway', waitlistHandlers.throwaway, join, 400],
      ['waitlistHandlers.rateLimited', waitlistHandlers.rateLimited, join, 429],
      ['waitlistHandlers.serverError', waitlistHandlers.serverError, join, 500],
      ['statusLinkHandlers.sent', statusLinkHandlers.sent, statusLink, 201],
      ['statusLinkHandlers.sent', statusLinkHandlers.sent, { ...statusLink, body: { email: 'ada@example' } }, 400],
      ['statusLinkHandlers.invalid', statusLinkHandlers.invalid, statusLink, 400],
      ['statusLinkHandlers.rateLimited', statusLinkHandlers.rateLimited, statusLink, 429],
      ['statusLinkHandlers.serverError', statusLinkHandlers.serverError, statusLink, 500],
      ['contactHandlers.sent', contactHandlers.sent, message, 201],
      ['contactHandlers.invalid', contactHandlers.invalid, message, 400],
      ['contactHandlers.serverError', contactHandlers.serverError, message, 500],
    ] as const)('%s', async (name, handler, call, expected) => {
      expect((await check([handler], name, call)).status, `${call.route} (${name})`).toBe(expected);
    });
  });
});
