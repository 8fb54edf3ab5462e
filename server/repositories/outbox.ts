import type { MailHealth, MailKind, MailState, OutboxListQuery, OutboxMail, SuppressionReason } from '@shared/contract';
import { OUTBOX_SEARCH_ANYWHERE_FROM } from '@shared/contract/constants';
import type { Database } from '../db';
import { NOT_CONFIGURED_ERROR, type PendingMailState } from '../mail/outbox';
import type { MailData, MailMessage } from '../mail/templates';
import { listExpressions } from '../db/migrations';
import { descending } from './sql/order';
import { selectPage } from './sql/pagination';
import { containsPattern, Params, startsWithPattern } from './sql/params';
import { isoString } from './sql/rows';
import { suppress, suppressionStops } from './suppressions';
import { positionsOf } from './sql/places';
import { passwordFingerprint } from '../services/passwordLinks';
import type { SecurityEvent } from './securityNotices';

/** A mail the worker has claimed: what it is made from, and what makes its Message-ID stable. */
export type ClaimedMail = {
  id: number;
  kind: MailKind;
  /** null: the administrators. */
  recipient: string | null;
  messageKey: string;
  attempts: number;
  waitlistEntryId: number | null;
  /** What the mail is made from; null when what it pointed to is gone (it is then dropped). */
  data: MailData | null;
  /** Why its recipient gets no such mail (the suppression list), or null: it is then never sent. */
  suppression: { reason: SuppressionReason; detail: string | null } | null;
};

type JoinedRow = {
  id: number;
  kind: MailKind;
  recipient: string | null;
  payload: Record<string, unknown>;
  message_key: string;
  state: MailState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  sent_to: string[] | null;
  sent_at: Date | string | null;
  created_at: Date | string;
  contact_message_id: number | null;
  waitlist_entry_id: number | null;
  message_first_name: string | null;
  message_last_name: string | null;
  message_email: string | null;
  message_subject: string | null;
  message_text: string | null;
  entry_email: string | null;
  entry_status: string | null;
  entry_referral_code: string | null;
  reply_body: string | null;
  reply_sender_name: string | null;
  reply_sender_email: string | null;
  reply_sender_signature: string | null;
  reply_created_at: Date | string | null;
  answer_body: string | null;
  answer_from_address: string | null;
  answer_from_name: string | null;
  suppression_reason: SuppressionReason | null;
  suppression_detail: string | null;
  user_id: number | null;
  user_first_name: string | null;
  user_password_hash: string | null;
};

/** The outbox row with the rows it points to; `from` names the outbox rows (a table or a CTE). */
const joined = (from: string) => `
  select m.id, m.kind, m.recipient, m.payload, m.message_key, m.state, m.attempts, m.last_error,
         m.next_attempt_at, m.sent_to, m.sent_at, m.created_at, m.contact_message_id, m.waitlist_entry_id,
         c.first_name as message_first_name, c.last_name as message_last_name, c.email as message_email,
         c.subject as message_subject, c.message as message_text,
         w.email as entry_email, w.status as entry_status, w.referral_code as entry_referral_code,
         r.body as reply_body, r.sender_name as reply_sender_name, r.sender_email as reply_sender_email,
         r.sender_signature as reply_sender_signature,
         r.created_at as reply_created_at,
         a.body as answer_body, a.from_address as answer_from_address, a.from_name as answer_from_name,
         s.reason as suppression_reason, s.detail as suppression_detail,
         m.user_id, u.first_name as user_first_name, u.password_hash as user_password_hash
  from ${from} m
  left join contact_messages c on c.id = m.contact_message_id
  left join waitlist_entries w on w.id = m.waitlist_entry_id
  left join contact_replies r on r.id = m.contact_reply_id
  left join contact_answers a on a.id = m.contact_answer_id
  left join users u on u.id = m.user_id
  left join mail_suppressions s on s.address_hash = mail_address_hash(m.recipient) and ${suppressionStops('s', 'm')}`;

const messageOf = (row: JoinedRow): MailMessage | null =>
  row.contact_message_id === null || row.message_email === null
    ? null
    : {
        id: Number(row.contact_message_id),
        firstName: row.message_first_name!,
        lastName: row.message_last_name!,
        email: row.message_email,
        subject: row.message_subject!,
        message: row.message_text!,
      };

/**
 * What a mail is made from, or null when a row it needs is gone. `positions`: the places in line of the
 * entries a welcome or status mail is for, when it is sent (a list of mails shows subjects alone).
 */
