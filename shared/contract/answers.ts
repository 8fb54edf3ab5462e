import { z } from 'zod';

import { adminProfileSchema } from './account';
import { auditEventSchema } from './audit';
import {
  loginResponseSchema,
  logoutResponseSchema,
  passwordSetSchema,
  recoveryCodesSchema,
  sessionResponseSchema,
  twoFactorDisabledSchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  userAccountSchema,
} from './auth';
import { contactMessageSchema, contactStatsSchema } from './contact';
import { bulkCountSchema, bulkResultSchema } from './fields';
import { funnelSchema } from './funnel';
import {
  invitePreviewSchema,
  inviteRunListSchema,
  launchNewsPreviewSchema,
  launchNewsResultSchema,
  inviteRunSchema,
  redeemResponseSchema,
  signupChartSchema,
} from './launch';
import {
  contactAnswerSchema,
  contactReplySchema,
  inboundMailResultSchema,
  mailHealthSchema,
  outboxMailSchema,
  suppressionSchema,
} from './mail';
import { personalDataErasureSchema } from './privacy';
import { savedReplySchema } from './savedReplies';
import { senderContextSchema } from './senderContext';
import {
  referrersResponseSchema,
  statusLinkResponseSchema,
  waitlistEntrySchema,
  waitlistStatsSchema,
} from './waitlist';
import { webhookEventSchema, webhookStatusSchema } from './webhooks';

/**
 * What every API call answers when it succeeds, per status: the schemas the server's routes declare
 * (server/routes, which serialize each answer through them, so a field a handler adds by mistake never
 * reaches the caller), that docs/openapi.json is generated from, and that the MSW mocks are checked
 * against (testing/mocks/mockAnswers.test.ts). Failures all take `errorResponseSchema`.
 */

/** An answer without a body (204, 304). */
export const noBody = z.undefined();

/** 304 of the lists and stats the portal polls: the caller already holds these bytes (their ETag). */
const notModified = noBody.describe('Not Modified: the If-None-Match header names this answer’s ETag');

/**
 * One page of an admin list: its rows, with `X-Total-Count` (how many match; `X-Total-Capped: true`
 * when counting stopped there) and `X-Page` (the page answered) as headers.
 */
const listPage = (row: z.ZodType, what: string) =>
  z
    .array(row)
    .describe(`One page of ${what}; X-Total-Count and X-Page headers say how many match and which page this is`);

export const waitlistPageSchema = listPage(waitlistEntrySchema, 'waitlist entries');
export const contactPageSchema = listPage(contactMessageSchema, 'contact messages');
export const outboxPageSchema = listPage(outboxMailSchema, 'outbox mails');
export const suppressionPageSchema = listPage(suppressionSchema, 'suppressed addresses');
export const auditPageSchema = listPage(auditEventSchema, 'audit trail entries');
export const webhookPageSchema = listPage(webhookEventSchema, 'webhook events');

/** The list pages: the answers that carry `X-Total-Count`. */
export const listPageSchemas: ReadonlySet<z.ZodType> = new Set([
  waitlistPageSchema,
  contactPageSchema,
  outboxPageSchema,
  suppressionPageSchema,
  auditPageSchema,
  webhookPageSchema,
]);

/** A CSV download (UTF-8 with a byte-order mark), streamed as an attachment. */
export const csvDownload = {
  description: 'A CSV download (UTF-8 with a byte-order mark), as an attachment',
  content: { 'text/csv': { schema: z.string() } },
};

const revalidatable = <Schema extends z.ZodType>(schema: Schema) => ({ 200: schema, 304: notModified });

