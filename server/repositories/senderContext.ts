/**
 * The sender of a contact message seen from the rest of what is stored about their address: their other
 * messages and their waitlist sign-up. Addresses match in any case (`lower(email)`), as the waitlist's
 * uniqueness and the privacy export do, so both reads are index walks of one address, whatever the tables
 * hold: `contact_messages_email_idx` (lower(email), id) and `waitlist_entries_email_key` (lower(email)).
 */
import {
  SENDER_OTHER_MESSAGES_LIMIT,
  type ContactStatus,
  type SenderContext,
  type WaitlistStatus,
} from '@shared/contract';
import type { Queryable } from '../db';
import { isoString } from './sql/rows';

type SenderRow = {
  email: string;
  joined_at: Date | string | null;
  waitlist_status: WaitlistStatus | null;
  invited_at: Date | string | null;
};

type OtherMessageRow = {
  id: number;
  subject: string;
  status: ContactStatus;
  created_at: Date | string;
  /** How many other messages there are in all (a window count over every one, before the limit). */
  total: number | string;
};

/** What is known about the sender of message `messageId`; null when there is no such message. */
export async function senderContextOf(db: Queryable, messageId: number): Promise<SenderContext | null> {
  const [sender] = await db.query<SenderRow>(
    `select m.email, w.created_at as joined_at, w.status as waitlist_status, w.invited_at
     from contact_messages m left join waitlist_entries w on lower(w.email) = lower(m.email)
     where m.id = $1`,
    [messageId],
  );
  if (!sender) return null;
  // Newest first, as the list shows them; a sender writes a handful, so sorting their rows is cheap.
  const others = await db.query<OtherMessageRow>(
    `select id, subject, status, created_at, count(*) over () as total
     from contact_messages where lower(email) = lower($1) and id <> $2
     order by created_at desc, id desc limit $3`,
    [sender.email, messageId, SENDER_OTHER_MESSAGES_LIMIT],
  );
  return {
    otherMessages: others.map((row) => ({
      id: Number(row.id),
      subject: row.subject,
      status: row.status,
      createdAt: isoString(row.created_at),
    })),
    otherMessageCount: others.length === 0 ? 0 : Number(others[0]!.total),
    waitlist:
      sender.joined_at === null
        ? null
        : {
            joinedAt: isoString(sender.joined_at),
            status: sender.waitlist_status!,
            invitedAt: sender.invited_at === null ? null : isoString(sender.invited_at),
          },
  };
}
