import type { UserAccount } from '../../src/contract';
import { type Database, postgresErrorCode, UNIQUE_VIOLATION } from '../db';
import { isoString, onlyRow } from './sql';

type UserRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  is_admin: boolean;
  created_at: Date | string;
};

export type StoredUser = UserAccount & { passwordHash: string };

const toUser = (row: UserRow): StoredUser => ({
  id: Number(row.id),
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  isAdmin: row.is_admin,
  createdAt: isoString(row.created_at),
  passwordHash: row.password_hash,
});

/** The account without its password hash, as it may leave the server. */
export const publicAccount = ({ passwordHash: _passwordHash, ...account }: StoredUser): UserAccount => account;

const COLUMNS = 'id, email, first_name, last_name, password_hash, is_admin, created_at';

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

    async list(): Promise<StoredUser[]> {
      return (await db.query<UserRow>(`select ${COLUMNS} from users order by created_at asc, id asc`)).map(toUser);
    },

    async countAdmins(): Promise<number> {
      const { count } = onlyRow(
        await db.query<{ count: number }>('select count(*)::int as count from users where is_admin'),
      );
      return Number(count);
    },

    /** Adds an account; `duplicate` when the e-mail (any case) has one already. */
    async create(user: NewUser): Promise<StoredUser | 'duplicate'> {
      try {
        const rows = await db.query<UserRow>(
          `insert into users (email, first_name, last_name, password_hash, is_admin)
           values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
          [user.email, user.firstName, user.lastName, user.passwordHash, user.isAdmin],
        );
        return toUser(onlyRow(rows));
      } catch (error) {
        if (postgresErrorCode(error) === UNIQUE_VIOLATION) return 'duplicate';
        throw error;
      }
    },

    /** Adds the account, or resets the password and admin status of the one with that e-mail. */
    async upsert(user: NewUser): Promise<StoredUser> {
      const rows = await db.query<UserRow>(
        `insert into users (email, first_name, last_name, password_hash, is_admin)
         values ($1, $2, $3, $4, $5)
         on conflict (lower(email)) do update
           set password_hash = excluded.password_hash, is_admin = excluded.is_admin,
               first_name = excluded.first_name, last_name = excluded.last_name
         returning ${COLUMNS}`,
        [user.email, user.firstName, user.lastName, user.passwordHash, user.isAdmin],
      );
      return toUser(onlyRow(rows));
    },

    async setAdmin(id: number, isAdmin: boolean): Promise<StoredUser | null> {
      const [row] = await db.query<UserRow>(`update users set is_admin = $2 where id = $1 returning ${COLUMNS}`, [
        id,
        isAdmin,
      ]);
      return row ? toUser(row) : null;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
