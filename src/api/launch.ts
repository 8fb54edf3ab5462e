import {
  type InvitePreview,
  invitePreviewSchema,
  type InviteRequest,
  type InviteRun,
  type InviteRunList,
  inviteRunListSchema,
  inviteRunSchema,
  type LaunchNewsPreview,
  launchNewsPreviewSchema,
  type LaunchNewsResult,
  launchNewsResultSchema,
} from '@shared/contract/launch';
import { createHttp, type Http } from './http';

/**
 * The invite and launch news calls of the admin portal (server/routes/launch.ts), each answer checked
 * against the contract. Not part of `createApiClient`: the public pages share that client, and these calls (with
 * their schemas) belong to the portal's invite chunk alone, loaded after its first rows.
 */
export function createLaunchApi(http: Http) {
  const runs = '/api/launch/invites';
  const news = '/api/launch/news';
  return {
    /**
     * What inviting the entries `request` names would do, without doing it (POST
     * /api/launch/invites/preview): how many would be invited, how many of those asked for are waiting,
     * the mail as the first would get it, and whether `LAUNCH_URL` is set.
     */
    async preview(request: InviteRequest): Promise<InvitePreview> {
      return invitePreviewSchema.parse(await http.json<unknown>(`${runs}/preview`, { method: 'POST', body: request }));
    },
    /**
     * Invites the waiting entries `request` names (POST /api/launch/invites): each gets a code and an
     * invite mail through the outbox. Resolves with the new run; 409 when `LAUNCH_URL` is not set or
     * nobody chosen is waiting.
     */
    async createRun(request: InviteRequest): Promise<InviteRun> {
      return inviteRunSchema.parse(await http.json<unknown>(runs, { method: 'POST', body: request }));
    },
    /** The latest invite runs, newest first, with where their mails are (GET /api/launch/invites). */
    async listRuns(): Promise<InviteRunList> {
      return inviteRunListSchema.parse(await http.json<unknown>(runs));
    },
    /** One invite run and where its mails are (GET /api/launch/invites/{id}); 404 for an unknown run. */
    async getRun(id: number): Promise<InviteRun> {
      return inviteRunSchema.parse(await http.json<unknown>(`${runs}/${encodeURIComponent(id)}`));
    },
    /**
     * Whom the launch news would go to now, without sending it (POST /api/launch/news/preview): how many
     * members, and the mail as the first of them would get it (null when nobody would).
     */
    async newsPreview(): Promise<LaunchNewsPreview> {
      // An empty object, not no body: the preview asks for nothing, and a JSON body is what every POST here sends.
      return launchNewsPreviewSchema.parse(await http.json<unknown>(`${news}/preview`, { method: 'POST', body: {} }));
    },
    /**
     * Queues the launch news for the `expectedCount` members the preview counted (POST /api/launch/news);
     * resolves with how many mails were queued. 409, with the server's message, when they are no longer
     * that many: nothing is queued.
     */
    async sendNews(expectedCount: number): Promise<LaunchNewsResult> {
      return launchNewsResultSchema.parse(await http.json<unknown>(news, { method: 'POST', body: { expectedCount } }));
    },
  };
}

/** The portal's launch calls: same origin and the stored admin token, as `api`'s. */
export const launchApi = createLaunchApi(createHttp());
