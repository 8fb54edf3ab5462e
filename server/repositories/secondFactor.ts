import type { Database, Queryable } from '../db';
import { queueSecurityNotice } from './securityNotices';

/**
 * The second factor of each administrator (migration 13): the TOTP secret in force or being set up, the
 * last time step a code was taken for, and the recovery codes (hashes only). Every change of what counts
 * as a factor raises the account's session version in the same statement: enrolling or turning the
 * factor off ends every session the account had (the route hands the caller's session a new token). Each
 * change mails the owner a security notice, in the same transaction.
 */
export function createSecondFactorRepository(db: Database) {
  const replaceCodes = async (tx: Queryable, userId: number, codeHashes: readonly string[]) => {
    await tx.query('delete from recovery_codes where user_id = $1', [userId]);
    await tx.query('insert into recovery_codes (user_id, code_hash) select $1, unnest($2::text[])', [
      userId,
      codeHashes,
    ]);
  };

  return {
    /** Keeps a new secret as the one being set up; false when the account already has a factor (or is gone). */
    async beginSetup(userId: number, secret: string): Promise<boolean> {
      const rows = await db.query(
        'update users set totp_pending_secret = $2 where id = $1 and totp_secret is null returning id',
        [userId, secret],
      );
      return rows.length === 1;
    },

    /** The secret being set up, if any (and no factor is in force). */
    async pendingSecret(userId: number): Promise<string | null> {
      const [row] = await db.query<{ totp_pending_secret: string | null }>(
        'select totp_pending_secret from users where id = $1 and totp_secret is null',
        [userId],
      );
      return row?.totp_pending_secret ?? null;
    },

    /**
     * Puts the secret being set up in force, with the step of the code that confirmed it taken and new
     * recovery codes, and ends the account's sessions. Null when that secret is no longer the one being
     * set up (another tab set up another meanwhile, or enabled it first): nothing changed. Answers the
     * account's new session version.
     */
    async enable(
      userId: number,
      secret: string,
      step: number,
      codeHashes: readonly string[],
    ): Promise<{ sessionVersion: number } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ session_version: number }>(
          `update users
           set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_enabled_at = now(),
               totp_last_step = $3, session_version = session_version + 1
           where id = $1 and totp_secret is null and totp_pending_secret = $2
           returning session_version`,
          [userId, secret, step],
        );
        if (!row) return null;
        await replaceCodes(tx, userId, codeHashes);
        await queueSecurityNotice(tx, userId, 'two_factor_enabled');
        return { sessionVersion: Number(row.session_version) };
      });
    },

    /** Turns the factor off (its codes go too) and ends the account's sessions; answers the new session version. */
    async disable(userId: number): Promise<{ sessionVersion: number } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ session_version: number }>(
          `update users
           set totp_secret = null, totp_pending_secret = null, totp_enabled_at = null, totp_last_step = null,
               session_version = session_version + 1
           where id = $1 returning session_version`,
          [userId],
        );
        if (!row) return null;
        await tx.query('delete from recovery_codes where user_id = $1', [userId]);
        await queueSecurityNotice(tx, userId, 'two_factor_disabled');
        return { sessionVersion: Number(row.session_version) };
      });
    },

    /**
     * Takes the code of time step `step`: true once, for a step later than any taken before. Two requests
     * with the same code cannot both pass: the second finds the step taken.
     */
    async takeStep(userId: number, step: number): Promise<boolean> {
      const rows = await db.query(
        `update users set totp_last_step = $2
         where id = $1 and totp_secret is not null and (totp_last_step is null or totp_last_step < $2)
         returning id`,
        [userId, step],
      );
      return rows.length === 1;
    },

    /** Uses a recovery code: true once per code, for an account whose factor is on. */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db.query(
        `update recovery_codes r set used_at = now()
         from users u
         where r.user_id = $1 and r.code_hash = $2 and r.used_at is null and u.id = r.user_id and u.totp_secret is not null
         returning r.id`,
        [userId, codeHash],
      );
      return rows.length === 1;
    },

    /** Replaces the account's recovery codes with new ones. */
    async replaceRecoveryCodes(userId: number, codeHashes: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await replaceCodes(tx, userId, codeHashes);
        await queueSecurityNotice(tx, userId, 'recovery_codes_regenerated');
      });
    },

    /** How many of the account's recovery codes are not used yet. */
    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db.query<{ left: number }>(
        'select count(*)::int as left from recovery_codes where user_id = $1 and used_at is null',
        [userId],
      );
      return Number(row?.left ?? 0);
    },
  };
}

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
