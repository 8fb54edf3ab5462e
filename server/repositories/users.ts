import type { AdminProfile, UserAccount } from '@shared/contract';
import { type Database, postgresErrorCode, UNIQUE_VIOLATION } from '../db';
import { PASSWORD_FINGERPRINT_SQL } from '../services/passwordLinks';
import { queueSecurityNotice } from './securityNotices';
import { isoString, onlyRow } from './sql/rows';

/**
 * Queues the `admin_invite` mail (a set-password link) of the accounts `from` selects, with the
 * fingerprint of their password as it is now: the mail is dropped if the password changes before it is
 * sent, and its link would not work anyway.
 */
const queuePasswordLinkFrom = (from: string) =>
  `insert into mail_outbox (kind, recipient, user_id, payload)
   select 'admin_invite', email, id, jsonb_build_object('passwordFingerprint', ${PASSWORD_FINGERPRINT_SQL('password_hash')})
   from ${from}`;

type UserRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  is_admin: boolean;
  created_at: Date | string;
  session_version: number;
  signature: string;
  totp_secret: string | null;
  totp_enabled_at: Date | string | null;
  last_sign_in_at: Date | string | null;
};

/**
 * The account as stored: with its password hash, the version its session tokens must carry, the
 * signature that ends its replies, and its second factor's secret (null: none).
 */
export type StoredUser = UserAccount & {
  passwordHash: string;
  sessionVersion: number;
  signature: string;
  totpSecret: string | null;
  twoFactorEnabledAt: string | null;
};

const toUser = (row: UserRow): StoredUser => ({
  id: Number(row.id),
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  isAdmin: row.is_admin,
  createdAt: isoString(row.created_at),
  passwordHash: row.password_hash,
  sessionVersion: Number(row.session_version),
  signature: row.signature,
  totpSecret: row.totp_secret,
  twoFactorEnabled: row.totp_secret !== null,
  twoFactorEnabledAt: row.totp_enabled_at === null ? null : isoString(row.totp_enabled_at),
  lastSignInAt: row.last_sign_in_at === null ? null : isoString(row.last_sign_in_at),
  // An account added from the team screen has no password until its owner sets one (an empty hash never verifies).
  passwordSet: row.password_hash !== '',
});

/**
 * The account as the user-management calls show it to any administrator: without its password hash,
 * session version and second factor's secret, and without the signature, which only its owner edits
 * (`profileOf`).
 */
export const publicAccount = ({
  passwordHash: _passwordHash,
  sessionVersion: _sessionVersion,
  signature: _signature,
  totpSecret: _totpSecret,
  twoFactorEnabledAt: _twoFactorEnabledAt,
  ...account
}: StoredUser): UserAccount => account;

/** The account as its owner sees and edits it in the portal's profile (GET /api/webpage/account). */
export const profileOf = ({ id, firstName, lastName, email, signature }: StoredUser): AdminProfile => ({
  id,
  firstName,
  lastName,
  email,
  signature,
});

const COLUMNS = `id, email, first_name, last_name, password_hash, is_admin, created_at, session_version, signature,
  totp_secret, totp_enabled_at, last_sign_in_at`;

export type NewUser = { email: string; firstName: string; lastName: string; passwordHash: string; isAdmin: boolean };

