import type { Database, Queryable } from './database';

/** A counted dimension: its name in `stats_totals` and the expression giving a row's key (text, never null). */
type CountedDimension = readonly [dimension: string, key: string];

/** A counted column whose null counts as 'direct' (migration 2's reading of every counted column). */
const nullAsDirect = (column: string): CountedDimension => [column, `coalesce(${column}, 'direct')`];

/**
 * Adds the rows of `changedRows` (the table's columns and `delta`: +1 or -1) to the counters; the
 * dimensions named in `perQuarterHour` are also counted per 15-minute interval (migration 5's chart).
 */
const counting = (
  table: string,
  dimensions: readonly CountedDimension[],
  changedRows: string,
  perQuarterHour: readonly CountedDimension[] = [],
) => [
  `insert into stats_totals (subject, dimension, key, total)
     select '${table}', counted.dimension, counted.key, sum(changed.delta)
     from (${changedRows}) as changed
     cross join lateral (values ${dimensions.map(([dimension, key]) => `('${dimension}', ${key})`).join(', ')})
       as counted (dimension, key)
     group by counted.dimension, counted.key having sum(changed.delta) <> 0
     order by counted.dimension, counted.key
     on conflict (subject, dimension, key) do update set total = stats_totals.total + excluded.total`,
  `insert into stats_quarter_hours (subject, starts_at, total)
     select '${table}', date_bin('15 minutes', changed.created_at, timestamptz '1970-01-01 00:00:00+00'),
            sum(changed.delta)
     from (${changedRows}) as changed
     group by 2 having sum(changed.delta) <> 0
     order by 2
     on conflict (subject, starts_at) do update set total = stats_quarter_hours.total + excluded.total`,
  ...(perQuarterHour.length === 0
    ? []
    : [
        `insert into stats_quarter_hours_by_key (subject, dimension, key, starts_at, total)
     select '${table}', counted.dimension, counted.key,
            date_bin('15 minutes', changed.created_at, timestamptz '1970-01-01 00:00:00+00'), sum(changed.delta)
     from (${changedRows}) as changed
     cross join lateral (values ${perQuarterHour.map(([dimension, key]) => `('${dimension}', ${key})`).join(', ')})
       as counted (dimension, key)
     group by 2, 3, 4 having sum(changed.delta) <> 0
     order by 2, 3, 4
     on conflict (subject, dimension, key, starts_at)
       do update set total = stats_quarter_hours_by_key.total + excluded.total`,
      ]),
];

/** The statements that change rows, with the transition tables each trigger reads its changed rows from. */
const counterEvents = {
  insert: { transitionTables: 'new table as new_rows', changedRows: 'select *, 1 as delta from new_rows' },
  delete: { transitionTables: 'old table as old_rows', changedRows: 'select *, -1 as delta from old_rows' },
  update: {
    transitionTables: 'old table as old_rows new table as new_rows',
    changedRows: 'select *, 1 as delta from new_rows union all select *, -1 as delta from old_rows',
  },
};

/** The trigger function counting `event`s on `table` by `dimensions` (`replace`: a later migration's). */
const counterFunction = (
  table: string,
  event: keyof typeof counterEvents,
  dimensions: readonly CountedDimension[],
  { replace = false, perQuarterHour = [] as readonly CountedDimension[] } = {},
) =>
  `create ${replace ? 'or replace ' : ''}function ${table}_count_${event}() returns trigger language plpgsql as $$
       begin
         ${counting(table, dimensions, counterEvents[event].changedRows, perQuarterHour).join(';\n')};
         return null;
       end
       $$`;

/**
 * Migration 2: counters that make the admin stats cost the same at a thousand rows as at a million.
 *
 * `stats_totals` holds, per counted table, how many rows carry each value of each counted column (a
 * null counts as 'direct': only `source` can be null, and the admin shows such rows as Direct).
 * `stats_quarter_hours` holds how many rows were created in each 15-minute UTC interval. Every time
 * zone in use today is a whole number of quarter hours from UTC (a test checks the database's list),
 * so the start of a day, ISO week or month in any STATS_TIMEZONE falls on an interval edge: "today" is
 * the sum of the intervals from that edge on, at most ~3,000 rows for a month, and the counters do
 * not depend on the time zone setting, which may change at any time.
 *
 * The counters are kept by statement-level triggers, in the statement that writes the rows, rather
 * than by the repositories: then no writer can forget them (the copy to PostgreSQL, the admin CLI,
 * SQL run by hand, tests inserting rows of another day), a delete or status change needs no extra
 * code, and a batch of 500 inserts updates each counter row once. Each trigger adds its statement's
 * changed rows (transition tables: +1 per new row, -1 per old row) to the counters in a fixed key
 * order, so two statements touching several counter rows lock them in the same order and cannot
 * deadlock. A row that a concurrent statement changes is counted from the version this statement
 * actually changed (UPDATE locks the row and rereads it), so concurrent status changes lose nothing.
 *
 * The trigger functions are written out per table and event from one template, rather than being
 * one function running dynamic SQL: static statements keep their plans, which on PGlite makes the
 * difference between ~0.2 ms and ~0.6 ms a write.
 *
 * The back-fill runs after the triggers exist: creating a trigger locks its table against writes
 * until the migration commits, so no row can slip in between the count and the triggers.
 *
 * Like any shipped migration, what this writes must never change: counting differently later takes a
 * new migration that replaces the functions (migration 4 does, for the read and replied flags).
 */
