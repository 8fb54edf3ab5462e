/** Replies to contact messages (`contact_replies`), each sent as a mail through the outbox. */
import type { ContactReply, MailState } from '@shared/contract';
import type { Queryable } from '../db';
import { isoString } from './sql/rows';

type ReplyRow = {
  id: number;
  contact_message_id: number;
  body: string;
  sender_name: string;
  sender_email: string;
  created_at: Date | string;
  mail_state: MailState | null;
};

const toReply = (row: ReplyRow): ContactReply => ({
  id: Number(row.id),
  contactMessageId: Number(row.contact_message_id),
  body: row.body,
  sentBy: { name: row.sender_name, email: row.sender_email },
  createdAt: isoString(row.created_at),
  // A reply's mail goes when its message is deleted, and the reply with it: a reply has its mail.
  mailState: row.mail_state ?? 'sent',
});

/** The replies to a message, oldest first, each with its mail's state; null when there is no such message. */
export async function listReplies(db: Queryable, contactMessageId: number): Promise<ContactReply[] | null> {
  const [message] = await db.query('select id from contact_messages where id = $1', [contactMessageId]);
  if (!message) return null;
  const rows = await db.query<ReplyRow>(
    `select r.id, r.contact_message_id, r.body, r.sender_name, r.sender_email, r.created_at, m.state as mail_state
     from contact_replies r left join mail_outbox m on m.contact_reply_id = r.id
     where r.contact_message_id = $1 order by r.id`,
    [contactMessageId],
  );
  return rows.map(toReply);
}

/**
 * Writes a reply to a message, its mail and the message's replied mark in one statement: all three
 * happen or none. The writer's name, address and signature are kept as they are now: the mail, made
 * when it is sent, says what its writer saw when they sent it. Returns the reply, or undefined when
 * there is no such message.
 */
export async function enqueueReply(
  db: Queryable,
  reply: {
    contactMessageId: number;
    body: string;
    senderName: string;
    senderEmail: string;
    /** The writer's signature as it is now; none ends the mail with "<name>, <brand>". @default '' */
    senderSignature?: string;
  },
): Promise<ContactReply | undefined> {
  const [row] = await db.query<Omit<ReplyRow, 'mail_state'> & { recipient: string }>(
    `with message as (
       update contact_messages set is_replied = true, updated_at = now() where id = $1 returning id, email
     ), reply as (
       insert into contact_replies (contact_message_id, body, sender_name, sender_email, sender_signature)
       select id, $2, $3, $4, $5 from message
       returning *
     ), mail as (
       insert into mail_outbox (kind, recipient, contact_message_id, contact_reply_id)
       select 'reply', message.email, reply.contact_message_id, reply.id from reply join message on true
     )
     select reply.*, message.email as recipient from reply join message on true`,
    [reply.contactMessageId, reply.body, reply.senderName, reply.senderEmail, reply.senderSignature ?? ''],
  );
  return row && toReply({ ...row, mail_state: 'queued' });
}
