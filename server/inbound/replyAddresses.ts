import { createHmac, timingSafeEqual } from 'node:crypto';

/** The largest id a message can have: PostgreSQL's integer, the id column's type. */
const MAX_MESSAGE_ID = 2_147_483_647;

/** Hex characters of the signature in an address: 48 bits, plenty against guessing, short in a header. */
const SIGNATURE_CHARS = 12;

/**
 * Conversation addresses: the support mailbox's address with a tag naming one contact message,
 * `support+m42-1a2b3c4d5e6f@invoiceflow.app` (plus addressing, which every major mail host delivers to
 * `support@`). Replies from the portal carry it as their Reply-To, so a customer's answer says by its
 * own recipient which conversation it belongs to (ADR 0029). The tag is the message's id and a signature
 * over it with a key of the server's own: it cannot be made for another message, and carries no
 * personal data. Lower-case hex, as some mail systems lower-case the local part.
 */
export function createReplyAddresses(secret: string, supportEmail: string) {
  const at = supportEmail.lastIndexOf('@');
  const local = supportEmail.slice(0, at);
  const domain = supportEmail.slice(at + 1);
  const signatureOf = (id: number) =>
    createHmac('sha256', secret).update(`reply-address\n${id}`).digest('hex').slice(0, SIGNATURE_CHARS);
  const pattern = new RegExp(`^(.+)\\+m([1-9]\\d{0,9})-([0-9a-f]{${SIGNATURE_CHARS}})@(.+)$`, 'i');

  return {
    /** The address answers about message `id` go to. */
    addressFor: (message: { id: number }) => `${local}+m${message.id}-${signatureOf(message.id)}@${domain}`,

    /**
     * The message `address` is the conversation address of, or null: another address, a tag of
     * another mailbox, or a signature that does not match (compared in constant time).
     */
    messageIdOf(address: string): number | null {
      const match = pattern.exec(address.trim());
      if (!match) return null;
      const [, givenLocal, idText, signature, givenDomain] = match;
      const id = Number(idText);
      if (id > MAX_MESSAGE_ID) return null;
      if (givenLocal!.toLowerCase() !== local.toLowerCase() || givenDomain!.toLowerCase() !== domain.toLowerCase())
        return null;
      const expected = Buffer.from(signatureOf(id));
      const given = Buffer.from(signature!.toLowerCase());
      return timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type ReplyAddresses = ReturnType<typeof createReplyAddresses>;
