import { INVITE_RUN_LIMIT, type InvitePreview, type InviteRun } from '@shared/contract';
import type { Database, Queryable } from '../db';
import { type MailContext, renderMail, type WaitlistMember } from '../mail/templates';
import { isoString, onlyRow, Params, type RowSelection, whereClause } from '../repositories/sql';
import type { WaitlistFilters, WaitlistRepository } from '../repositories/waitlist';
import { type InviteCodes, inviteUrl } from './inviteCodes';

/**
 * What a preview shows in place of a code: shaped like one, so the mail reads as it will, and never a
 * real one (a preview is no way to hand out a code without inviting anyone).
 */
export const SAMPLE_INVITE_CODE = 'XXXX-XXXX-XXXX-XXXX';

/**
 * Entries one statement of a run picks and invites: a 10,000-entry run is ten short statements, each
 * with parameters and a trigger's work of a modest size, rather than one long one.
 */
const INVITE_BATCH_SIZE = 1000;

/** The latest runs the portal lists. */
const LISTED_RUNS = 20;

/** Who a run asks for: its selection (ids or a filter) and how many at most. */
type Target = { ids?: readonly number[]; filter?: Partial<WaitlistFilters>; limit?: number };

type RunRow = {
  id: number;
  created_at: Date | string;
  created_by: string;
  invited: number;
  queued: number;
  sent: number;
  failed: number;
  not_configured: number;
};

const toRun = (row: RunRow): InviteRun => ({
  id: Number(row.id),
  createdAt: isoString(row.created_at),
  createdBy: row.created_by,
  invited: Number(row.invited),
  queued: Number(row.queued),
  sent: Number(row.sent),
  failed: Number(row.failed),
  notConfigured: Number(row.not_configured),
});

/**
 * Runs with their progress, counted from the invite mails of each run's entries (an entry deleted since
 * takes its mail with it). `runs` is a query of invite_runs rows.
 */