function statsCounters(countedColumns: Record<'waitlist_entries' | 'contact_messages', string[]>): string[] {
  const perTable = Object.entries(countedColumns).flatMap(([table, columns]) => {
    const dimensions = columns.map(nullAsDirect);
    return [
      ...Object.entries(counterEvents).flatMap(([event, { transitionTables }]) => [
        counterFunction(table, event as keyof typeof counterEvents, dimensions),
        `create trigger ${table}_counted_${event} after ${event} on ${table}
       referencing ${transitionTables} for each statement execute function ${table}_count_${event}()`,
      ]),
      `create trigger ${table}_counted_truncate after truncate on ${table}
     for each statement execute function stats_forget_truncated()`,
      ...counting(table, dimensions, `select *, 1 as delta from ${table}`),
    ];
  });
  return [
    `create table stats_totals (
      subject text not null,
      dimension text not null,
      key text not null,
      total bigint not null,
      primary key (subject, dimension, key)
    )`,
    `create table stats_quarter_hours (
      subject text not null,
      starts_at timestamptz not null,
      total bigint not null,
      primary key (subject, starts_at)
    )`,
    `create function stats_forget_truncated() returns trigger language plpgsql as $$
    begin
      delete from stats_totals where subject = tg_table_name;
      delete from stats_quarter_hours where subject = tg_table_name;
      return null;
    end
    $$`,
    ...perTable,
  ];
}

/**
 * The expressions the admin lists search, filter and sort by, exactly as migration 4 indexes them: a
 * query uses an expression index only when it names the same expression, so the repositories build
 * their SQL from these. Like the migration, they must never change; a new reading takes a new migration
 * with new indexes.
 */
export const listExpressions = {
  /**
   * Every text column the search looks in, one per line, as one value: one trigram index serves the
   * whole search. A search for text with a line break in it could match across two columns; a person's
   * search box gives one line.
   */
  waitlistSearch: `(email || E'\\n' || coalesce(name, '') || E'\\n' || coalesce(company, ''))`,
  contactSearch: `(email || E'\\n' || first_name || E'\\n' || last_name || E'\\n' || subject || E'\\n' || message)`,
  /**
   * Migration 8's search: the same columns, the name as it is said ("José Okafor", first and last name
   * with a space), folded (`search_folded`: lower case, accents taken off), so that "jose okafor" finds
   * José Okafor. The query folds what is typed the same way.
   */
  waitlistPeopleSearch: `search_folded(email || E'\\n' || coalesce(name, '') || E'\\n' || coalesce(company, ''))`,
  contactPeopleSearch: `search_folded(email || E'\\n' || first_name || ' ' || last_name || E'\\n' || subject || E'\\n' || message)`,
  /** A source in lower case, 'direct' for none: the breakdown's key, the filter's and the sort's. */
  source: `coalesce(lower(source), 'direct')`,
  /** The contact statuses in the order of the work: New, InProgress, Resolved, Closed. */
  statusRank: `(case status when 'New' then 0 when 'InProgress' then 1 when 'Resolved' then 2 else 3 end)`,
  /** Messages awaiting a reply by arrival; answered ones all equal here (they sort by date after). */
  waitingSince: `(case when is_replied then timestamptz 'infinity' else created_at end)`,
  /** Migration 11: since the customer's last words, their message or their latest answer by mail. */
  lastWordsAt: `coalesce(last_answer_at, created_at)`,
  waitingSinceLastWords: `(case when is_replied then timestamptz 'infinity' else coalesce(last_answer_at, created_at) end)`,
  contactName: `lower(first_name || ' ' || last_name)`,
  /** Attribution values as the breakdowns, filters and chart key them (migration 5): like `source`. */
  utmCampaign: `coalesce(lower(utm_campaign), 'direct')`,
  utmSource: `coalesce(lower(utm_source), 'direct')`,
  referrerHost: `coalesce(referrer_host, 'direct')`,
  /**
   * Migration 10: the address an outbox mail is for, in lower case, which the outbox's search looks in.
   * None for the administrators' own mails (alerts, digests): they go to whoever the administrators are
   * when they are sent. Plain built-in functions only, so that checking a row costs next to nothing.
   */
  outboxRecipient: 'lower(recipient)',
} as const;

/**
 * Migration 8: search that finds people. A full name as typed ("José Okafor") and any spelling of its
 * accents and case ("jose okafor") find the message: the lists search a folded copy of their columns
 * (`search_folded`: unaccent's rules, then lower case) in which the first and last name are joined by a
 * space, through new trigram indexes that replace migration 4's. `unaccent` is a trusted extension that
 * PGlite ships and PostgreSQL's contrib provides. Its function is only stable (its rules could be
 * changed), so an index needs the immutable wrapper, which names the dictionary and schema outright, as
 * the extension's documentation advises.
 */
function peopleSearch(): string[] {
  const e = listExpressions;
  return [
    'create extension if not exists unaccent',
    `create function search_folded(value text) returns text language sql immutable strict parallel safe
       as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$`,
    `create index waitlist_entries_people_search_idx on waitlist_entries using gin (${e.waitlistPeopleSearch} gin_trgm_ops)`,
    'drop index waitlist_entries_search_idx',
    `create index contact_messages_people_search_idx on contact_messages using gin (${e.contactPeopleSearch} gin_trgm_ops)`,
    'drop index contact_messages_search_idx',
    'analyze waitlist_entries',
    'analyze contact_messages',
  ];
}

/**
 * Migration 11: a customer's answer by mail makes their message await a reply again, from the moment
 * the answer came, not from the first message: `last_answer_at` (null until they answer; nullable, so
 * adding it writes no row). The longest-waiting order and the oldest awaiting message read it through
 * indexes that replace migration 4's waiting index.
 */
function waitingSinceLastAnswer(): string[] {
  const e = listExpressions;
  return [
    'alter table contact_messages add column last_answer_at timestamptz',
    `create index contact_messages_waiting_since_idx on contact_messages
       (is_replied, ${e.waitingSinceLastWords}, created_at desc, id desc)`,
    'drop index contact_messages_waiting_idx',
    `create index contact_messages_awaiting_since_idx on contact_messages (${e.lastWordsAt}) where not is_replied`,
    'analyze contact_messages',
  ];
}

/** A nullable text column's sort keys: rows with a value first, then the value in lower case. */
const nullableTextSort = (column: string) => `(${column} is null), coalesce(lower(${column}), '')`;

