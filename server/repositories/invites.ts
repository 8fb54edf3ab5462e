/**
 * Launch invites' rows: the runs (`invite_runs`), the waiting entries a run picks and invites with their
 * mails, and the redemption of a code (issue 16, ADR 0011).
 */
import type { InviteRun } from '@shared/contract';
import type { Database, Queryable } from '../db';
import type { WebhookQueue } from './webhookQueue';
import { jsonInstant } from './sql/json';
import { type RowSelection } from './sql/pagination';
import { Params, whereClause } from './sql/params';
import { isoString, onlyRow } from './sql/rows';
import { countUnsuppressed, ENTRY_SUPPRESSED } from './suppressions';
import { entryPayload } from './waitlist';

/**
 * Entries one statement of a run picks and invites: a 10,000-entry run is ten short statements, each
 * with parameters and a trigger's work of a modest size, rather than one long one.
 */
const INVITE_BATCH_SIZE = 1000;

type RunRow = {
  id: number;
  created_at: Date | string;
  created_by: string;
  invited: number;
  queued: number;
  sent: number;
  failed: number;
  not_configured: number;
  suppressed: number;
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
  suppressed: Number(row.suppressed),
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
         count(m.id) filter (where m.state = 'not_configured')::int as not_configured,
         count(m.id) filter (where m.state = 'suppressed')::int as suppressed
  from (${runs}) r
  left join waitlist_entries w on w.invite_run_id = r.id
  left join mail_outbox m on m.waitlist_entry_id = w.id and m.kind = 'invite'
  group by r.id, r.created_at, r.created_by, r.invited
  order by r.id desc`;

/** A waitlist entry as a run picks it. */
export type PickedEntry = { id: number; email: string };

/** What redeeming a code found: the entry it just joined, or the status of the entry that holds it. */
export type RedeemRow = {
  redeemed: boolean;
  email: string | null;
  name: string | null;
  redeemed_at: Date | string | null;
  status: string | null;
};

/**
 * The waiting entries of `selection` a run may invite, or a preview counts: never one whose address is
 * suppressed (it bounced, complained or left: an invite would not reach them or would be unwanted), and
 * with `confirmedOnly` only those who confirmed their address.
 */
const waitingOf = (selection: RowSelection, { confirmedOnly }: { confirmedOnly: boolean }): RowSelection => ({
  ...selection,
  conditions: [...selection.conditions, `status = 'waiting'`, ...(confirmedOnly ? ['confirmed_at is not null'] : [])],
});

/** `waitingOf`, less the suppressed entries: the entries a run picks. */
const inviteesOf = (selection: RowSelection, rule: InviteeRule): RowSelection => {
  const waiting = waitingOf(selection, rule);
  return { ...waiting, conditions: [...waiting.conditions, `not (${ENTRY_SUPPRESSED})`] };
};

/** Who a run takes among the waiting entries of its selection. */
export type InviteeRule = { confirmedOnly: boolean };

/** Thrown inside a run's transaction when it invited nobody, so that it records nothing. */
class NobodyWaiting extends Error {}

/**
 * What the launch webhooks tell of an entry (`alias`: a row of waitlist_entries just changed): the entry
 * as the waitlist.* events tell of it, and when it was invited (with the run), or redeemed its code.
 */
const invitedPayload = (alias: string) =>
  `${entryPayload(alias)} || jsonb_build_object('invitedAt', ${jsonInstant(`${alias}.invited_at`)},
     'inviteRunId', ${alias}.invite_run_id)`;
const redeemedPayload = (alias: string) =>
  `${entryPayload(alias)} || jsonb_build_object('invitedAt', ${jsonInstant(`${alias}.invited_at`)},
     'redeemedAt', ${jsonInstant(`${alias}.redeemed_at`)})`;

/** `webhooks` queues the `launch.invited` and `launch.redeemed` events in the statements that invite and redeem. */
export function createInviteRepository(db: Database, webhooks: WebhookQueue) {
  /** The next `count` waiting entries of `selection` in their order in line (`place`), locked for this transaction. */
  const pickNext = (tx: Queryable, selection: RowSelection, count: number) => {
    const params = new Params(selection.params.values);
    return tx.query<PickedEntry>(
      `select id, email from waitlist_entries ${whereClause(selection.conditions)}
       order by place, id limit ${params.add(count)}
       for update skip locked`,
      params.values,
    );
  };

  /**
   * Invites `picked` in one statement: each entry still waiting becomes invited in run `runId` with the
   * hash of its code (`codeHashOf`), and gets its invite mail and its `launch.invited` event. Resolves
   * with how many were invited.
   */
  const invite = async (
    tx: Queryable,
    runId: number,
    picked: readonly PickedEntry[],
    codeHashOf: (entry: PickedEntry) => string | null,
  ) => {
    const { invited } = onlyRow(
      await tx.query<{ invited: number }>(
        `with chosen as (
           select * from unnest($1::int[], $2::text[]) as chosen (id, code_hash)
         ), invited as (
           update waitlist_entries as entry
           set status = 'invited', invited_at = now(), invite_run_id = $3, invite_code_hash = chosen.code_hash
           from chosen where entry.id = chosen.id and entry.status = 'waiting'
           returning entry.*
         ), mails as (
           insert into mail_outbox (kind, recipient, waitlist_entry_id) select 'invite', email, id from invited
         )${webhooks.cte('invited_events', 'invited', 'launch.invited', invitedPayload('invited'))}
         select count(*)::int as invited from invited`,
        [
          picked.map((entry) => Number(entry.id)),
          picked.map((entry) => codeHashOf({ id: Number(entry.id), email: entry.email })),
          runId,
        ],
      ),
    );
    return Number(invited);
  };

  return {
    /** One run with its progress; undefined when there is none with that id. */
    async findRun(id: number): Promise<InviteRun | undefined> {
      const [row] = await db.query<RunRow>(runsWithProgress('select * from invite_runs where id = $1'), [id]);
      return row && toRun(row);
    },

    /** The latest `count` runs, newest first, with their progress. */
    async latestRuns(count: number): Promise<InviteRun[]> {
      const rows = await db.query<RunRow>(runsWithProgress('select * from invite_runs order by id desc limit $1'), [
        count,
      ]);
      return rows.map(toRun);
    },

    /**
     * How many waiting entries `target` holds that a run would take (not suppressed), and the first of them
     * in line (the one a run invites first).
     */
    async waitingWithFirst(
      target: RowSelection,
      rule: InviteeRule,
    ): Promise<{ waiting: number; first: PickedEntry | undefined }> {
      const waiting = waitingOf(target, rule);
      const invitees = inviteesOf(target, rule);
      const [count, [first]] = await Promise.all([
        countUnsuppressed(db, waiting.conditions, waiting.params.values),
        db.query<PickedEntry>(
          `select id, email from waitlist_entries ${whereClause(invitees.conditions)}
           order by place, id limit 1`,
          invitees.params.values,
        ),
      ]);
      return { waiting: count, first: first && { ...first, id: Number(first.id) } };
    },

    /**
     * Records a run of `createdBy` and invites the waiting entries of `target` (the rows it picks are
     * locked, `skip locked`, until it commits), earliest sign-up first, at most `cap`, a batch
     * at a time, all in one transaction. Resolves with the run's id, or null (and nothing recorded) when
     * it invited nobody.
     */
    async recordRun(
      target: RowSelection,
      rule: InviteeRule,
      cap: number,
      createdBy: string,
      codeHashOf: (entry: PickedEntry) => string | null,
    ): Promise<number | null> {
      const selection = inviteesOf(target, rule);
      return db
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
            if (picked.length > 0) invited += await invite(tx, Number(id), picked, codeHashOf);
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
    },

    /**
     * Redeems the code whose hash is `hash`: its entry becomes joined (its `launch.redeemed` event queued)
     * in the same statement that finds it, and only while it is invited, so of two requests with one code
     * at once exactly one changes the row (the other waits for its lock, then finds it joined). Undefined
     * when no entry holds the code.
     */
    async redeem(hash: string): Promise<RedeemRow | undefined> {
      // The second part sees the entry as the statement began: one that another request redeemed a moment
      // ago may still read `invited` there. Either way its code has been used.
      const [row] = await db.query<RedeemRow>(
        `with redeemed as (
           update waitlist_entries set status = 'joined', redeemed_at = now()
           where invite_code_hash = $1 and status = 'invited'
           returning *
         )${webhooks.cte('redeemed_event', 'redeemed', 'launch.redeemed', redeemedPayload('redeemed'))}
         select true as redeemed, email, name, redeemed_at, null::text as status from redeemed
         union all
         select false, null, null, null, status from waitlist_entries
         where invite_code_hash = $1 and not exists (select 1 from redeemed)`,
        [hash],
      );
      return row;
    },
  };
}

export type InviteRepository = ReturnType<typeof createInviteRepository>;
