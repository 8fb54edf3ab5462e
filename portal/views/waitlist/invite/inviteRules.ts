import type { InvitePreview, InviteRequest, InviteRun, WaitlistListFilter } from '@shared/contract';
import { INVITE_RUN_LIMIT } from '@shared/contract/constants';
import { formatCount } from '../../common/resultCount';

/**
 * Whom the administrator asked to invite: the selected rows (`ids`) or every sign-up the list's filter
 * matches, and how many that is as the list counted them (`capped`: at least that many).
 */
export type InviteTarget = ({ ids: number[] } | { filter: WaitlistListFilter }) & { count: number; capped: boolean };

const signups = { one: 'sign-up', other: 'sign-ups' };

/** "the 3 selected sign-ups", "all 1,240 sign-ups matching this filter". */
export function chosenText({ count, capped, ...target }: InviteTarget): string {
  if ('ids' in target) return count === 1 ? 'the selected sign-up' : `the ${formatCount(count, signups)} selected`;
  return `all ${formatCount(count, signups, { capped })} matching this filter`;
}

/** The most one run may invite of those chosen: all of them, up to the run limit. */
export const largestInviteCount = (target: InviteTarget) => Math.max(1, Math.min(target.count, INVITE_RUN_LIMIT));

/**
 * Reads "how many" as typed: a whole number from 1 to `largest`, or why not. The server holds the same
 * bounds; saying it here keeps the person in the step where they can fix it.
 */
export function readInviteCount(typed: string, largest: number): { count: number } | { error: string } {
  const text = typed.trim();
  const count = Number(text);
  if (text === '' || !Number.isInteger(count) || count < 1 || count > largest) {
    return { error: `Enter a whole number from 1 to ${largest.toLocaleString('en-US')}.` };
  }
  return { count };
}

/**
 * The request of a run inviting the first `count` of the target in order of place; with `confirmedOnly`
 * (the administrator's choice) only members who confirmed their address, without it as the server's
 * `INVITE_CONFIRMED_ONLY` says.
 */
export function inviteRequestOf(target: InviteTarget, count: number, confirmedOnly?: boolean): InviteRequest {
  const whom = 'ids' in target ? { ids: target.ids } : { filter: target.filter };
  return { ...whom, limit: count, ...(confirmedOnly === undefined ? {} : { confirmedOnly }) };
}

const invites = { one: 'invite', other: 'invites' };

/**
 * "2 will be invited (2 of those chosen are waiting).", or with `confirmedOnly` "… are waiting and
 * confirmed their address." The server counts as waiting only those a run may invite (no suppressed
 * address, and confirmed when it takes only those).
 */
export const previewSummary = ({
  willInvite,
  waiting,
  confirmedOnly,
}: Pick<InvitePreview, 'willInvite' | 'waiting' | 'confirmedOnly'>) =>
  `${willInvite.toLocaleString('en-US')} will be invited (${waiting.toLocaleString('en-US')} of those chosen ${
    waiting === 1 ? 'is' : 'are'
  } waiting${confirmedOnly ? ' and confirmed their address' : ''}).`;

/** Why a preview has nobody to invite: every reason the server leaves a member out. */
export const nobodyToInvite = (confirmedOnly: boolean) =>
  confirmedOnly
    ? 'None of those chosen is waiting with a confirmed address: they have been invited, have joined, were removed, have not confirmed, or no mail may go to their address.'
    : 'None of those chosen is waiting: they have been invited, have joined or were removed, or no mail may go to their address.';

/** The Send button's words: "Send 3 invites". */
export const sendLabel = (willInvite: number) => `Send ${formatCount(willInvite, invites)}`;

/**
 * Where a run stands: how many of its mails are settled (sent, failed, kept, or suppressed), and whether
 * any still wait.
 */
export function runProgress(run: InviteRun) {
  const settled = run.sent + run.failed + run.notConfigured + run.suppressed;
  return { settled, total: run.invited, active: run.queued > 0 };
}

/**
 * A run's progress in a sentence, for the screen and the polite live region: "3 of 5 sent, 2 queued",
 * "5 of 5 sent", "3 of 5 sent, 1 failed, 1 not sent (no SMTP server)".
 */
export function runSummary(run: InviteRun): string {
  const parts = [`${run.sent.toLocaleString('en-US')} of ${run.invited.toLocaleString('en-US')} sent`];
  if (run.queued > 0) parts.push(`${run.queued.toLocaleString('en-US')} queued`);
  if (run.failed > 0) parts.push(`${run.failed.toLocaleString('en-US')} failed`);
  if (run.notConfigured > 0) parts.push(`${run.notConfigured.toLocaleString('en-US')} not sent (no SMTP server)`);
  if (run.suppressed > 0) parts.push(`${run.suppressed.toLocaleString('en-US')} not sent (address suppressed)`);
  return parts.join(', ');
}