/**
 * Migration 4: the admin lists at a million rows. Substring search through trigram indexes (pg_trgm,
 * which PGlite ships and PostgreSQL's contrib provides; the extension is trusted, so the database's
 * owner may create it), a b-tree per sort and filter that ends in the sort's own keys, so a page is an
 * index walk that stops after its rows, and the read and replied flags counted in `stats_totals`, so the
 * unread and awaiting counts cost what the other stats do. Creating the indexes on a big table is a
 * one-time cost of this migration (see docs/operations.md).
 */
function listsAtScale(): string[] {
  const e = listExpressions;
  const contactDimensions: CountedDimension[] = [
    nullAsDirect('status'),
    nullAsDirect('source'),
    ['read', 'is_read::text'],
    ['replied', 'is_replied::text'],
  ];
  const newDimensions = contactDimensions.slice(2);
  return [
    'create extension if not exists pg_trgm',
    // The old date indexes ordered by date only: ties broke by a sort of every row of that instant.
    'drop index waitlist_entries_created_at_idx',
    'create index waitlist_entries_created_idx on waitlist_entries (created_at, id)',
    `create index waitlist_entries_search_idx on waitlist_entries using gin (${e.waitlistSearch} gin_trgm_ops)`,
    `create index waitlist_entries_source_idx on waitlist_entries (${e.source}, created_at desc, id desc)`,
    `create index waitlist_entries_name_idx on waitlist_entries (${nullableTextSort('name')}, id)`,
    `create index waitlist_entries_company_idx on waitlist_entries (${nullableTextSort('company')}, id)`,
    'drop index contact_messages_created_at_idx',
    'create index contact_messages_created_idx on contact_messages (created_at, id)',
    `create index contact_messages_search_idx on contact_messages using gin (${e.contactSearch} gin_trgm_ops)`,
    `create index contact_messages_source_idx on contact_messages (${e.source}, created_at desc, id desc)`,
    `create index contact_messages_status_idx on contact_messages (${e.statusRank}, created_at desc, id desc)`,
    'create index contact_messages_email_idx on contact_messages (lower(email), id)',
    `create index contact_messages_name_idx on contact_messages (${e.contactName}, id)`,
    'create index contact_messages_subject_idx on contact_messages (lower(subject), id)',
    `create index contact_messages_waiting_idx on contact_messages
       (is_replied, ${e.waitingSince}, created_at desc, id desc)`,
    'create index contact_messages_unread_idx on contact_messages (created_at, id) where not is_read',
    'create index contact_messages_awaiting_idx on contact_messages (created_at, id) where not is_replied',
    ...(['insert', 'delete', 'update'] as const).map((event) =>
      counterFunction('contact_messages', event, contactDimensions, { replace: true }),
    ),
    // Replacing the functions takes the same lock as migration 2's triggers did: no row slips past both.
    'lock table contact_messages in share row exclusive mode',
    counting('contact_messages', newDimensions, 'select *, 1 as delta from contact_messages')[0]!,
    // The planner's statistics of the new index expressions (PGlite runs no autovacuum to gather them).
    'analyze waitlist_entries',
    'analyze contact_messages',
  ];
}

/**
 * Migration 5: launch day. Where each sign-up came from (landing page, referring host, UTM values) and
 * where it is on the way to the platform (waiting, invited, joined, removed), counted like the sources;
 * sign-ups per 15 minutes per source and per campaign for the chart; invite runs and the codes' hashes.
 *
 * The new columns have constant defaults, so adding them rewrites no row, at any size. A code is never
 * stored: the server derives it from the entry with a key of its own and keeps its SHA-256 here, so the
 * database alone cannot redeem anything.
 */
/** What migration 5 counts the waitlist by, and per quarter hour (the chart). */
const launchDayDimensions = {
  waitlist: [
    nullAsDirect('source'),
    ['status', 'status'],
    ['utm_campaign', listExpressions.utmCampaign],
    ['utm_source', listExpressions.utmSource],
    ['referrer_host', listExpressions.referrerHost],
  ] as CountedDimension[],
  perQuarterHour: [
    ['source', listExpressions.source],
    ['utm_campaign', listExpressions.utmCampaign],
  ] as CountedDimension[],
};

function launchDay(): string[] {
  const e = listExpressions;
  const { waitlist: waitlistDimensions, perQuarterHour } = launchDayDimensions;
  const newDimensions = waitlistDimensions.slice(1);
  return [
    `create table invite_runs (
      id integer generated always as identity primary key,
      created_by text not null,
      invited integer not null,
      created_at timestamptz not null default now()
    )`,
    `alter table waitlist_entries
      add column landing_page text,
      add column referrer_host text,
      add column utm_source text,
      add column utm_medium text,
      add column utm_campaign text,
      add column status text not null default 'waiting'
        check (status in ('waiting', 'invited', 'joined', 'removed')),
      add column invited_at timestamptz,
      add column redeemed_at timestamptz,
      add column invite_run_id integer references invite_runs (id),
      add column invite_code_hash text`,
    'create unique index waitlist_entries_invite_code_idx on waitlist_entries (invite_code_hash)',
    'create index waitlist_entries_invite_run_idx on waitlist_entries (invite_run_id) where invite_run_id is not null',
    // Who is next to invite: the waiting entries by sign-up date; also the status filter's index.
    'create index waitlist_entries_status_idx on waitlist_entries (status, created_at, id)',
    `create index waitlist_entries_campaign_idx on waitlist_entries (${e.utmCampaign}, created_at desc, id desc)`,
    `create index waitlist_entries_utm_source_idx on waitlist_entries (${e.utmSource}, created_at desc, id desc)`,
    `create index waitlist_entries_referrer_idx on waitlist_entries (${e.referrerHost}, created_at desc, id desc)`,
    `alter table mail_outbox drop constraint mail_outbox_kind_check,
      add constraint mail_outbox_kind_check
        check (kind in ('contact_alert', 'contact_ack', 'welcome', 'reply', 'digest', 'invite'))`,
    `create table stats_quarter_hours_by_key (
      subject text not null,
      dimension text not null,
      key text not null,
      starts_at timestamptz not null,
      total bigint not null,
      primary key (subject, dimension, starts_at, key)
    )`,
    `create or replace function stats_forget_truncated() returns trigger language plpgsql as $$
    begin
      delete from stats_totals where subject = tg_table_name;
      delete from stats_quarter_hours where subject = tg_table_name;
      delete from stats_quarter_hours_by_key where subject = tg_table_name;
      return null;
    end
    $$`,
    ...(['insert', 'delete', 'update'] as const).map((event) =>
      counterFunction('waitlist_entries', event, waitlistDimensions, { replace: true, perQuarterHour }),
    ),
    'lock table waitlist_entries in share row exclusive mode',
    ...counting('waitlist_entries', newDimensions, 'select *, 1 as delta from waitlist_entries', perQuarterHour).filter(
      (statement) => !statement.startsWith('insert into stats_quarter_hours '),
    ),
    'analyze waitlist_entries',
  ];
}

