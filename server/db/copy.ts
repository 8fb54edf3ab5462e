import type { Database } from './database';

/** Tables in an order that respects references, with their columns (identity `id` included). */
const TABLES = {
  users: ['id', 'email', 'first_name', 'last_name', 'password_hash', 'is_admin', 'created_at', 'session_version'],
  // Tokens signed out before the move stay signed out after it: the key they are signed with
  // (`jwt_secret`, unless JWT_SECRET is set) moves with the settings, so they would open the portal again.
  revoked_sessions: ['token_id', 'user_id', 'expires_at'],
  invite_runs: ['id', 'created_by', 'invited', 'created_at'],
  waitlist_entries: [
    'id',
    'email',
    'name',
    'company',
    'source',
    'created_at',
    'landing_page',
    'referrer_host',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'status',
    'invited_at',
    'redeemed_at',
    'invite_run_id',
    // The codes' hashes: the invites already sent keep working after the move (the key that derives
    // them, `invite_code_secret`, moves with the settings).
    'invite_code_hash',
  ],
  contact_messages: [
    'id',
    'first_name',
    'last_name',
    'email',
    'subject',
    'message',
    'source',
    'status',
    'is_read',
    'is_replied',
    'admin_notes',
    'created_at',
    'updated_at',
  ],
  contact_replies: ['id', 'contact_message_id', 'body', 'sender_name', 'sender_email', 'created_at'],
  // Pending mails move with the rows they are about, and are sent from the new database.
  mail_outbox: [
    'id',
    'kind',
    'recipient',
    'contact_message_id',
    'waitlist_entry_id',
    'contact_reply_id',
    'payload',
    'message_key',
    'state',
    'attempts',
    'last_error',
    'next_attempt_at',
    'lease_until',
    'sent_to',
    'sent_at',
    'created_at',
  ],
  settings: ['key', 'value'],
} as const;

const BATCH = 500;

/**
 * Copies every row from one database to another whose schema is migrated and whose tables are empty,
 * keeping ids, then moves the identity counters past them. All in one transaction on the target: it
 * ends with everything copied or nothing. Returns the number of rows copied per table.
 */
export async function copyDatabase(source: Database, target: Database): Promise<Record<string, number>> {
  return target.transaction(async (tx) => {
    for (const table of Object.keys(TABLES)) {
      const [row] = await tx.query<{ count: number }>(`select count(*)::int as count from ${table}`);
      if (Number(row!.count) > 0) {
        throw new Error(`The target database already has rows in ${table}; copy only into an empty database.`);
      }
    }
    const copied: Record<string, number> = {};
    for (const [table, columns] of Object.entries(TABLES)) {
      const identity = columns[0] === 'id';
      copied[table] = 0;
      for (let offset = 0; ; offset += BATCH) {
        const rows = await source.query<Record<string, unknown>>(
          `select ${columns.join(', ')} from ${table} order by ${columns[0]} limit ${BATCH} offset ${offset}`,
        );
        if (rows.length === 0) break;
        const values: unknown[] = [];
        const tuples = rows.map((row) => `(${columns.map((column) => `$${values.push(row[column])}`).join(', ')})`);
        await tx.query(
          `insert into ${table} (${columns.join(', ')}) ${identity ? 'overriding system value ' : ''}values ${tuples.join(', ')}`,
          values,
        );
        copied[table] += rows.length;
      }
      if (identity) {
        await tx.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        );
      }
    }
    return copied;
  });
}
