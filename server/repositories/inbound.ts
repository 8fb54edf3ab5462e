/**
 * Mail that came in (server/inbound): customers' answers to their conversations, new messages, and
 * bounces and complaints about the mail the product sent.
 */
import type { ContactAnswer, InboundMailResult } from '@shared/contract';
import type { Database, Queryable } from '../db';
import type { InboundMail } from '../inbound/inboundMail';
import type { DeliveryReport } from '../inbound/reports';
import { withoutSignatureBlock } from '../inbound/quotedHistory';
import type { ConversationSide, ReplyAddresses } from '../inbound/replyAddresses';
import type { WebhookQueue } from './webhookQueue';
import { contactPayload } from './contact';
import { enqueueReply } from './replies';
import { isoString } from './sql/rows';
import { countSoftBounce, suppress, wasMailed } from './suppressions';

const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@/i;
const MESSAGE_REFERENCE = /^contact-message-([1-9]\d{0,9})@/;

/** The conversation an inbound mail belongs to, and whether it came to the administrators' side of it. */
type Conversation = { id: number; side: ConversationSide };

/**
 * The conversation an inbound mail belongs to: by its recipient (a conversation address, the surest:
 * signed; the administrators' side first, as an administrator answering an alert may copy the
 * customer's address in), else by the mails it answers (`In-Reply-To`, `References`: the Message-IDs of
 * our replies, acknowledgements and alerts, `<outbox key@domain>`, and the thread's
 * `<contact-message-N@domain>`), which are always the customer's side.
 */
async function conversationOf(
  tx: Queryable,
  mail: InboundMail,
  addresses: ReplyAddresses,
): Promise<Conversation | null> {
  const byAddress = mail.recipients.map(addresses.conversationOf).filter((found) => found !== null);
  const idsOn = (side: ConversationSide) =>
    byAddress.filter((found) => found.side === side).map((found) => found.messageId);
  const keys = mail.answers.flatMap((id) => UUID.exec(id)?.[1] ?? []);
  const referenced = mail.answers.flatMap((id) => MESSAGE_REFERENCE.exec(id)?.[1] ?? []).map(Number);
  const [row] = await tx.query<{ id: number; rank: number }>(
    `select id, rank from (
       select c.id, 0 as rank from contact_messages c where c.id = any($4::int[])
       union all
       select c.id, 1 from contact_messages c where c.id = any($1::int[])
       union all
       select m.contact_message_id, 2 from mail_outbox m
       where m.message_key = any($2::uuid[]) and m.contact_message_id is not null
       union all
       select c.id, 3 from contact_messages c where c.id = any($3::int[])
     ) as found order by rank limit 1`,
    [idsOn('customer'), keys, referenced.filter((id) => id <= 2_147_483_647), idsOn('admin')],
  );
  return row ? { id: Number(row.id), side: Number(row.rank) === 0 ? 'admin' : 'customer' } : null;
}

/**
 * Who speaks for the team from `from`, or undefined: an administrator's login address, or an address the
 * alerts are configured to go to (`ADMIN_NOTIFY_EMAIL`), under the name its mail gives.
 */
async function teamMember(
  tx: Queryable,
  from: NonNullable<InboundMail['from']>,
  notifyAddresses: readonly string[],
): Promise<{ name: string; email: string; signature: string } | undefined> {
  const [user] = await tx.query<{ first_name: string; last_name: string; email: string; signature: string }>(
    'select first_name, last_name, email, signature from users where lower(email) = lower($1) and is_admin',
    [from.address],
  );
  if (user) return { name: `${user.first_name} ${user.last_name}`, email: user.email, signature: user.signature };
  const notified = notifyAddresses.some((address) => address.toLowerCase() === from.address);
  return notified ? { name: from.name || from.address, email: from.address, signature: '' } : undefined;
}

/** "José Okafor" → José, Okafor; "Ada" → Ada, ''; no name → the address's local part. */
function namesOf(from: NonNullable<InboundMail['from']>): { firstName: string; lastName: string } {
  const words = from.name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: from.address.split('@')[0]!, lastName: '' };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

/** Records which message an inbound mail joined or made (forgotten with that message). */
const linkTaken = (tx: Queryable, mail: InboundMail, contactMessageId: number) =>
  tx.query('update inbound_mails set contact_message_id = $2 where message_id = $1', [
    mail.messageId,
    contactMessageId,
  ]);