/**
 * Migration 10: each administrator's signature, and the outbox searched by recipient.
 *
 * A reply ends with its writer's signature (their own words, set in the portal's profile) or, without
 * one, with "<name>, <brand>" as before. The reply keeps the signature it was written with
 * (`sender_signature`), as it keeps its writer's name: its mail is made when it is sent, perhaps after a
 * retry hours later, and must say what the administrator saw when they pressed Send, whatever their
 * profile says by then. Replies written before this migration have none and end as they always did.
 * Both columns have constant defaults, so adding them rewrites no row. The limit is
 * `fieldLimits.signature` as this migration shipped it; char_length counts characters, never more than
 * the UTF-16 units the API counts, so the API's clearer 400 always comes first.
 *
 * The outbox search finds a text of three characters or more anywhere in the address a mail is for, in
 * any case, through a trigram index (pg_trgm, migration 4) on `listExpressions.outboxRecipient`, and one
 * or two characters at the address's start through a b-tree on the same expression (a trigram index
 * cannot find so short a text anywhere but by checking every mail: 2.6 s at a million on PostgreSQL, and
 * 1.7 s even for a start shared by a word of every address): a page of matches is an index read, not a
 * scan of every mail ever sent. The expression calls no function of ours: an SQL function the planner
 * cannot inline (one wrapping a merely stable built-in, as the addresses a mail went to would need)
 * costs a call per row it checks.
 */
function adminSignatures(): string[] {
  return [
    "alter table users add column signature text not null default '' check (char_length(signature) <= 500)",
    "alter table contact_replies add column sender_signature text not null default ''",
    `create index mail_outbox_recipient_search_idx on mail_outbox using gin (${listExpressions.outboxRecipient} gin_trgm_ops)`,
    `create index mail_outbox_recipient_prefix_idx on mail_outbox (${listExpressions.outboxRecipient} text_pattern_ops)`,
    'analyze mail_outbox',
  ];
}

/**
 * Migration 12: mail that lands (issue 41).
 *
 * `mail_suppressions` is the list of addresses no mail (or no bulk mail) goes to, keyed by the address's
 * hash (`mail_address_hash`: SHA-256 of the address in lower case, hex), never the address: an entry
 * must outlive the waitlist entry of a member who left, without keeping what they asked us to forget. A
 * row with no `reason` only counts soft bounces (`soft_bounces`) until enough make it `bounced`. The
 * outbox looks each recipient up by its hash; the waitlist finds its suppressed entries through an
 * index on the same hash of its addresses.
 *
 * A member confirms their address by opening the link of their welcome (`confirmed_at`). Those who have
 * not after 48 hours get one reminder: `confirm_reminder_due_at` is set on insert by its default and
 * cleared when the reminder is queued or the address confirmed. Entries that joined before this
 * migration have none due (the column is added without the default, then given it): upgrading mails
 * nobody. Confirmation is counted in `stats_totals` like the other dimensions, and the launch news
 * is marked sent per entry (`launch_news_at`), so that sending it again mails only newcomers.
 */
