import type { z } from 'zod';
import type { FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';

import { attributionOf, hasCampaign } from '@shared/contract/attribution';
import {
  type Attribution,
  attributionFields,
  DUPLICATE_EMAIL_MESSAGE,
  exportFileName,
  HONEYPOT_FIELD,
  paginationQuery,
  REFERRAL_CODE_PATTERN,
  REFERRAL_PARAMETER,
  referrersQuerySchema,
  STATUS_LINK_SENT_MESSAGE,
  statusLinkRequestSchema,
  waitlistBulkCountRequestSchema,
  waitlistBulkRequestSchema,
  type WaitlistEntry,
  waitlistExportQuerySchema,
  waitlistJoinRequestSchema,
  waitlistListQuerySchema,
  waitlistStatusLabels,
} from '@shared/contract';
import { formOutcomePaths, paths } from '@shared/content/paths';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS } from '../plugins/contract';
import type { WaitlistRepository } from '../repositories/waitlist';
import { csvDateColumn, type CsvColumns, csvDates } from '../services/csv';
import { refuseThrowawayAddress, ThrowawayAddressError } from '../services/throwawayDomains';
import { applyBulk, bulkAudit, bulkTargetOf } from './bulk';
import { sendRevalidatable } from './conditional';
import { dayIn, sendCsv } from './csv';
import { sendListPage } from './listPage';
import { registerPublicSubmission } from './forms';
import { decoyRow } from './honeypot';

/** The columns of the CSV export, in order; its dates in `timeZone` (csvDateColumn). */
const waitlistCsvColumns = (timeZone: string): CsvColumns<WaitlistEntry> => {
  const dates = csvDates(timeZone);
  return [
    { header: 'Id', value: (entry) => entry.id },
    { header: 'Email', value: (entry) => entry.email },
    { header: 'Name', value: (entry) => entry.name },
    { header: 'Company', value: (entry) => entry.company },
    { header: 'Source', value: (entry) => entry.source },
    csvDateColumn('Joined At', dates, (entry) => entry.joinedAt),
    { header: 'Status', value: (entry) => waitlistStatusLabels[entry.status] },
    csvDateColumn('Invited At', dates, (entry) => entry.invitedAt),
    csvDateColumn('Redeemed At', dates, (entry) => entry.redeemedAt),
    { header: 'Landing Page', value: (entry) => entry.landingPage },
    { header: 'Referrer', value: (entry) => entry.referrerHost },
    { header: 'UTM Source', value: (entry) => entry.utmSource },
    { header: 'UTM Medium', value: (entry) => entry.utmMedium },
    { header: 'UTM Campaign', value: (entry) => entry.utmCampaign },
  ];
};

const attributionFieldNames = Object.keys(attributionFields);

/**
 * The attribution of a sign-up the browser posted itself, without the app (JavaScript off): the site
 * sends none then, but the `Referer` is the address of the page the form was on. When that address
 * carries `utm_*` tags, the visitor came to it from the campaign's link, so it is taken as the landing
 * page (`attributionOf`: its path and tags, capped as the site caps them). What cannot be known this
 * way: the referring site (`referrerHost`), and a campaign whose page the visitor left before the form.
 */
function attributionFromReferer(request: FastifyRequest, posted: Record<string, string>): Partial<Attribution> {
  const { referer } = request.headers;
  if (!referer || attributionFieldNames.some((field) => posted[field])) return {};
  const attribution = attributionOf(referer, '');
  return hasCampaign(attribution) ? attribution : {};
}

/** The `ref` of an address on this site, if it has one (a share link's code; checked by the schema). */
const referralCodeOf = (request: FastifyRequest, address: string | undefined): string | undefined => {
  if (!address || !URL.canParse(address)) return undefined;
  const url = new URL(address);
  return url.host === request.host ? (url.searchParams.get(REFERRAL_PARAMETER) ?? undefined) : undefined;
};