/**
 * Takes one inbound mail, in one transaction: it is marked taken by its Message-ID first (a mail taken
 * before changes nothing), then joins its conversation or becomes a new message, with the
 * administrators' alert in the outbox. All of it commits or none of it: a crash in between leaves the
 * mail to be taken again. What became of it:
 * - `joined`: a customer's answer, added to its conversation, which is New, unread and awaiting a reply
 *   again, with an alert;
 * - `relayed`: an administrator's answer to an alert, from their own mail client: sent to the customer
 *   as a reply from the portal would be, and kept in the conversation;
 * - `recorded`: an auto-reply to a conversation, added to it, reopening nothing;
 * - `new`: matching no conversation, a new message (as if sent through the contact form), with an alert
 *   and its `contact.received` webhook event;
 * - `dropped`: an auto-reply or a mail without a sender matching nothing, an administrator's
 *   auto-reply or empty answer: nothing to answer or pass on;
 * - `duplicate`: taken before (the same Message-ID).
 */
/**
 * A bounce or a complaint feeds the suppression list, for the addresses the product has mailed: a report
 * about any other address is no report of ours, and must not let anyone who can write to the mailbox
 * stop mail to an address of their choosing. A hard bounce suppresses at once, soft ones after a few
 * (`countSoftBounce`), a complaint at once. 'dropped' when it was about no address of ours.
 */
async function takeReport(tx: Queryable, report: DeliveryReport): Promise<'bounce' | 'complaint' | 'dropped'> {
  let ours = false;
  if (report.kind === 'complaint') {
    for (const address of report.addresses) {
      if (!(await wasMailed(tx, address))) continue;
      ours = true;
      await suppress(tx, address, 'complained', `${report.feedbackType} report`);
    }
    return ours ? 'complaint' : 'dropped';
  }
  for (const { address, permanent, status } of report.recipients) {
    if (!(await wasMailed(tx, address))) continue;
    ours = true;
    if (permanent) await suppress(tx, address, 'bounced', status);
    else await countSoftBounce(tx, address, status);
  }
  return ours ? 'bounce' : 'dropped';
}

export function takeInboundMail(
  db: Database,
  mail: InboundMail,
  team: { addresses: ReplyAddresses; notifyAddresses: readonly string[] },
  webhooks: WebhookQueue,
): Promise<InboundMailResult> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.query(
      'insert into inbound_mails (message_id) values ($1) on conflict do nothing returning message_id',
      [mail.messageId],
    );
    if (!fresh) return { outcome: 'duplicate', contactMessageId: null };
    if (mail.report) return { outcome: await takeReport(tx, mail.report), contactMessageId: null };
    const conversation = await conversationOf(tx, mail, team.addresses);
    // Only the team's own addresses speak for it, and only on the address the alerts gave them; anyone
    // else writing there is on the customer's side of the conversation.
    const member =
      conversation?.side === 'admin' && mail.from ? await teamMember(tx, mail.from, team.notifyAddresses) : undefined;
    if (conversation !== null && member) {
      if (mail.automatic || mail.text.trim() === '') return { outcome: 'dropped', contactMessageId: null };
      await enqueueReply(tx, {
        contactMessageId: conversation.id,
        body: withoutSignatureBlock(mail.text),
        senderName: member.name,
        senderEmail: member.email,
        senderSignature: member.signature,
      });
      await linkTaken(tx, mail, conversation.id);
      return { outcome: 'relayed', contactMessageId: conversation.id };
    }
    if (conversation !== null) {
      const from = mail.from ?? { address: '', name: '' };
      await tx.query(
        `with answer as (
           insert into contact_answers (contact_message_id, from_address, from_name, body, automatic)
           values ($1, $2, $3, $4, $5) returning id
         ), reopened as (
           update contact_messages
           set status = 'New', is_read = false, is_replied = false, last_answer_at = now(), updated_at = now()
           where id = $1 and not $5 returning id
         )
         insert into mail_outbox (kind, contact_message_id, contact_answer_id)
         select 'answer_alert', reopened.id, answer.id from answer join reopened on true`,
        [conversation.id, from.address, from.name, mail.text, mail.automatic],
      );
      await linkTaken(tx, mail, conversation.id);
      return { outcome: mail.automatic ? 'recorded' : 'joined', contactMessageId: conversation.id };
    }
    if (mail.automatic || !mail.from) return { outcome: 'dropped', contactMessageId: null };
    const { firstName, lastName } = namesOf(mail.from);
    const [created] = await tx.query<{ id: number }>(
      `with created as (
         insert into contact_messages (first_name, last_name, email, subject, message, source)
         values ($1, $2, $3, $4, $5, 'email') returning *
       ), alert as (
         insert into mail_outbox (kind, contact_message_id) select 'contact_alert', id from created
       )${webhooks.cte('received', 'created', 'contact.received', contactPayload('created'))}
       select id from created`,
      [firstName, lastName, mail.from.address, mail.subject || '(no subject)', mail.text],
    );
    const id = Number(created!.id);
    await linkTaken(tx, mail, id);
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
