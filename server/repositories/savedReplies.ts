/** The administrators' saved replies (`saved_replies`): canned answers the composer inserts into a reply. */
import type { SavedReply } from '@shared/contract';
import { postgresErrorCode, type Queryable, UNIQUE_VIOLATION } from '../db';
import { isoString, onlyRow } from './sql/rows';

type SavedReplyRow = {
  id: number;
  title: string;
  body: string;
  created_at: Date | string;
  updated_at: Date | string;
};

const toSavedReply = (row: SavedReplyRow): SavedReply => ({
  id: Number(row.id),
  title: row.title,
  body: row.body,
  createdAt: isoString(row.created_at),
  updatedAt: isoString(row.updated_at),
});

const COLUMNS = 'id, title, body, created_at, updated_at';

/** A title and a text, as the API took them (trimmed, within the limits). */
export type SavedReplyFields = { title: string; body: string };

/** What a write may find instead of doing it: another reply has the title (any case), or there is no such reply. */
export type SavedReplyRefusal = 'duplicate title' | 'missing';

/** Runs a write whose unique title index may refuse it, answering `duplicate title` then. */
async function unlessTitleTaken<Result>(write: () => Promise<Result>): Promise<Result | 'duplicate title'> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return 'duplicate title';
    throw error;
  }
}

export function createSavedReplyRepository(db: Queryable) {
  return {
    /**
     * Every saved reply, by title A to Z in any case (the menu's order), ties by id. A team keeps a
     * handful, so there is no paging; the table holds what people write by hand.
     */
    async list(): Promise<SavedReply[]> {
      const rows = await db.query<SavedReplyRow>(`select ${COLUMNS} from saved_replies order by lower(title), id`);
      return rows.map(toSavedReply);
    },

    async create({ title, body }: SavedReplyFields): Promise<SavedReply | 'duplicate title'> {
      return unlessTitleTaken(async () => {
        const rows = await db.query<SavedReplyRow>(
          `insert into saved_replies (title, body) values ($1, $2) returning ${COLUMNS}`,
          [title, body],
        );
        return toSavedReply(onlyRow(rows));
      });
    },

    /** Replaces the title and text of reply `id`. */
    async update(id: number, { title, body }: SavedReplyFields): Promise<SavedReply | SavedReplyRefusal> {
      return unlessTitleTaken(async () => {
        const [row] = await db.query<SavedReplyRow>(
          `update saved_replies set title = $2, body = $3, updated_at = now() where id = $1 returning ${COLUMNS}`,
          [id, title, body],
        );
        return row ? toSavedReply(row) : ('missing' as const);
      });
    },

    /** Deletes reply `id`; false when there was none. */
    async remove(id: number): Promise<boolean> {
      const rows = await db.query('delete from saved_replies where id = $1 returning id', [id]);
      return rows.length > 0;
    },
  };
}

export type SavedReplyRepository = ReturnType<typeof createSavedReplyRepository>;
