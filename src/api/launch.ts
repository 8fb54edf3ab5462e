import type { InvitePreview, InviteRequest, InviteRun, InviteRunList } from '../contract/launch';
import type { Http } from './http';

/**
 * The contract's launch schemas, fetched the first time a launch call answers: the portal needs them
 * only after the administrator opens the invite flow, so zod stays out of the code its first rows wait
 * for (and out of the public pages, which share this client).
 */
const launchSchemas = () => import('../contract/launch');

/** The invite calls of the admin portal (server/routes/launch.ts), each answer checked against the contract. */
export function createLaunchApi(http: Http) {
  const runs = '/api/launch/invites';
  return {
    /**
     * What inviting the entries `request` names would do, without doing it (POST
     * /api/launch/invites/preview): how many would be invited, how many of those asked for are waiting,
     * the mail as the first would get it, and whether `LAUNCH_URL` is set.
     */
    async preview(request: InviteRequest): Promise<InvitePreview> {
      const answer = await http.json<unknown>(`${runs}/preview`, { method: 'POST', body: request });
      return (await launchSchemas()).invitePreviewSchema.parse(answer);
    },
    /**
     * Invites the waiting entries `request` names (POST /api/launch/invites): each gets a code and an
     * invite mail through the outbox. Resolves with the new run; 409 when `LAUNCH_URL` is not set.
     */
    async createRun(request: InviteRequest): Promise<InviteRun> {
      const answer = await http.json<unknown>(runs, { method: 'POST', body: request });
      return (await launchSchemas()).inviteRunSchema.parse(answer);
    },
    /** The latest invite runs, newest first, with where their mails are (GET /api/launch/invites). */
    async listRuns(): Promise<InviteRunList> {
      const answer = await http.json<unknown>(runs);
      return (await launchSchemas()).inviteRunListSchema.parse(answer);
    },
    /** One invite run and where its mails are (GET /api/launch/invites/{id}); 404 for an unknown run. */
    async getRun(id: number): Promise<InviteRun> {
      const answer = await http.json<unknown>(`${runs}/${encodeURIComponent(id)}`);
      return (await launchSchemas()).inviteRunSchema.parse(answer);
    },
  };
}