export function createUserRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<StoredUser | null> {
      const [row] = await db.query<UserRow>(`select ${COLUMNS} from users where lower(email) = lower($1)`, [
        email.trim(),
      ]);
      return row ? toUser(row) : null;
    },

    async findById(id: number): Promise<StoredUser | null> {
      const [row] = await db.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id]);
      return row ? toUser(row) : null;
    },

    /**
     * The account a session token names, and whether that very token was signed out: one query, as the
     * account alone was before, since it runs on every admin call.
     */
    async findSession(id: number, tokenId: string): Promise<{ user: StoredUser; revoked: boolean } | null> {
      const [row] = await db.query<UserRow & { revoked: boolean }>(
        `select ${COLUMNS}, exists (select 1 from revoked_sessions where token_id = $2) as revoked
         from users where id = $1`,
        [id, tokenId],
      );
      return row ? { user: toUser(row), revoked: row.revoked } : null;
    },

    /**
     * Signs out one token until it would have expired. The rows of tokens past their expiry go in the
     * same statement: they could not open anything anyway, so the table never outgrows one lifetime.
     */
    async revokeSession(session: { tokenId: string; userId: number; expiresAt: Date }): Promise<void> {
      await db.query(
        `with expired as (delete from revoked_sessions where expires_at < now())
         insert into revoked_sessions (token_id, user_id, expires_at) values ($1, $2, $3)
         on conflict (token_id) do nothing`,
        [session.tokenId, session.userId, session.expiresAt],
      );
    },

    /**
     * Uses up a one-time token (a sign-in's challenge): true the first time, false ever after, even for
     * two requests at once (the insert is the check). Kept, as signed-out sessions are, until it expires.
     */
    async useUpToken(token: { tokenId: string; userId: number; expiresAt: Date }): Promise<boolean> {
      const rows = await db.query(
        `insert into revoked_sessions (token_id, user_id, expires_at) values ($1, $2, $3)
         on conflict (token_id) do nothing returning token_id`,
        [token.tokenId, token.userId, token.expiresAt],
      );
      return rows.length === 1;
    },

    /**
     * Sets the name and signature of the account (its owner's profile); null when there is no such
     * account. The sessions stay: nothing about who may sign in changed.
     */
    async updateProfile(
      id: number,
      profile: { firstName: string; lastName: string; signature: string },
    ): Promise<StoredUser | null> {
      const [row] = await db.query<UserRow>(
        `update users set first_name = $2, last_name = $3, signature = $4 where id = $1 returning ${COLUMNS}`,
        [id, profile.firstName, profile.lastName, profile.signature],
      );
      return row ? toUser(row) : null;
    },

    /** Queues a new set-password link for the account; false when there is no such account. */
    async queuePasswordLink(id: number): Promise<boolean> {
      const rows = await db.query(`${queuePasswordLinkFrom('users where id = $1')} returning id`, [id]);
      return rows.length === 1;
    },

    /** Notes when the account last signed in (the team screen shows it). */
    async recordSignIn(id: number): Promise<void> {
      await db.query('update users set last_sign_in_at = now() where id = $1', [id]);
    },

    /**
     * Sets a new password if the account's hash is still `currentHash` (the one its set-password link was
     * signed over): a link works once, even when two tabs send it at the same time. Ends its sessions. A
     * password that replaces another (not an invited account's first) mails its owner a security notice.
     */
    async setPassword(id: number, currentHash: string, passwordHash: string): Promise<StoredUser | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<UserRow>(
          `update users set password_hash = $3, session_version = session_version + 1
           where id = $1 and password_hash = $2 returning ${COLUMNS}`,
          [id, currentHash, passwordHash],
        );
        if (row && currentHash !== '') await queueSecurityNotice(tx, id, 'password_changed');
        return row ? toUser(row) : null;
      });
    },

    /** Ends every session of the account: the tokens signed so far carry a version it no longer has. */
    async endAllSessions(id: number): Promise<void> {
      await db.query('update users set session_version = session_version + 1 where id = $1', [id]);
    },

    async list(): Promise<StoredUser[]> {
      return (await db.query<UserRow>(`select ${COLUMNS} from users order by created_at asc, id asc`)).map(toUser);
    },

    async countAdmins(): Promise<number> {
      const { count } = onlyRow(
        await db.query<{ count: number }>('select count(*)::int as count from users where is_admin'),
      );
      return Number(count);
    },

    /**
     * Adds an account; `duplicate` when the e-mail (any case) has one already. Without a password hash,
     * the account has none until its owner sets one, and the mail with their link is queued in the same
     * statement.
     */
    async create(
      user: Omit<NewUser, 'passwordHash'> & { passwordHash: string | null },
    ): Promise<StoredUser | 'duplicate'> {
      try {
        const rows = await db.query<UserRow>(
          `with added as (
             insert into users (email, first_name, last_name, password_hash, is_admin)
             values ($1, $2, $3, coalesce($4, ''), $5) returning ${COLUMNS}
           ), mailed as (${queuePasswordLinkFrom('added where $4::text is null')})
           select * from added`,
          [user.email, user.firstName, user.lastName, user.passwordHash, user.isAdmin],
        );
        return toUser(onlyRow(rows));
      } catch (error) {
        if (postgresErrorCode(error) === UNIQUE_VIOLATION) return 'duplicate';
        throw error;
      }
    },

    /** Deletes the account (its signed-out sessions go with it). */
    async remove(id: number): Promise<void> {
      await db.query('delete from users where id = $1', [id]);
    },

    /**
     * Adds the account, or resets the password and admin status of the one with that e-mail. A reset
     * ends the account's sessions: whoever held the old password may hold a token too.
     */
    async upsert(user: NewUser): Promise<StoredUser> {
      const rows = await db.query<UserRow>(
        `insert into users (email, first_name, last_name, password_hash, is_admin)
         values ($1, $2, $3, $4, $5)
         on conflict (lower(email)) do update
           set password_hash = excluded.password_hash, is_admin = excluded.is_admin,
               first_name = excluded.first_name, last_name = excluded.last_name,
               session_version = users.session_version + 1
         returning ${COLUMNS}`,
        [user.email, user.firstName, user.lastName, user.passwordHash, user.isAdmin],
      );
      return toUser(onlyRow(rows));
    },

    /**
     * Grants or removes admin status; removing it ends the account's sessions. Never removes the last
     * administrator, under any interleaving: the transaction locks every admin row first (in id order,
     * so two of them cannot deadlock), so a concurrent change of admin status waits for this one to
     * commit and then counts what it left. A count then an update without the locks let two
     * administrators demote each other at once and leave none (READ COMMITTED sees neither change).
     */
    async setAdminStatus(id: number, isAdmin: boolean): Promise<StoredUser | 'not-found' | 'last-admin'> {
      return db.transaction(async (tx) => {
        const admins = await tx.query<{ id: number }>('select id from users where is_admin order by id for update');
        const [target] = await tx.query<UserRow>(`select ${COLUMNS} from users where id = $1 for update`, [id]);
        if (!target) return 'not-found';
        const otherAdmins = admins.filter((admin) => Number(admin.id) !== id).length;
        if (!isAdmin && target.is_admin && otherAdmins === 0) return 'last-admin';
        const rows = await tx.query<UserRow>(
          `update users
           set is_admin = $2, session_version = session_version + case when is_admin and not $2 then 1 else 0 end
           where id = $1 returning ${COLUMNS}`,
          [id, isAdmin],
        );
        return toUser(onlyRow(rows));
      });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