/**
 * What a sign-up posted by the browser itself carries beyond its fields: its attribution
 * (`attributionFromReferer`) and the share link's code of the page it was posted from (/waitlist?ref=…,
 * where `referralCarriedOn` sends a visitor who came through a share link).
 */
function fieldsFromReferer(request: FastifyRequest, posted: Record<string, string>) {
  const referralCode = posted.referralCode ? undefined : referralCodeOf(request, request.headers.referer);
  return { ...attributionFromReferer(request, posted), ...(referralCode ? { referralCode } : {}) };
}

/**
 * Without JavaScript, Join Waitlist on a page opened through a share link (`/?ref=…`) is a plain GET of
 * /waitlist from it: that request's Referer still carries the code, which the page's form post would
 * not. Such a request is sent to /waitlist?ref=…, so that the code reaches the sign-up (`fieldsFromReferer`).
 */
const referralCarriedOn: onRequestAsyncHookHandler = async (request, reply) => {
  if (request.method !== 'GET' || request.url !== paths.waitlist) return;
  const code = referralCodeOf(request, request.headers.referer);
  if (code && REFERRAL_CODE_PATTERN.test(code)) {
    return reply.redirect(`${paths.waitlist}?${REFERRAL_PARAMETER}=${encodeURIComponent(code)}`, 302);
  }
};