export const apiAnswers = {
  // server/app.ts
  'GET /health': { 200: z.object({ status: z.literal('ok') }) },
  'GET /health/ready': {
    200: z.union([
      z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
      // Serving, but what `failing` names does not answer (with REDIS_URL: logins answer 503 meanwhile).
      z.object({
        status: z.literal('degraded'),
        database: z.enum(['pglite', 'postgres']),
        failing: z.array(z.enum(['redis'])),
      }),
    ]),
  },
  // server/routes/waitlist.ts
  'POST /api/webpage/waitlist': { 201: waitlistEntrySchema },
  'GET /api/webpage/waitlist/stats': revalidatable(waitlistStatsSchema),
  'GET /api/webpage/waitlist': revalidatable(waitlistPageSchema),
  'GET /api/waitlist': revalidatable(waitlistPageSchema),
  'GET /api/waitlist/export': { 200: csvDownload },
  'POST /api/waitlist/bulk': { 200: bulkResultSchema },
  'POST /api/waitlist/bulk/count': { 200: bulkCountSchema },
  'POST /api/webpage/waitlist/status-link': { 201: statusLinkResponseSchema },
  'GET /api/waitlist/referrers': { 200: referrersResponseSchema },
  // server/routes/contact.ts
  'POST /api/webpage/contact': { 201: contactMessageSchema },
  'GET /api/webpage/contact/stats': revalidatable(contactStatsSchema),
  'GET /api/webpage/contact': revalidatable(contactPageSchema),
  'GET /api/webpage/contact/:id': revalidatable(contactMessageSchema),
  'GET /api/contact': revalidatable(contactPageSchema),
  'GET /api/contact/export': { 200: csvDownload },
  'POST /api/contact/bulk': { 200: bulkResultSchema },
  'POST /api/contact/bulk/count': { 200: bulkCountSchema },
  'PATCH /api/webpage/contact/:id/read': { 204: noBody },
  'PATCH /api/webpage/contact/:id/replied': { 204: noBody },
  'PATCH /api/webpage/contact/:id/notes': { 204: noBody },
  'PATCH /api/webpage/contact/:id/status': { 204: noBody },
  // server/routes/privacy.ts
  'DELETE /api/waitlist/:id': { 204: noBody },
  'DELETE /api/contact/:id': { 204: noBody },
  'POST /api/privacy/export': { 200: csvDownload },
  'GET /api/privacy/export': {},
  'POST /api/privacy/erase': { 200: personalDataErasureSchema },
  // server/routes/mail.ts
  'GET /api/mail/outbox': { 200: outboxPageSchema },
  'POST /api/mail/outbox/:id/retry': { 204: noBody },
  'GET /api/mail/health': { 200: mailHealthSchema },
  'GET /api/mail/suppressions': { 200: suppressionPageSchema },
  'DELETE /api/mail/suppressions/:addressHash': { 204: noBody },
  'GET /api/contact/:id/replies': { 200: z.array(contactReplySchema) },
  'GET /api/contact/:id/answers': { 200: z.array(contactAnswerSchema) },
  'POST /api/contact/:id/replies': { 201: contactReplySchema },
  // server/routes/webhooks.ts
  'GET /api/webhooks': { 200: webhookPageSchema },
  'GET /api/webhooks/status': { 200: webhookStatusSchema },
  'POST /api/webhooks/:id/retry': { 204: noBody },
  // server/routes/savedReplies.ts
  'GET /api/webpage/saved-replies': { 200: z.array(savedReplySchema) },
  'POST /api/webpage/saved-replies': { 201: savedReplySchema },
  'PUT /api/webpage/saved-replies/:id': { 200: savedReplySchema },
  'DELETE /api/webpage/saved-replies/:id': { 204: noBody },
  // server/routes/senderContext.ts
  'GET /api/webpage/contact/:id/sender': { 200: senderContextSchema },
  // server/routes/signupChart.ts
  'GET /api/waitlist/signups': revalidatable(signupChartSchema),
  // server/routes/funnel.ts
  'GET /api/waitlist/funnel': revalidatable(funnelSchema),
  // server/routes/launch.ts
  'POST /api/launch/invites/preview': { 200: invitePreviewSchema },
  'POST /api/launch/invites': { 201: inviteRunSchema },
  'GET /api/launch/invites': { 200: inviteRunListSchema },
  'GET /api/launch/invites/:id': { 200: inviteRunSchema },
  'POST /api/launch/news/preview': { 200: launchNewsPreviewSchema },
  'POST /api/launch/news': { 200: launchNewsResultSchema },
  'POST /api/launch/redeem': { 200: redeemResponseSchema },
  // server/routes/inbound.ts
  'POST /api/inbound/mail': { 200: inboundMailResultSchema },
  // server/routes/auth.ts
  'POST /api/auth/login': { 200: loginResponseSchema },
  'POST /api/auth/logout': { 200: logoutResponseSchema },
  'POST /api/auth/password': { 200: passwordSetSchema },
  // server/routes/twoFactor.ts
  'POST /api/auth/login/2fa': { 200: sessionResponseSchema },
  'GET /api/auth/2fa': { 200: twoFactorStatusSchema },
  'POST /api/auth/2fa/setup': { 200: twoFactorSetupSchema },
  'POST /api/auth/2fa/enable': { 200: twoFactorEnabledSchema },
  'POST /api/auth/2fa/disable': { 200: twoFactorDisabledSchema },
  'POST /api/auth/2fa/recovery-codes': { 200: recoveryCodesSchema },
  // server/routes/users.ts
  'GET /api/admin/users': { 200: z.array(userAccountSchema) },
  'POST /api/admin/users': { 201: userAccountSchema },
  'PATCH /api/admin/users/:id/admin-status': { 200: userAccountSchema },
  'POST /api/admin/users/:id/password-link': { 204: noBody },
  // server/routes/audit.ts
  'GET /api/admin/audit': { 200: auditPageSchema },
  'GET /api/admin/audit/export': { 200: csvDownload },
  // server/routes/account.ts
  'GET /api/webpage/account': { 200: adminProfileSchema },
  'PUT /api/webpage/account': { 200: adminProfileSchema },
} as const;

export type ApiRouteName = keyof typeof apiAnswers;
