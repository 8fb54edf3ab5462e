import { INVITE_RUN_LIMIT, type InvitePreview, type InviteRun } from '@shared/contract';
import type { Database } from '../db';
import { type MailContext, renderMail } from '../mail/templates';
import { createInviteRepository } from '../repositories/invites';
import type { WaitlistFilters, WaitlistRepository } from '../repositories/waitlist';
import type { WebhookQueue } from '../repositories/webhookQueue';
import { type InviteCodes, inviteUrl } from './inviteCodes';

/**
 * What a preview shows in place of a code: shaped like one, so the mail reads as it will, and never a
 * real one (a preview is no way to hand out a code without inviting anyone).
 */
export const SAMPLE_INVITE_CODE = 'XXXX-XXXX-XXXX-XXXX';

/** The latest runs the portal lists. */
const LISTED_RUNS = 20;

/**
 * Who a run asks for: its selection (ids or a filter), how many at most, and whether only members who
 * confirmed their address (absent: `INVITE_CONFIRMED_ONLY`).
 */
type Target = { ids?: readonly number[]; filter?: Partial<WaitlistFilters>; limit?: number; confirmedOnly?: boolean };

/** The most a run with this request invites. */
const capOf = (target: Target) => Math.min(target.limit ?? INVITE_RUN_LIMIT, INVITE_RUN_LIMIT);

/**
 * Launch invites (issue 16). A run picks the waiting entries of a selection, earliest sign-up first,
 * and in one transaction records the run, marks each entry invited with its code's hash and queues its
 * invite mail; the outbox then sends the mails, resumably (ADR 0008, ADR 0011). Only waiting entries are
 * ever picked, and the rows a run picks are locked (`skip locked`) until it commits: two runs at once
 * share the entries between them, and nobody is invited twice.
 */
export function createInvites(deps: {
  db: Database;
  waitlist: WaitlistRepository;
  inviteCodes: InviteCodes;
  /** The mail context the worker renders with; a preview renders the same mail with a sample code. */
  mailContext: MailContext;
  /** `LAUNCH_URL`: where invite links lead. */
  launchUrl: string | undefined;
  /** `INVITE_CONFIRMED_ONLY`: whether a run that does not say takes only confirmed members. */
  confirmedOnly: boolean;
  /** Queues each invited member's `launch.invited` event with the run. */
  webhooks: WebhookQueue;
}) {
  const { waitlist, inviteCodes } = deps;
  const invites = createInviteRepository(deps.db, deps.webhooks);

  const ruleOf = (target: Target) => ({ confirmedOnly: target.confirmedOnly ?? deps.confirmedOnly });

  /** The entries the target names (ids) or matches (filter), as a selection. */
  const selectionOf = (target: Target) =>
    waitlist.selectionOf(target.ids ? { ids: target.ids } : { filter: target.filter ?? {} });

  /** The mail context of a preview: the real one, with the sample code in place of the member's. */
  const previewContext: MailContext = {
    ...deps.mailContext,
    invite: () => ({
      code: SAMPLE_INVITE_CODE,
      url: inviteUrl(deps.launchUrl ?? deps.mailContext.siteUrl, SAMPLE_INVITE_CODE),
    }),
  };

  return {
    /** One run with its progress; undefined when there is none with that id. */
    find: (id: number): Promise<InviteRun | undefined> => invites.findRun(id),

    /** What a run with `target` would do: how many it would invite, and the first one's mail. */
    async preview(target: Target): Promise<InvitePreview> {
      const rule = ruleOf(target);
      const { waiting, first } = await invites.waitingWithFirst(selectionOf(target), rule);
      const mail = first ? renderMail({ kind: 'invite', entry: first }, previewContext) : null;
      return {
        willInvite: Math.min(waiting, capOf(target)),
        waiting,
        mail: mail && { subject: mail.subject, text: mail.text, html: mail.html },
        launchUrlConfigured: deps.launchUrl !== undefined,
        confirmedOnly: rule.confirmedOnly,
      };
    },

    /**
     * Invites the waiting entries of `target`, earliest sign-up first, at most its limit, as run of
     * `createdBy`, all in one transaction. Resolves with the run, or `nobody waiting` (and nothing
     * recorded) when the selection holds no waiting entry another run is not inviting right now.
     */
    async run(target: Target, createdBy: string): Promise<InviteRun | 'nobody waiting'> {
      const runId = await invites.recordRun(selectionOf(target), ruleOf(target), capOf(target), createdBy, (entry) =>
        inviteCodes.hashOf(inviteCodes.codeFor(entry)),
      );
      if (runId === null) return 'nobody waiting';
      return (await invites.findRun(runId))!;
    },

    /** The latest runs, newest first, with their progress. */
    async latest(): Promise<InviteRun[]> {
      return invites.latestRuns(LISTED_RUNS);
    },
  };
}

export type Invites = ReturnType<typeof createInvites>;