function mailThatLands(): string[] {
  const { waitlist, perQuarterHour } = launchDayDimensions;
  const confirmed: CountedDimension = ['confirmed', '(confirmed_at is not null)::text'];
  return [
    `create function mail_address_hash(address text) returns text language sql immutable strict parallel safe
       return encode(sha256(convert_to(lower(address), 'UTF8')), 'hex')`,
    `create table mail_suppressions (
      id integer generated always as identity primary key,
      address_hash text not null unique,
      reason text check (reason in ('bounced', 'complained', 'left')),
      detail text,
      soft_bounces integer not null default 0,
      suppressed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    'create index mail_suppressions_listed_idx on mail_suppressions (suppressed_at desc, address_hash) where reason is not null',
    `alter table waitlist_entries
      add column confirmed_at timestamptz,
      add column confirm_reminder_due_at timestamptz,
      add column launch_news_at timestamptz`,
    "alter table waitlist_entries alter column confirm_reminder_due_at set default now() + interval '48 hours'",
    `create index waitlist_entries_reminder_due_idx on waitlist_entries (confirm_reminder_due_at)
       where confirm_reminder_due_at is not null`,
    'create index waitlist_entries_confirmed_idx on waitlist_entries ((confirmed_at is not null), created_at desc, id desc)',
    'create index waitlist_entries_address_hash_idx on waitlist_entries (mail_address_hash(email))',
    `alter table mail_outbox drop constraint mail_outbox_kind_check,
      add constraint mail_outbox_kind_check
        check (kind in ('contact_alert', 'contact_ack', 'welcome', 'reply', 'digest', 'invite', 'answer_alert',
                        'confirm_reminder', 'launch_news'))`,
    `alter table mail_outbox drop constraint mail_outbox_state_check,
      add constraint mail_outbox_state_check
        check (state in ('queued', 'sending', 'sent', 'failed', 'not_configured', 'suppressed'))`,
    ...(['insert', 'delete', 'update'] as const).map((event) =>
      counterFunction('waitlist_entries', event, [...waitlist, confirmed], { replace: true, perQuarterHour }),
    ),
    'lock table waitlist_entries in share row exclusive mode',
    ...counting('waitlist_entries', [confirmed], 'select *, 1 as delta from waitlist_entries').filter(
      (statement) => !statement.startsWith('insert into stats_quarter_hours '),
    ),
    'analyze waitlist_entries',
  ];
}

/**
 * Admin accounts worth their data (ADR 0032): a second factor (TOTP) with single-use recovery codes, an
 * audit trail, and administrators added by a mailed set-password link.
 * - `totp_secret` is the factor in force (null: none); `totp_pending_secret` one being set up, in force
 *   once a first code confirms it. `totp_last_step` is the time step of the last code accepted, so that a
 *   code works once: a code is taken only for a later step, in one conditional update.
 * - `recovery_codes` keeps only SHA-256 hashes (the codes carry 60 random bits: no salt or slow hash
 *   needed); a code is used by setting `used_at` in one conditional update.
 * - `audit_events`: who (the account, null when nobody was signed in), what, on which records (their
 *   kind, ids as text, a count), and a short fact, never what anybody wrote. Deleted past AUDIT_RETENTION.
 * - An administrator added from the team screen has an empty `password_hash` (which never verifies)
 *   until they set one through the link of their `admin_invite` mail, which points to the account.
 * - A change to how an account signs in (its second factor, recovery codes, a new password) mails its
 *   owner a `security_notice`, pointing to the account, with what changed in its payload.
 */
function adminAccounts(): string[] {
  return [
    `alter table users
      add column totp_secret text,
      add column totp_pending_secret text,
      add column totp_enabled_at timestamptz,
      add column totp_last_step bigint,
      add column last_sign_in_at timestamptz`,
    `create table recovery_codes (
      id integer generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      unique (user_id, code_hash)
    )`,
    `create table audit_events (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      actor_id integer references users (id) on delete set null,
      action text not null,
      target_type text,
      target_ids text[] not null default '{}',
      count integer,
      detail text
    )`,
    'create index audit_events_at_idx on audit_events (at desc, id desc)',
    'create index audit_events_actor_idx on audit_events (actor_id, at desc, id desc)',
    'create index audit_events_action_idx on audit_events (action, at desc, id desc)',
    'alter table mail_outbox add column user_id integer references users (id) on delete cascade',
    'create index mail_outbox_user_idx on mail_outbox (user_id) where user_id is not null',
    `alter table mail_outbox drop constraint mail_outbox_kind_check,
      add constraint mail_outbox_kind_check
        check (kind in ('contact_alert', 'contact_ack', 'welcome', 'reply', 'digest', 'invite', 'answer_alert',
                        'confirm_reminder', 'launch_news', 'admin_invite', 'security_notice'))`,
  ];
}

/**
 * Migration 14's counters of waitlist entries (`table`), kept like the stats counters: a statement trigger
 * per event (`name_insert`, …) adds the changed rows through `counting`, and a truncate empties the table.
 */
const countedByTriggers = (name: string, table: string, counting: (changedRows: string) => string) => [
  ...Object.entries(counterEvents).flatMap(([event, { transitionTables, changedRows }]) => [
    `create function ${name}_${event}() returns trigger language plpgsql as $$
       begin
         ${counting(changedRows)};
         return null;
       end
       $$`,
    `create trigger ${name}_${event} after ${event} on waitlist_entries
       referencing ${transitionTables} for each statement execute function ${name}_${event}()`,
  ]),
  `create function ${name}_truncated() returns trigger language plpgsql as $$
     begin
       delete from ${table};
       return null;
     end
     $$`,
  `create trigger ${name}_truncate after truncate on waitlist_entries
     for each statement execute function ${name}_truncated()`,
];

/** Migration 14: how many places one bucket of the waitlist's order spans (see `listThatGrows`). */
export const PLACE_BUCKET_SIZE = 1024;

/** The places of `changedRows` (columns and `delta`) that are waiting, added to their buckets' counts. */
const placeCounting = (changedRows: string) =>
  `insert into waitlist_place_counts (bucket, waiting)
     select floor(changed.place / ${PLACE_BUCKET_SIZE})::bigint, sum(changed.delta)
     from (${changedRows}) as changed
     where changed.status = 'waiting'
     group by 1 having sum(changed.delta) <> 0
     order by 1
     on conflict (bucket) do update set waiting = waitlist_place_counts.waiting + excluded.waiting`;

/**
 * Migration 14: the source a sign-up counts under in the funnel, from its row `row`: its campaign's
 * `utm_source` in lower case, else `referral` when it came through a share link, else `direct` (the
 * visits' rule, server/funnel/visits.ts).
 */
const funnelSource = (row: string) =>
  `coalesce(nullif(lower(${row}.utm_source), ''), case when ${row}.referred_by is not null then 'referral' else 'direct' end)`;

/** The funnel's steps a sign-up has reached, as conditions on its row `changed`, by counter column. */
const funnelStepsReached = {
  signups: 'true',
  confirmed: 'changed.confirmed_at is not null',
  invited: 'changed.invited_at is not null',
  joined: 'changed.redeemed_at is not null',
};

/** Adds `changedRows` (columns and `delta`) to the funnel's counters, per quarter hour of sign-up and source. */
const funnelCounting = (changedRows: string) => {
  const steps = Object.entries(funnelStepsReached).map(
    ([column, reached]) => [column, `sum(case when ${reached} then changed.delta else 0 end)`] as const,
  );
  return `insert into funnel_quarter_hours (starts_at, source, ${steps.map(([column]) => column).join(', ')})
     select date_bin('15 minutes', changed.created_at, timestamptz '1970-01-01 00:00:00+00'), ${funnelSource('changed')},
            ${steps.map(([, sum]) => sum).join(', ')}
     from (${changedRows}) as changed
     group by 1, 2 having ${steps.map(([, sum]) => `${sum} <> 0`).join(' or ')}
     order by 1, 2
     on conflict (starts_at, source) do update set
       ${steps.map(([column]) => `${column} = funnel_quarter_hours.${column} + excluded.${column}`).join(', ')}`;
};

/**
 * Migration 14: the funnel's sign-up counters (`funnel_quarter_hours`), kept like the stats counters
 * (migration 2) by statement triggers: per quarter hour of sign-up (UTC; any stats time zone's day is a
 * sum of them) and source, how many signed up and how many of those have confirmed, been invited and
 * joined. A change of an entry (confirmed, invited, its referrer deleted) moves it between counts in
 * the statement that makes it, so the funnel reads a few thousand counter rows for any period, never
 * the entries themselves.
 */
function funnelCounters(): string[] {
  return [
    `create table funnel_quarter_hours (
      starts_at timestamptz not null,
      source text not null,
      ${Object.keys(funnelStepsReached)
        .map((column) => `${column} bigint not null`)
        .join(',\n      ')},
      primary key (starts_at, source)
    )`,
    ...countedByTriggers('waitlist_funnel', 'funnel_quarter_hours', funnelCounting),
    funnelCounting('select *, 1 as delta from waitlist_entries'),
  ];
}

/**
 * Migration 14: a list that grows itself (issue 43, ADR 0033).
 *
 * - A place in line: `place` orders the waiting entries (lowest first). A sign-up takes the next number
 *   of `waitlist_places`, so places follow sign-up order; a credited referral moves its referrer up
 *   REFERRAL_BOOST places by giving it a place between two entries further ahead (a double: halving the
 *   gap between two neighbours ~20 times before they tie, and ties break by id). A member's position is
 *   1 + how many waiting entries are ahead, counted without walking them all: `waitlist_place_counts`
 *   holds, per bucket of PLACE_BUCKET_SIZE places, how many waiting entries it has (kept by statement
 *   triggers like the stats counters), so a position is a sum over ~1,000 bucket rows at a million
 *   entries plus a count inside one bucket (server/repositories/sql/places.ts).
 * - Referrals: each entry has a `referral_code` (72 random bits, URL-safe), the code of the share link
 *   `/?ref=<code>`. A sign-up through it records `referred_by`; once the newcomer confirms their address,
 *   the referral is credited (`referral_credited_at`, the referrer's `referrals` + 1) unless the referrer
 *   has had REFERRAL_DAILY_CAP credits that day.
 * - `webhook_outbox`: the events sent to WEBHOOK_URL, stored in the transaction that made them and sent
 *   by a worker like the mail outbox's, each with a fixed id (the `webhook-id`) across its tries.
 * - `page_views`: requests for the public pages' HTML per day, page and source (a campaign's
 *   `utm_source`, `referral` for a share link, else `direct`): the first step of the funnel.
 * - `funnel_quarter_hours`: the sign-ups per quarter hour and source, and how many of them confirmed, were
 *   invited and joined: the funnel's other steps (`funnelCounters`).
 * - `status_link`: the mail that sends a member their status page's link again.
 */
function listThatGrows(): string[] {
  const referralCode = `translate(encode(substr(sha256(uuid_send(gen_random_uuid())), 1, 9), 'base64'), '+/', '-_')`;
  return [
    'create sequence waitlist_places as bigint',
    `alter table waitlist_entries
      add column place double precision,
      add column referral_code text,
      add column referred_by integer references waitlist_entries (id) on delete set null,
      add column referral_credited_at timestamptz,
      add column referrals integer not null default 0`,
    // Entries already on the list keep their sign-up order.
    `update waitlist_entries set place = ordered.place, referral_code = ${referralCode}
       from (select id, row_number() over (order by created_at, id) as place from waitlist_entries) as ordered
       where ordered.id = waitlist_entries.id`,
    "select setval('waitlist_places', coalesce((select max(place)::bigint from waitlist_entries), 0) + 1, false)",
    `alter table waitlist_entries
      alter column place set default nextval('waitlist_places'),
      alter column place set not null,
      alter column referral_code set default ${referralCode},
      alter column referral_code set not null`,
    'alter sequence waitlist_places owned by waitlist_entries.place',
    'create unique index waitlist_entries_referral_code_idx on waitlist_entries (referral_code)',
    // The list sorted by position: the waiting entries in their order first, then the others.
    "create index waitlist_entries_place_idx on waitlist_entries ((status <> 'waiting'), place, id)",
    // The waiting entries in line: a count inside a bucket, the entries a referral passes, an invite run's
    // first N. Partial, because the planner reads \`(status <> 'waiting') = false\` as \`status = 'waiting'\`,
    // which the index above cannot serve as a bound.
    "create index waitlist_entries_waiting_place_idx on waitlist_entries (place, id) where status = 'waiting'",
    `create index waitlist_entries_referred_by_idx on waitlist_entries (referred_by, referral_credited_at)
       where referred_by is not null`,
    'create index waitlist_entries_referrals_idx on waitlist_entries (referrals desc, id) where referrals > 0',
    `create table waitlist_place_counts (
      bucket bigint primary key,
      waiting bigint not null
    )`,
    ...countedByTriggers('waitlist_places', 'waitlist_place_counts', placeCounting),
    'lock table waitlist_entries in share row exclusive mode',
    placeCounting('select *, 1 as delta from waitlist_entries'),
    ...funnelCounters(),
    // One mailbox however its address is written: lower case, no +tag, and Gmail's dots ignored.
    `create function mailbox_key(address text) returns text language sql immutable strict parallel safe as $$
       select case when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com'
                   else local || '@' || domain end
       from (select split_part(split_part(lower(address), '@', 1), '+', 1) as local,
                    split_part(lower(address), '@', 2) as domain) as parts
     $$`,
    `create table webhook_outbox (
      id bigint generated always as identity primary key,
      event_id uuid not null default gen_random_uuid() unique,
      type text not null check (type in ('waitlist.joined', 'waitlist.confirmed', 'waitlist.referred',
        'waitlist.left', 'contact.received', 'launch.invited', 'launch.redeemed')),
      payload jsonb not null,
      state text not null default 'queued' check (state in ('queued', 'sending', 'delivered', 'failed')),
      attempts integer not null default 0,
      last_status integer,
      last_error text,
      next_attempt_at timestamptz not null default now(),
      lease_until timestamptz,
      delivered_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    `create index webhook_outbox_due_idx on webhook_outbox (next_attempt_at, id) where state in ('queued', 'sending')`,
    'create index webhook_outbox_created_idx on webhook_outbox (created_at desc, id desc)',
    // The failed events, newest first: the portal's count and filter of those an administrator may retry.
    `create index webhook_outbox_failed_idx on webhook_outbox (created_at desc, id desc) where state = 'failed'`,
    `create table page_views (
      day date not null,
      source text not null,
      page text not null,
      views bigint not null,
      primary key (day, source, page)
    )`,
    `alter table mail_outbox drop constraint mail_outbox_kind_check,
      add constraint mail_outbox_kind_check
        check (kind in ('contact_alert', 'contact_ack', 'welcome', 'reply', 'digest', 'invite', 'answer_alert',
                        'confirm_reminder', 'launch_news', 'admin_invite', 'security_notice', 'status_link'))`,
    'analyze waitlist_entries',
  ];
}

/**
 * The schema, as ordered migrations. Each is a list of single statements (some drivers refuse several
 * in one call) in SQL that PostgreSQL 15 accepts, since PGlite runs 18 and production may run 15.
 * Never edit a migration that has shipped: add the next one.
 */
export const migrations: ReadonlyArray<{ id: number; name: string; statements: readonly string[] }> = [
  {
    id: 1,
    name: 'initial schema',
    statements: [
      `create table waitlist_entries (
        id integer generated always as identity primary key,
        email text not null,
        name text,
        company text,
        source text,
        created_at timestamptz not null default now()
      )`,
      // Uniqueness is case-insensitive; the address is stored as typed (already trimmed).
      `create unique index waitlist_entries_email_key on waitlist_entries (lower(email))`,
      `create index waitlist_entries_created_at_idx on waitlist_entries (created_at)`,
      `create table contact_messages (
        id integer generated always as identity primary key,
        first_name text not null,
        last_name text not null,
        email text not null,
        subject text not null,
        message text not null,
        source text,
        status text not null default 'New' check (status in ('New', 'InProgress', 'Resolved', 'Closed')),
        is_read boolean not null default false,
        is_replied boolean not null default false,
        admin_notes text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      `create index contact_messages_created_at_idx on contact_messages (created_at)`,
      `create table users (
        id integer generated always as identity primary key,
        email text not null,
        first_name text not null,
        last_name text not null,
        password_hash text not null,
        is_admin boolean not null default true,
        created_at timestamptz not null default now()
      )`,
      `create unique index users_email_key on users (lower(email))`,
      // Server-wide values that must be shared by every instance, such as a generated signing secret.
      `create table settings (
        key text primary key,
        value text not null
      )`,
    ],
  },
  {
    id: 2,
    name: 'stats counters',
    statements: statsCounters({ waitlist_entries: ['source'], contact_messages: ['status', 'source'] }),
  },
  {
    id: 3,
    name: 'mail outbox and replies',
    statements: [
      // A reply written in the portal: the conversation of a message. Deleting the message deletes it.
      `create table contact_replies (
        id integer generated always as identity primary key,
        contact_message_id integer not null references contact_messages (id) on delete cascade,
        body text not null,
        sender_name text not null,
        sender_email text not null,
        created_at timestamptz not null default now()
      )`,
      `create index contact_replies_message_idx on contact_replies (contact_message_id, id)`,
      // One mail to send, written in the same statement or transaction as what causes it. It holds no
      // copy of what people wrote: the mail is made when it is sent, from the rows it points to, and
      // deleting a person's rows (the portal's delete, leaving the waitlist) deletes their mails with
      // them. `recipient` null means the administrators, whoever they are when it is sent.
      `create table mail_outbox (
        id integer generated always as identity primary key,
        kind text not null check (kind in ('contact_alert', 'contact_ack', 'welcome', 'reply', 'digest')),
        recipient text,
        contact_message_id integer references contact_messages (id) on delete cascade,
        waitlist_entry_id integer references waitlist_entries (id) on delete cascade,
        contact_reply_id integer references contact_replies (id) on delete cascade,
        payload jsonb not null default '{}',
        message_key uuid not null default gen_random_uuid(),
        state text not null default 'queued'
          check (state in ('queued', 'sending', 'sent', 'failed', 'not_configured')),
        attempts integer not null default 0,
        last_error text,
        next_attempt_at timestamptz not null default now(),
        lease_until timestamptz,
        sent_to text[],
        sent_at timestamptz,
        created_at timestamptz not null default now()
      )`,
      `create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id)
        where state in ('queued', 'sending', 'not_configured')`,
      `create index mail_outbox_created_at_idx on mail_outbox (created_at, id)`,
      `create index mail_outbox_state_idx on mail_outbox (state, id)`,
      `create index mail_outbox_acknowledgements_idx on mail_outbox (lower(recipient), created_at)
        where kind = 'contact_ack'`,
      `create index mail_outbox_contact_message_idx on mail_outbox (contact_message_id)`,
      `create index mail_outbox_waitlist_entry_idx on mail_outbox (waitlist_entry_id)`,
      `create index mail_outbox_contact_reply_idx on mail_outbox (contact_reply_id)`,
    ],
  },
  { id: 4, name: 'admin lists at scale', statements: listsAtScale() },
  { id: 5, name: 'launch day', statements: launchDay() },
  {
    id: 6,
    name: 'revocable sessions',
    statements: [
      // Carried in every admin token and compared on every admin call: raising it ends every session
      // the account has (a password reset, a demotion, "sign out everywhere"). A constant default
      // rewrites no row.
      'alter table users add column session_version integer not null default 0',
      // The tokens signed out one at a time (logout), until they would have expired anyway; the rows of
      // expired tokens are deleted as new ones come, so the table holds at most one session lifetime.
      `create table revoked_sessions (
        token_id uuid primary key,
        user_id integer not null references users (id) on delete cascade,
        expires_at timestamptz not null
      )`,
      'create index revoked_sessions_expires_at_idx on revoked_sessions (expires_at)',
      'create index revoked_sessions_user_idx on revoked_sessions (user_id)',
    ],
  },
  {
    id: 7,
    name: 'inbound mail',
    statements: [
      // A customer's answer that came back by mail (server/inbound): part of its message's conversation,
      // deleted with it. `automatic`: an auto-reply (out of office), kept but reopening nothing.
      `create table contact_answers (
        id integer generated always as identity primary key,
        contact_message_id integer not null references contact_messages (id) on delete cascade,
        from_address text not null,
        from_name text not null,
        body text not null,
        automatic boolean not null,
        created_at timestamptz not null default now()
      )`,
      'create index contact_answers_message_idx on contact_answers (contact_message_id, id)',
      // Every inbound mail taken, by its Message-ID, so that none is taken twice (the mailbox polled again
      // after a restart, the webhook and the mailbox both handed the same mail). The message it joined or
      // made is forgotten with that message; the Message-ID stays, and says nothing about anyone.
      `create table inbound_mails (
        message_id text primary key,
        contact_message_id integer references contact_messages (id) on delete set null,
        received_at timestamptz not null default now()
      )`,
      'create index inbound_mails_contact_message_idx on inbound_mails (contact_message_id)',
      `alter table mail_outbox
        add column contact_answer_id integer references contact_answers (id) on delete cascade`,
      'create index mail_outbox_contact_answer_idx on mail_outbox (contact_answer_id)',
      `alter table mail_outbox drop constraint mail_outbox_kind_check,
        add constraint mail_outbox_kind_check
          check (kind in ('contact_alert', 'contact_ack', 'welcome', 'reply', 'digest', 'invite', 'answer_alert'))`,
    ],
  },
  { id: 8, name: 'search that finds people', statements: peopleSearch() },
  {
    id: 9,
    name: 'saved replies',
    statements: [
      // Canned answers the administrators insert into a reply (the composer's "Insert saved reply").
      // Written by the team about nobody: no personal data, so no part of a privacy export or erasure.
      // The limits are `fieldLimits.savedReplyTitle` and `.savedReplyBody` as this migration shipped
      // them; char_length counts characters, never more than the UTF-16 units the API counts, so the
      // API's clearer 400 always comes first and these only guard the writers that bypass it.
      `create table saved_replies (
        id integer generated always as identity primary key,
        title text not null check (char_length(title) between 1 and 80),
        body text not null check (char_length(body) between 1 and 5000),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
      // One title per reply, in any case: the menu lists them by title, and two alike could not be told apart.
      'create unique index saved_replies_title_key on saved_replies (lower(title))',
      // The sender beside a message (GET /api/webpage/contact/{id}/sender) needs no index of its own: it
      // reads contact_messages_email_idx (lower(email), id; migration 4) and the waitlist's unique
      // lower(email) index (migration 1).
    ],
  },
  { id: 10, name: 'admin signatures', statements: adminSignatures() },
  { id: 11, name: 'waiting since the last answer', statements: waitingSinceLastAnswer() },
  { id: 12, name: 'mail that lands', statements: mailThatLands() },
  { id: 13, name: 'admin accounts', statements: adminAccounts() },
  { id: 14, name: 'a list that grows itself', statements: listThatGrows() },
];

/** An arbitrary constant naming the migration lock among the database's advisory locks. */
const MIGRATION_LOCK_KEY = 7_318_240_511;

/** The last migration this build knows: the schema version it is written for. */
export const buildSchemaVersion = Math.max(...migrations.map((migration) => migration.id));

export type AppliedMigration = { id: number; name: string; durationMs: number };

/** The last migration applied to the database (what a restored backup's schema is at). */
export async function schemaVersionOf(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number }>('select max(id)::int as version from schema_migrations');
  return row!.version;
}

