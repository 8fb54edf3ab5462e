/**
 * The launch news ("we're live"): who gets it, and queueing it. Every member waiting or invited whose
 * address is not suppressed gets it once (`launch_news_at`, migration 12): sending it again later mails
 * only those who joined since.
 */
import type { Database } from '../db';
import { countMovedMessage } from '@shared/contract';
import type { PickedEntry } from './invites';
import { countUnsuppressed, ENTRY_SUPPRESSED } from './suppressions';
import { onlyRow } from './sql/rows';

/** Who the news goes to now, suppressed addresses aside. */
const MEMBERS = `status in ('waiting', 'invited') and launch_news_at is null`;
const RECIPIENTS = `${MEMBERS} and not (${ENTRY_SUPPRESSED})`;

/** Entries one statement marks and mails: a big list is many short statements in one transaction. */
const NEWS_BATCH_SIZE = 1000;

/** Thrown inside the transaction when the recipients are no longer what the administrator confirmed. */
export class RecipientsMoved extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(countMovedMessage('members', expected, actual));
  }
}

export function createLaunchNewsRepository(db: Database) {
  return {
    /** How many would get the news now, and the first of them (by sign-up), whose mail the preview shows. */
    async recipients(): Promise<{ count: number; first: PickedEntry | undefined }> {
      const [count, [first]] = await Promise.all([
        countUnsuppressed(db, [MEMBERS], []),
        db.query<PickedEntry>(
          `select id, email from waitlist_entries where ${RECIPIENTS} order by created_at, id limit 1`,
        ),
      ]);
      return { count, first: first && { id: Number(first.id), email: first.email } };
    },

    /**
     * Marks every recipient and queues their mail, a batch at a time, in one transaction: all of them or,
     * when they are not `expectedCount` (someone joined, left or was invited meanwhile), none
     * (`RecipientsMoved`). Resolves with how many were queued.
     */
    async queue(expectedCount: number): Promise<number> {
      return db.transaction(async (tx) => {
        let queued = 0;
        for (;;) {
          const { marked } = onlyRow(
            await tx.query<{ marked: number }>(
              `with picked as (
                 select id from waitlist_entries where ${RECIPIENTS}
                 order by created_at, id limit $1 for update skip locked
               ), marked as (
                 update waitlist_entries w set launch_news_at = now() from picked where w.id = picked.id
                 returning w.id, w.email
               ), mails as (
                 insert into mail_outbox (kind, recipient, waitlist_entry_id) select 'launch_news', email, id from marked
               )
               select count(*)::int as marked from marked`,
              [NEWS_BATCH_SIZE],
            ),
          );
          queued += Number(marked);
          if (Number(marked) < NEWS_BATCH_SIZE) break;
        }
        if (queued !== expectedCount) throw new RecipientsMoved(expectedCount, queued);
        return queued;
      });
    },
  };
}
