import { createHmac, timingSafeEqual } from 'node:crypto';

/** The largest id a message can have: PostgreSQL's integer, the id column's type. */
const MAX_MESSAGE_ID = 2_147_483_647;

/** Hex characters of the signature in an address: 48 bits, plenty against guessing, short in a header. */
const SIGNATURE_CHARS = 12;

/**
 * Who writes to a conversation address: the customer (the Reply-To of the portal's replies) or the
 * administrators (the Reply-To of the alerts, which only they receive). Each side has its own letter in
 * the tag and its own signature, so the address a customer holds can never be used to speak as an
 * administrator.
 */
export type ConversationSide = 'customer' | 'admin';

const tagLetter: Record<ConversationSide, string> = { customer: 'm', admin: 'a' };

/** A conversation address read back: the message it names and the side it was given to. */
export type ConversationAddress = { messageId: number; side: ConversationSide };

/**
 * Conversation addresses: the support mailbox's address with a tag naming one contact message and a
 * side, `support+m42-1a2b3c4d5e6f@invoiceflow.app` for the customer, `support+a42-…` for the
 * administrators (plus addressing, which every major mail host delivers to `support@`). A mail's own
 * recipient then says which conversation it belongs to, and who it was given to (ADR 0029). The tag is
 * the message's id and a signature over it and the side with a key of the server's own: it cannot be
 * made for another message or the other side, and carries no personal data. Lower-case hex, as some mail
 * systems lower-case the local part.
 */
export function createReplyAddresses(secret: string, supportEmail: string) {
  const at = supportEmail.lastIndexOf('@');
  const local = supportEmail.slice(0, at);
  const domain = supportEmail.slice(at + 1);
  // The customer side's signature is the one addresses already sent out carry: kept as it was.
  const signatureOf = (id: number, side: ConversationSide) =>
    createHmac('sha256', secret)
      .update(side === 'customer' ? `reply-address\n${id}` : `admin-reply-address\n${id}`)
      .digest('hex')
      .slice(0, SIGNATURE_CHARS);
  const pattern = new RegExp(`^(.+)\\+([ma])([1-9]\\d{0,9})-([0-9a-f]{${SIGNATURE_CHARS}})@(.+)$`, 'i');
  const addressOn = (side: ConversationSide) => (message: { id: number }) =>
    `${local}+${tagLetter[side]}${message.id}-${signatureOf(message.id, side)}@${domain}`;

  return {
    /** The address the customer's answers about message `id` go to. */
    addressFor: addressOn('customer'),
    /** The address the administrators' answers about message `id` go to, to be relayed to the customer. */
    adminAddressFor: addressOn('admin'),

    /**
     * The conversation `address` belongs to, or null: another address, a tag of another mailbox, or a
     * signature that does not match (compared in constant time).
     */
    conversationOf(address: string): ConversationAddress | null {
      const match = pattern.exec(address.trim());
      if (!match) return null;
      const [, givenLocal, letter, idText, signature, givenDomain] = match;
      const messageId = Number(idText);
      if (messageId > MAX_MESSAGE_ID) return null;
      if (givenLocal!.toLowerCase() !== local.toLowerCase() || givenDomain!.toLowerCase() !== domain.toLowerCase())
        return null;
      const side: ConversationSide = letter!.toLowerCase() === 'a' ? 'admin' : 'customer';
      const expected = Buffer.from(signatureOf(messageId, side));
      const given = Buffer.from(signature!.toLowerCase());
      return timingSafeEqual(given, expected) ? { messageId, side } : null;
    },
  };
}

export type ReplyAddresses = ReturnType<typeof createReplyAddresses>;