export function waitlistRoutes(
  app: ApiServer,
  deps: {
    waitlist: WaitlistRepository;
    requireAdmin: preValidationAsyncHookHandler;
    /** Shared by the JSON call and the form post: one allowance per client, whichever door it uses. */
    rateLimit: onRequestAsyncHookHandler;
    /** A welcome was queued with the entry: the mail worker sends it now. */
    mailQueued: () => void;
    /** A `waitlist.joined` event may have been queued with it: the webhook worker sends it now. */
    webhooksQueued: () => void;
    /** The clock and the stats time zone: an export's file name carries the day there. */
    now: () => Date;
    timeZone: string;
  },
) {
  const { waitlist, requireAdmin } = deps;
  const csvColumns = waitlistCsvColumns(deps.timeZone);

  /**
   * A sign-up through either door: the entry answered, a decoy for the honeypot, a 400 for an address at
   * a domain that hands out throwaway addresses (product.md §5), or a 409 for a duplicate.
   */
  const join = async (
    request: FastifyRequest,
    { [HONEYPOT_FIELD]: filledByBot, referralCode, ...entry }: z.output<typeof waitlistJoinRequestSchema>,
  ): Promise<WaitlistEntry> => {
    // Before the honeypot, as the address's format is: this refusal tells a bot nothing of the hidden field.
    refuseThrowawayAddress(entry.email);
    if (filledByBot) {
      const { id, createdAt } = decoyRow(request, entry.email);
      return {
        id,
        ...entry,
        joinedAt: createdAt,
        createdAt,
        status: 'waiting',
        invitedAt: null,
        redeemedAt: null,
        confirmedAt: null,
        suppression: null,
        position: null,
        referrals: 0,
        referredBy: null,
      };
    }
    const stored = await waitlist.add({ ...entry, referralCode });
    if (stored === 'duplicate') throw new HttpError(409, DUPLICATE_EMAIL_MESSAGE);
    deps.mailQueued();
    deps.webhooksQueued();
    return stored;
  };

  const outcomes = formOutcomePaths.waitlist;
  registerPublicSubmission(app, {
    apiPath: '/api/webpage/waitlist',
    schema: waitlistJoinRequestSchema,
    refusals: [409],
    formPath: paths.waitlist,
    rateLimit: deps.rateLimit,
    submit: join,
    requestFields: fieldsFromReferer,
    success: outcomes.joined,
    // product.md §8's reading of the JSON call's statuses, as the app shows them.
    failures: { 400: outcomes.invalid, 409: outcomes.duplicate, 429: outcomes.rateLimited },
    otherFailure: outcomes.failed,
    failurePage: (error) => (error instanceof ThrowawayAddressError ? outcomes.throwaway : undefined),
  });

  app.addHook('onRequest', referralCarriedOn);

  // A lost status link, mailed again (product.md §2): one answer whether or not the address is listed.
  const statusLinkOutcomes = formOutcomePaths.statusLink;
  registerPublicSubmission(app, {
    apiPath: '/api/webpage/waitlist/status-link',
    schema: statusLinkRequestSchema,
    refusals: [],
    formPath: statusLinkOutcomes.form,
    rateLimit: deps.rateLimit,
    submit: async (_request, { [HONEYPOT_FIELD]: filledByBot, email }) => {
      if (!filledByBot) {
        await waitlist.requestStatusLink(email);
        deps.mailQueued();
      }
      return { message: STATUS_LINK_SENT_MESSAGE };
    },
    success: statusLinkOutcomes.sent,
    failures: { 400: statusLinkOutcomes.invalid, 429: statusLinkOutcomes.rateLimited },
    otherFailure: statusLinkOutcomes.failed,
  });

  const admin = { preValidation: requireAdmin };

  app.get(
    '/api/waitlist/referrers',
    {
      ...admin,
      schema: {
        querystring: referrersQuerySchema,
        response: answersOf('GET /api/waitlist/referrers', 400, ...ADMIN_REFUSALS),
      },
    },
    async (request) => ({ referrers: await waitlist.referrers(request.query.limit) }),
  );

  app.get(
    '/api/webpage/waitlist/stats',
    { ...admin, schema: { response: answersOf('GET /api/webpage/waitlist/stats', ...ADMIN_REFUSALS) } },
    async (request, reply) => sendRevalidatable(request, reply, await waitlist.stats()),
  );

  app.get(
    '/api/webpage/waitlist',
    {
      ...admin,
      schema: {
        querystring: paginationQuery,
        response: answersOf('GET /api/webpage/waitlist', 400, ...ADMIN_REFUSALS),
      },
    },
    async (request, reply) => {
      const { entries, ...counts } = await waitlist.list(request.query);
      return sendListPage(request, reply, entries, counts);
    },
  );

  app.get(
    '/api/waitlist',
    {
      ...admin,
      schema: {
        querystring: waitlistListQuerySchema,
        response: answersOf('GET /api/waitlist', 400, ...ADMIN_REFUSALS),
      },
    },
    async (request, reply) => {
      const { entries, ...counts } = await waitlist.list(request.query);
      return sendListPage(request, reply, entries, counts);
    },
  );

  app.get(
    '/api/waitlist/export',
    {
      ...admin,
      config: { audit: { action: 'export', targetType: 'waitlist' } },
      schema: {
        querystring: waitlistExportQuerySchema,
        response: answersOf('GET /api/waitlist/export', 400, ...ADMIN_REFUSALS),
      },
    },
    async (request, reply) => {
      const filters = request.query;
      const fileName = exportFileName('waitlist', filters, dayIn(deps.now(), deps.timeZone));
      return sendCsv(reply, 'waitlist', csvColumns, waitlist.each(filters), fileName);
    },
  );

  app.post(
    '/api/waitlist/bulk',
    {
      ...admin,
      config: { audit: { action: 'bulk_action', targetType: 'waitlist' } },
      schema: {
        body: waitlistBulkRequestSchema,
        response: answersOf('POST /api/waitlist/bulk', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 409),
      },
    },
    async (request) => {
      const { action, expectedCount } = request.body;
      const result = await applyBulk(waitlist.bulk(action, bulkTargetOf(request.body)), expectedCount, 'signups');
      bulkAudit(request, request.body, result.affected);
      return result;
    },
  );

  app.post(
    '/api/waitlist/bulk/count',
    {
      ...admin,
      config: { audit: false },
      schema: {
        body: waitlistBulkCountRequestSchema,
        response: answersOf('POST /api/waitlist/bulk/count', ...BODY_REFUSALS, ...ADMIN_REFUSALS),
      },
    },
    async (request) => ({ count: await waitlist.bulk(request.body.action, bulkTargetOf(request.body)).count() }),
  );
}