function dataOf(row: JoinedRow, positions: ReadonlyMap<number, number> = new Map()): ClaimedMail['data'] {
  const message = messageOf(row);
  switch (row.kind) {
    case 'contact_alert':
    case 'contact_ack':
      return message && { kind: row.kind, message };
    case 'welcome':
    case 'status_link':
      return row.entry_email === null
        ? null
        : {
            kind: row.kind,
            entry: { id: Number(row.waitlist_entry_id), email: row.entry_email },
            standing: {
              position: positions.get(Number(row.waitlist_entry_id)) ?? null,
              referralCode: row.entry_referral_code!,
            },
          };
    case 'invite':
    case 'confirm_reminder':
    case 'launch_news':
      return row.entry_email === null
        ? null
        : {
            kind: row.kind,
            entry: { id: Number(row.waitlist_entry_id), email: row.entry_email },
          };
    case 'reply':
      return message && row.reply_body !== null
        ? {
            kind: 'reply',
            message,
            reply: {
              body: row.reply_body,
              sender: { name: row.reply_sender_name!, address: row.reply_sender_email! },
              signature: row.reply_sender_signature!,
              createdAt: new Date(row.reply_created_at!),
            },
          }
        : null;
    case 'answer_alert':
      return message && row.answer_body !== null
        ? {
            kind: 'answer_alert',
            message,
            answer: { body: row.answer_body, from: { name: row.answer_from_name!, address: row.answer_from_address! } },
          }
        : null;
    case 'admin_invite': {
      // Sent only while the password is the one it was queued with: once set, the link would not work.
      const { passwordFingerprint: queuedWith } = row.payload as { passwordFingerprint: string };
      if (row.user_password_hash === null || passwordFingerprint(row.user_password_hash) !== queuedWith) return null;
      return {
        kind: 'admin_invite',
        admin: {
          id: Number(row.user_id),
          firstName: row.user_first_name!,
          email: row.recipient!,
          passwordFingerprint: queuedWith,
          passwordSet: queuedWith !== passwordFingerprint(''),
        },
        queuedAt: new Date(row.created_at),
      };
    }
    case 'security_notice':
      return row.user_id === null
        ? null
        : {
            kind: 'security_notice',
            admin: { firstName: row.user_first_name!, email: row.recipient! },
            event: (row.payload as { event: SecurityEvent }).event,
            at: new Date(row.created_at),
          };
    case 'digest': {
      const digest = row.payload as { since: string; until: string; total: number; bySource: Record<string, number> };
      return {
        kind: 'digest',
        digest: { ...digest, since: new Date(digest.since), until: new Date(digest.until) },
      };
    }
  }
}

/**
 * The outbox table: what the worker claims and settles, and what the portal lists. Writing mails is done
 * by whatever causes them, in its own statement or transaction (`enqueueReply` in replies.ts, the sign-up and
 * message inserts in their repositories).
 */