const runsWithProgress = (runs: string) => `
  select r.id, r.created_at, r.created_by, r.invited,
         count(m.id) filter (where m.state in ('queued', 'sending'))::int as queued,
         count(m.id) filter (where m.state = 'sent')::int as sent,
         count(m.id) filter (where m.state = 'failed')::int as failed,
         count(m.id) filter (where m.state = 'not_configured')::int as not_configured
  from (${runs}) r
  left join waitlist_entries w on w.invite_run_id = r.id
  left join mail_outbox m on m.waitlist_entry_id = w.id and m.kind = 'invite'
  group by r.id, r.created_at, r.created_by, r.invited
  order by r.id desc`;

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
}) {
  const { db, waitlist, inviteCodes } = deps;

  /** The waiting entries of the target as a selection (the other conditions with their parameters). */
  const waitingOf = (target: Target): RowSelection => {
    const selection = waitlist.selectionOf(target.ids ? { ids: target.ids } : { filter: target.filter ?? {} });
    return { ...selection, conditions: [...selection.conditions, `status = 'waiting'`] };
  };

  /** The next `count` waiting entries of `selection`, earliest sign-up first, locked for this transaction. */
  const pickNext = (tx: Queryable, selection: RowSelection, count: number) => {
    const params = new Params(selection.params.values);
    return tx.query<{ id: number; email: string }>(
      `select id, email from waitlist_entries ${whereClause(selection.conditions)}
       order by created_at, id limit ${params.add(count)}
       for update skip locked`,
      params.values,
    );
  };

  /**
   * Invites `picked` in one statement: each entry still waiting becomes invited in run `runId` with the
   * hash of its code, and gets its invite mail. Resolves with how many were invited.
   */
  const invite = async (tx: Queryable, runId: number, picked: ReadonlyArray<{ id: number; email: string }>) => {
    const { invited } = onlyRow(
      await tx.query<{ invited: number }>(
        `with chosen as (
           select * from unnest($1::int[], $2::text[]) as chosen (id, code_hash)
         ), invited as (
           update waitlist_entries as entry
           set status = 'invited', invited_at = now(), invite_run_id = $3, invite_code_hash = chosen.code_hash
           from chosen where entry.id = chosen.id and entry.status = 'waiting'
           returning entry.id, entry.email
         ), mails as (
           insert into mail_outbox (kind, recipient, waitlist_entry_id) select 'invite', email, id from invited
         )
         select count(*)::int as invited from invited`,
        [
          picked.map((entry) => Number(entry.id)),
          picked.map((entry) => inviteCodes.hashOf(inviteCodes.codeFor({ id: Number(entry.id), email: entry.email }))),
          runId,
        ],
      ),
    );
    return Number(invited);
  };

  /** The mail context of a preview: the real one, with the sample code in place of the member's. */
  const previewContext: MailContext = {
    ...deps.mailContext,
    invite: () => ({
      code: SAMPLE_INVITE_CODE,
      url: inviteUrl(deps.launchUrl ?? deps.mailContext.siteUrl, SAMPLE_INVITE_CODE),
    }),
  };

  /** One run with its progress; undefined when there is none with that id. */
  const find = async (id: number): Promise<InviteRun | undefined> => {
    const [row] = await db.query<RunRow>(runsWithProgress('select * from invite_runs where id = $1'), [id]);
    return row && toRun(row);
  };

  return {
    find,

    /** What a run with `target` would do: how many it would invite, and the first one's mail. */
    async preview(target: Target): Promise<InvitePreview> {
      const selection = waitingOf(target);
      const [counted, [first]] = await Promise.all([
        db.query<{ waiting: number }>(
          `select count(*)::int as waiting from waitlist_entries ${whereClause(selection.conditions)}`,
          selection.params.values,
        ),
        db.query<WaitlistMember>(
          `select id, email from waitlist_entries ${whereClause(selection.conditions)}
           order by created_at, id limit 1`,
          selection.params.values,
        ),
      ]);
      const waiting = Number(onlyRow(counted).waiting);
      const mail = first
        ? renderMail({ kind: 'invite', entry: { ...first, id: Number(first.id) } }, previewContext)
        : null;
      return {
        willInvite: Math.min(waiting, capOf(target)),
        waiting,
        mail: mail && { subject: mail.subject, text: mail.text, html: mail.html },
        launchUrlConfigured: deps.launchUrl !== undefined,
      };
    },

    /**
     * Invites the waiting entries of `target`, earliest sign-up first, at most its limit, as run of
     * `createdBy`, all in one transaction. Resolves with the run, or `nobody waiting` (and nothing
     * recorded) when the selection holds no waiting entry another run is not inviting right now.
     */
    async run(target: Target, createdBy: string): Promise<InviteRun | 'nobody waiting'> {
      const selection = waitingOf(target);
      const cap = capOf(target);
      const runId = await db
        .transaction(async (tx) => {
          const { id } = onlyRow(
            await tx.query<{ id: number }>(
              'insert into invite_runs (created_by, invited) values ($1, 0) returning id',
              [createdBy],
            ),
          );
          let invited = 0;
          while (invited < cap) {
            const wanted = Math.min(INVITE_BATCH_SIZE, cap - invited);
            const picked = await pickNext(tx, selection, wanted);
            if (picked.length > 0) invited += await invite(tx, Number(id), picked);
            if (picked.length < wanted) break;
          }
          if (invited === 0) throw new NobodyWaiting();
          await tx.query('update invite_runs set invited = $2 where id = $1', [id, invited]);
          return Number(id);
        })
        .catch((error: unknown) => {
          if (error instanceof NobodyWaiting) return null;
          throw error;
        });
      if (runId === null) return 'nobody waiting';
      return (await find(runId))!;
    },

    /** The latest runs, newest first, with their progress. */
    async latest(): Promise<InviteRun[]> {
      const rows = await db.query<RunRow>(runsWithProgress('select * from invite_runs order by id desc limit $1'), [
        LISTED_RUNS,
      ]);
      return rows.map(toRun);
    },
  };
}

export type Invites = ReturnType<typeof createInvites>;

/** Thrown inside a run's transaction when it invited nobody, so that it records nothing. */
class NobodyWaiting extends Error {}
