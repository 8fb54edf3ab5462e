/** Mail that came in (server/inbound): customers' answers to their conversations, and new messages. */
import type { ContactAnswer, InboundMailResult } from '@shared/contract';
import type { Database, Queryable } from '../db';
import type { InboundMail } from '../inbound/inboundMail';
import type { ReplyAddresses } from '../inbound/replyAddresses';
import { isoString } from './sql/rows';

const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@/i;
const MESSAGE_REFERENCE = /^contact-message-([1-9]\d{0,9})@/;

/**
 * The conversation an inbound mail belongs to: by its recipient (a conversation address, the surest:
 * signed), else by the mails it answers (`In-Reply-To`, `References`: the Message-IDs of our replies,
 * acknowledgements and alerts, `<outbox key@domain>`, and the thread's `<contact-message-N@domain>`).
 */
async function conversationOf(tx: Queryable, mail: InboundMail, addresses: ReplyAddresses): Promise<number | null> {
  const byAddress = mail.recipients.map(addresses.messageIdOf).filter((id): id is number => id !== null);
  const keys = mail.answers.flatMap((id) => UUID.exec(id)?.[1] ?? []);
  const referenced = mail.answers.flatMap((id) => MESSAGE_REFERENCE.exec(id)?.[1] ?? []).map(Number);
  const [row] = await tx.query<{ id: number }>(
    `select id from (
       select c.id, 1 as rank from contact_messages c where c.id = any($1::int[])
       union all
       select m.contact_message_id, 2 from mail_outbox m
       where m.message_key = any($2::uuid[]) and m.contact_message_id is not null
       union all
       select c.id, 3 from contact_messages c where c.id = any($3::int[])
     ) as found order by rank limit 1`,
    [byAddress, keys, referenced.filter((id) => id <= 2_147_483_647)],
  );
  return row ? Number(row.id) : null;
}

/** "José Okafor" → José, Okafor; "Ada" → Ada, ''; no name → the address's local part. */
function namesOf(from: NonNullable<InboundMail['from']>): { firstName: string; lastName: string } {
  const words = from.name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: from.address.split('@')[0]!, lastName: '' };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

/**
 * Takes one inbound mail, in one transaction: it is marked taken by its Message-ID first (a mail taken
 * before changes nothing), then joins its conversation or becomes a new message, with the
 * administrators' alert in the outbox. All of it commits or none of it: a crash in between leaves the
 * mail to be taken again. What became of it:
 * - `joined`: a customer's answer, added to its conversation, which is New and unread again, with an alert;
 * - `recorded`: an auto-reply to a conversation, added to it, reopening nothing;
 * - `new`: matching no conversation, a new message (as if sent through the contact form), with an alert;
 * - `dropped`: an auto-reply or a mail without a sender matching nothing: nothing to answer;
 * - `duplicate`: taken before (the same Message-ID).
 */
export function takeInboundMail(
  db: Database,
  mail: InboundMail,
  addresses: ReplyAddresses,
): Promise<InboundMailResult> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.query(
      'insert into inbound_mails (message_id) values ($1) on conflict do nothing returning message_id',
      [mail.messageId],
    );
    if (!fresh) return { outcome: 'duplicate', contactMessageId: null };
    const conversation = await conversationOf(tx, mail, addresses);
    if (conversation !== null) {
      const from = mail.from ?? { address: '', name: '' };
      await tx.query(
        `with answer as (
           insert into contact_answers (contact_message_id, from_address, from_name, body, automatic)
           values ($1, $2, $3, $4, $5) returning id
         ), reopened as (
           update contact_messages set status = 'New', is_read = false, updated_at = now()
           where id = $1 and not $5 returning id
         )
         insert into mail_outbox (kind, contact_message_id, contact_answer_id)
         select 'answer_alert', reopened.id, answer.id from answer join reopened on true`,
        [conversation, from.address, from.name, mail.text, mail.automatic],
      );
      await tx.query('update inbound_mails set contact_message_id = $2 where message_id = $1', [
        mail.messageId,
        conversation,
      ]);
      return { outcome: mail.automatic ? 'recorded' : 'joined', contactMessageId: conversation };
    }
    if (mail.automatic || !mail.from) return { outcome: 'dropped', contactMessageId: null };
    const { firstName, lastName } = namesOf(mail.from);
    const [created] = await tx.query<{ id: number }>(
      `with created as (
         insert into contact_messages (first_name, last_name, email, subject, message, source)
         values ($1, $2, $3, $4, $5, 'email') returning id
       ), alert as (
         insert into mail_outbox (kind, contact_message_id) select 'contact_alert', id from created
       )
       select id from created`,
      [firstName, lastName, mail.from.address, mail.subject || '(no subject)', mail.text],
    );
    const id = Number(created!.id);
    await tx.query('update inbound_mails set contact_message_id = $2 where message_id = $1', [mail.messageId, id]);
    return { outcome: 'new', contactMessageId: id };
  });
}

/** The answers that came back to a message by mail, oldest first; null when there is no such message. */
export async function listAnswers(db: Queryable, contactMessageId: number): Promise<ContactAnswer[] | null> {
  const [message] = await db.query('select id from contact_messages where id = $1', [contactMessageId]);
  if (!message) return null;
  const rows = await db.query<{
    id: number;
    from_address: string;
    from_name: string;
    body: string;
    automatic: boolean;
    created_at: Date | string;
  }>(
    `select id, from_address, from_name, body, automatic, created_at from contact_answers
     where contact_message_id = $1 order by id`,
    [contactMessageId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    contactMessageId,
    from: { name: row.from_name, email: row.from_address },
    body: row.body,
    automatic: row.automatic,
    receivedAt: isoString(row.created_at),
  }));
}