export function createOutboxRepository(db: Database) {
  /**
   * How many mails are in each state but `sent`, which only grows: counting it would cost more with every
   * mail ever sent, while these follow the backlog (ranges of mail_outbox_state_idx).
   */
  const pendingCounts = async (): Promise<Record<PendingMailState, number>> => {
    const rows = await db.query<{ state: PendingMailState; total: number }>(
      `select state, count(*)::int as total from mail_outbox
       where state in ('queued', 'sending', 'failed', 'not_configured') group by state`,
    );
    const counts = { queued: 0, sending: 0, failed: 0, not_configured: 0 };
    for (const row of rows) counts[row.state] = row.total;
    return counts;
  };

  type OutboxPage = { rows: JoinedRow[]; total: number; capped: boolean; page: number };

  /** A page of the whole outbox, or of one state, and how many mails it holds. */
  const wholePage = async (query: OutboxListQuery): Promise<OutboxPage> => {
    const filter = query.state ? 'where state = $3' : '';
    const params = [query.pageSize, (query.page - 1) * query.pageSize, ...(query.state ? [query.state] : [])];
    const [rows, [count]] = await Promise.all([
      db.query<JoinedRow>(
        `${joined(`(select * from mail_outbox ${filter} order by id desc limit $1 offset $2)`)} order by m.id desc`,
        params,
      ),
      db.query<{ total: number }>(
        `select count(*)::int as total from mail_outbox ${query.state ? 'where state = $1' : ''}`,
        query.state ? [query.state] : [],
      ),
    ]);
    return { rows, total: count?.total ?? 0, capped: false, page: query.page };
  };

  /**
   * A page of the mails whose recipient's address holds `q` (any case), and how many match. One or two
   * characters match the addresses that start with them (a range of migration 10's b-tree): the trigram
   * index finds three characters or more anywhere, but a shorter text anywhere only by checking every
   * mail (2.6 s at a million on PostgreSQL), for a list that would hold nearly all of them anyway.
   */
  const searchPage = async (query: OutboxListQuery, q: string): Promise<OutboxPage> => {
    const params = new Params();
    const pattern = q.length < OUTBOX_SEARCH_ANYWHERE_FROM ? startsWithPattern(q) : containsPattern(q);
    const conditions = [`${listExpressions.outboxRecipient} like lower(${params.add(pattern)})`];
    if (query.state) conditions.push(`state = ${params.add(query.state)}`);
    const { rows: ids, ...counts } = await selectPage<{ id: number }>(
      db,
      { table: 'mail_outbox', columns: 'id', conditions, params, order: [descending('id', 'int')] },
      query,
    );
    const rows = await db.query<JoinedRow>(
      `${joined('(select * from mail_outbox where id = any($1::int[]))')} order by m.id desc`,
      [ids.map((row) => Number(row.id))],
    );
    return { rows, ...counts };
  };

  return {
    /**
     * Claims up to `limit` mails that are due — queued, waiting for an SMTP server, or left `sending` by an
     * instance whose lease ran out (it stopped mid-send) — and marks them sending until `leaseMs` from now.
     * `skip locked` lets several instances claim at once without waiting for or sending each other's rows.
     * Mails in `except` are left alone (those a pass has tried already).
     */
    async claimDue(limit: number, leaseMs: number, except: readonly number[] = []): Promise<ClaimedMail[]> {
      const rows = await db.query<JoinedRow>(
        `with due as (
           select id from mail_outbox
           where ((state in ('queued', 'not_configured') and next_attempt_at <= now())
                  or (state = 'sending' and lease_until <= now()))
             and id <> all($3::int[])
           order by next_attempt_at, id
           limit $1
           for update skip locked
         ), claimed as (
           update mail_outbox set state = 'sending', attempts = mail_outbox.attempts + 1,
                  lease_until = now() + make_interval(secs => $2::double precision / 1000)
           from due where mail_outbox.id = due.id
           returning mail_outbox.*
         )
         ${joined('claimed')}
         order by m.id`,
        [limit, leaseMs, except],
      );
      const placed = rows.filter((row) => row.kind === 'welcome' || row.kind === 'status_link');
      const positions = await positionsOf(
        db,
        placed.map((row) => Number(row.waitlist_entry_id)),
      );
      return rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        recipient: row.recipient,
        messageKey: row.message_key,
        attempts: Number(row.attempts),
        waitlistEntryId: row.waitlist_entry_id === null ? null : Number(row.waitlist_entry_id),
        // An invite whose entry was removed (or has joined) meanwhile is not sent: its code no longer works.
        data: row.kind === 'invite' && row.entry_status !== 'invited' ? null : dataOf(row, positions),
        suppression: row.suppression_reason && { reason: row.suppression_reason, detail: row.suppression_detail },
      }));
    },

    /**
     * The SMTP server took it. Only this claim changes the row (still `sending`, at the try it claimed): if
     * the lease ran out and another instance claimed it meanwhile, a late answer here leaves theirs alone.
     */
    async markSent(mail: Pick<ClaimedMail, 'id' | 'attempts'>, sentTo: string[]): Promise<void> {
      await db.query(
        `update mail_outbox set state = 'sent', sent_at = now(), sent_to = $3, lease_until = null, last_error = null
         where id = $1 and attempts = $2 and state = 'sending'`,
        [mail.id, mail.attempts, sentTo],
      );
    },

    /**
     * A try failed: back in the queue at `retryInMs`, or failed for good when `retryInMs` is null. Only
     * this claim changes the row, as in `markSent`.
     */
    async markFailed(
      mail: Pick<ClaimedMail, 'id' | 'attempts'>,
      error: string,
      retryInMs: number | null,
    ): Promise<void> {
      await db.query(
        `update mail_outbox
         set state = case when $4::double precision is null then 'failed' else 'queued' end,
             next_attempt_at = case when $4::double precision is null then next_attempt_at
                                    else now() + make_interval(secs => $4::double precision / 1000) end,
             last_error = $3, lease_until = null
         where id = $1 and attempts = $2 and state = 'sending'`,
        [mail.id, mail.attempts, error, retryInMs],
      );
    },

    /**
     * Never sent: its recipient is on the suppression list. Kept, with why, for the portal; the same
     * claim alone changes the row, as in `markSent`.
     */
    async markSuppressed(mail: Pick<ClaimedMail, 'id' | 'attempts'>, why: string): Promise<void> {
      await db.query(
        `update mail_outbox set state = 'suppressed', last_error = $3, lease_until = null
         where id = $1 and attempts = $2 and state = 'sending'`,
        [mail.id, mail.attempts, why],
      );
    },

    /** The SMTP server refused the recipient for good: no more mail to it (a hard bounce at send time). */
    async suppressRecipient(mail: Pick<ClaimedMail, 'recipient'>, detail: string): Promise<void> {
      if (mail.recipient) await suppress(db, mail.recipient, 'bounced', detail);
    },

    /** A mail whose rows are gone (the message was deleted while it waited) has nothing left to send. */
    async drop(id: number): Promise<void> {
      await db.query(`delete from mail_outbox where id = $1`, [id]);
    },

    /** Without an SMTP server, queued mails say why they wait; they are sent once a server is configured. */
    async markNotConfigured(): Promise<number> {
      const rows = await db.query(
        `update mail_outbox set state = 'not_configured', last_error = $1
         where state = 'queued' returning id`,
        [NOT_CONFIGURED_ERROR],
      );
      return rows.length;
    },

    /**
     * Puts a failed mail, or one suppressed (its address since lifted from the list, or not), back in the
     * queue with a fresh set of tries; a suppressed mail whose address is still suppressed is suppressed
     * again when claimed.
     */
    async retry(id: number): Promise<'retried' | 'not failed' | 'missing'> {
      const rows = await db.query<{ state: MailState; retried: boolean }>(
        `with target as (select id, state from mail_outbox where id = $1 for update),
         retried as (
           update mail_outbox set state = 'queued', attempts = 0, next_attempt_at = now()
           from target where mail_outbox.id = target.id and target.state in ('failed', 'suppressed')
           returning mail_outbox.id
         )
         select target.state, exists (select 1 from retried) as retried from target`,
        [id],
      );
      const [row] = rows;
      if (!row) return 'missing';
      return row.retried ? 'retried' : 'not failed';
    },

    /**
     * One page of the outbox, newest first, and how many mails match. The whole outbox, or one state of
     * it, is counted exactly; a search (`q`: text in the recipient's address, any case) is paged and
     * counted as the other lists' searches are (`selectPage`: through migration 10's trigram index, the
     * count capped at `COUNT_LIMIT`, a page past the last answered with the last), then its mails are
     * read with what they point to.
     */
    async list(query: OutboxListQuery, subjectOf: (data: ClaimedMail['data'], kind: MailKind) => string) {
      const { rows, ...counts } = query.q ? await searchPage(query, query.q) : await wholePage(query);
      const mails = rows.map((row): OutboxMail => ({
        id: Number(row.id),
        kind: row.kind,
        to: row.sent_to ?? (row.recipient ? [row.recipient] : []),
        subject: subjectOf(dataOf(row), row.kind),
        state: row.state,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        createdAt: isoString(row.created_at),
        sentAt: row.sent_at === null ? null : isoString(row.sent_at),
        nextAttemptAt: row.state === 'queued' ? isoString(row.next_attempt_at) : null,
        contactMessageId: row.contact_message_id === null ? null : Number(row.contact_message_id),
      }));
      return { mails, ...counts };
    },

    pendingCounts,

    /**
     * How long ago the oldest mail still waiting to go out (queued, or claimed and sending) was written;
     * 0 when none waits. Ids follow created_at (to within one transaction's length), so each state's first
     * id, at the start of its range of mail_outbox_state_idx, is its oldest mail: two index probes, whatever
     * the size of the outbox or of the backlog.
     */
    async oldestQueuedSeconds(): Promise<number> {
      const [oldest] = await db.query<{ seconds: number }>(
        `select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as seconds from (
           (select created_at from mail_outbox where state = 'queued' order by id limit 1)
           union all
           (select created_at from mail_outbox where state = 'sending' order by id limit 1)
         ) as oldest`,
      );
      return Math.max(0, Number(oldest?.seconds ?? 0));
    },

    async health(smtpConfigured: boolean): Promise<MailHealth> {
      const counts = await pendingCounts();
      return {
        smtpConfigured,
        queued: counts.queued + counts.sending,
        failed: counts.failed,
        notConfigured: counts.not_configured,
      };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