/**
 * A database a newer build has migrated: this build's SQL does not know its tables and constraints, and
 * answering on it goes wrong quietly (sign-ups failing on an extension this build does not load; tokens
 * the newer build revoked accepted again), so the start stops, naming both versions.
 */
const newerSchema = (databaseVersion: number) =>
  new Error(
    `The database's schema is at migration ${databaseVersion}, newer than this build's ${buildSchemaVersion}: ` +
      'a newer build has upgraded it, and this one cannot run on it safely. Nothing was changed. Run the newer ' +
      'build, or roll back by restoring the backup taken before the upgrade (docs/operations.md, "Upgrades and ' +
      'rollback").',
  );

/**
 * Brings the schema up to date. Everything runs in one transaction holding an advisory lock, so
 * several instances starting at once take turns instead of racing to create the same objects.
 * Refuses a schema newer than this build's (`newerSchema`), changing nothing.
 * `through` stops after that migration (tests start from an older schema to check an upgrade).
 * Returns the migrations it applied.
 */
export async function migrate(
  db: Database,
  { through = Infinity }: { through?: number } = {},
): Promise<AppliedMigration[]> {
  return db.transaction(
    async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.query(`create table if not exists schema_migrations (
      id integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
      const applied = new Set(
        (await tx.query<{ id: number }>('select id from schema_migrations')).map((row) => Number(row.id)),
      );
      const databaseVersion = Math.max(0, ...applied);
      if (databaseVersion > buildSchemaVersion) throw newerSchema(databaseVersion);
      const pending = migrations.filter((migration) => !applied.has(migration.id) && migration.id <= through);
      const done: AppliedMigration[] = [];
      for (const migration of pending) {
        const started = performance.now();
        for (const statement of migration.statements) await tx.query(statement);
        await tx.query('insert into schema_migrations (id, name) values ($1, $2)', [migration.id, migration.name]);
        done.push({ id: migration.id, name: migration.name, durationMs: Math.round(performance.now() - started) });
      }
      return done;
      // Building an index on a table that already holds a million rows takes longer than a request may.
    },
    { untimed: true },
  );
}
