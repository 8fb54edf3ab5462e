import type { onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';

import {
  inviteRequestSchema,
  type InviteRunList,
  launchNewsRequestSchema,
  redeemRequestSchema,
} from '@shared/contract';
import { HttpError } from '../http';
import { ADMIN_REFUSALS, answersOf, type ApiServer, BODY_REFUSALS, idParams } from '../plugins/contract';
import type { Invites } from '../launch/invites';
import { type LaunchNews, RecipientsMoved } from '../launch/news';
import type { Redemptions } from '../launch/redemptions';
import type { UserRepository } from '../repositories/users';

export const LAUNCH_URL_MISSING_MESSAGE =
  'Set LAUNCH_URL before sending invites: without it the links in them would lead nowhere';
export const NOBODY_WAITING_MESSAGE = 'Nobody in this selection is waiting to be invited';
export const NOBODY_FOR_NEWS_MESSAGE =
  'Nobody is waiting for the launch news: every member has had it, left or was removed';
export const USED_CODE_MESSAGE = 'This code has already been used';
export const UNKNOWN_CODE_MESSAGE = 'Unknown invite code';

/**
 * Launch day: the portal's invite runs (preview, send, progress), the launch news (preview, send) and
 * the live platform's redeem call.
 * Nothing here logs a code or an address; the run's row keeps its administrator's e-mail.
 */
export function launchRoutes(
  app: ApiServer,
  deps: {
    invites: Invites;
    news: LaunchNews;
    redemptions: Redemptions;
    users: UserRepository;
    requireAdmin: preValidationAsyncHookHandler;
    /** The platform's service token (`LAUNCH_API_TOKEN`), checked before the body is read. */
    requireServiceToken: onRequestAsyncHookHandler;
    /** Per client address, shared by every instance when Redis is configured. */
    redeemRateLimit: onRequestAsyncHookHandler;
    launchUrlConfigured: boolean;
    /** A run queued its mails: the worker sends them now. */
    mailQueued: () => void;
    /** A run or a redemption queued webhook events: the webhook worker sends them now. */
    webhooksQueued: () => void;
  },
) {
  const { invites, requireAdmin } = deps;
  const admin = { preValidation: requireAdmin };

  app.post(
    '/api/launch/invites/preview',
    {
      ...admin,
      config: { audit: false },
      schema: {
        body: inviteRequestSchema,
        response: answersOf('POST /api/launch/invites/preview', ...BODY_REFUSALS, ...ADMIN_REFUSALS),
      },
    },
    async (request) => invites.preview(request.body),
  );

  app.post(
    '/api/launch/invites',
    {
      ...admin,
      config: { audit: { action: 'invite_run', targetType: 'invite_run' } },
      schema: {
        body: inviteRequestSchema,
        response: answersOf('POST /api/launch/invites', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 409),
      },
    },
    async (request, reply) => {
      const target = request.body;
      if (!deps.launchUrlConfigured) throw new HttpError(409, LAUNCH_URL_MISSING_MESSAGE);
      const administrator = await deps.users.findById(request.adminUserId!);
      if (!administrator) throw new HttpError(401, 'Your session has expired or is invalid. Please sign in again');
      const run = await invites.run(target, administrator.email);
      if (run === 'nobody waiting') throw new HttpError(409, NOBODY_WAITING_MESSAGE);
      deps.mailQueued();
      deps.webhooksQueued();
      request.audited = { targetIds: [run.id], count: run.invited };
      return reply.code(201).send(run);
    },
  );

  app.post(
    '/api/launch/news/preview',
    {
      ...admin,
      config: { audit: false },
      schema: { response: answersOf('POST /api/launch/news/preview', ...ADMIN_REFUSALS) },
    },
    async () => deps.news.preview(),
  );

  app.post(
    '/api/launch/news',
    {
      ...admin,
      config: { audit: { action: 'launch_news', targetType: 'waitlist' } },
      schema: {
        body: launchNewsRequestSchema,
        response: answersOf('POST /api/launch/news', ...BODY_REFUSALS, ...ADMIN_REFUSALS, 409),
      },
    },
    async (request) => {
      const { expectedCount } = request.body;
      if (expectedCount === 0) throw new HttpError(409, NOBODY_FOR_NEWS_MESSAGE);
      const queued = await deps.news.send(expectedCount).catch((error: unknown) => {
        if (error instanceof RecipientsMoved) throw new HttpError(409, error.message);
        throw error;
      });
      deps.mailQueued();
      request.audited = { count: queued };
      return { queued };
    },
  );

  app.get(
    '/api/launch/invites',
    { ...admin, schema: { response: answersOf('GET /api/launch/invites', ...ADMIN_REFUSALS) } },
    async (): Promise<InviteRunList> => ({ runs: await invites.latest() }),
  );

  app.get(
    '/api/launch/invites/:id',
    {
      ...admin,
      schema: { params: idParams, response: answersOf('GET /api/launch/invites/:id', 400, ...ADMIN_REFUSALS, 404) },
    },
    async (request) => {
      const { id } = request.params;
      const run = await invites.find(id);
      if (!run) throw new HttpError(404, `No invite run with id ${id}`);
      return run;
    },
  );

  app.post(
    '/api/launch/redeem',
    // Public as far as admin sessions go: the service token is this call's own check.
    {
      config: { access: 'public' },
      onRequest: [deps.redeemRateLimit, deps.requireServiceToken],
      schema: {
        body: redeemRequestSchema,
        response: answersOf('POST /api/launch/redeem', ...BODY_REFUSALS, 401, 404, 409, 429),
      },
    },
    async (request) => {
      const { code } = request.body;
      const redemption = await deps.redemptions.redeem(code);
      switch (redemption.outcome) {
        case 'redeemed':
          deps.webhooksQueued();
          return redemption.answer;
        case 'used':
          throw new HttpError(409, USED_CODE_MESSAGE);
        case 'unknown':
          throw new HttpError(404, UNKNOWN_CODE_MESSAGE);
      }
    },
  );
}
