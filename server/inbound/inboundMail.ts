import { createHash } from 'node:crypto';

import { type AddressObject, simpleParser } from 'mailparser';

import { withoutQuotedHistory } from './quotedHistory';
import { type DeliveryReport, readReport } from './reports';

/** The most of a mail's text kept: far more than anyone types, and a bound on what one mail can store. */
export const MAX_ANSWER_CHARS = 20_000;

/** An inbound mail as the product reads it, whichever way it came (the mailbox or the webhook). */
export type InboundMail = {
  /** Its Message-ID, or, for a mail without one, a digest of its bytes: what says it was taken already. */
  messageId: string;
  /** The Message-IDs it answers (`In-Reply-To`, then `References`, newest first), without angle brackets. */
  answers: string[];
  from: { address: string; name: string } | null;
  /** Every address it was sent to: To, Cc and the delivery headers a mailbox adds. */
  recipients: string[];
  subject: string;
  /** What the sender wrote, without the quoted history under it. */
  text: string;
  /** An auto-reply, a bounce or a list mail (RFC 3834 and the usual headers): recorded, reopening nothing. */
  automatic: boolean;
  /** A bounce or a complaint about mail the product sent (reports.ts), or null: it then feeds the suppression list. */
  report: DeliveryReport | null;
};

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) =>
    object.value.flatMap((mailbox) => [mailbox.address, ...(mailbox.group ?? []).map((member) => member.address)]),
  );

const idsIn = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value ? value.split(/\s+/) : [])
    .map((id) => id.trim().replace(/^<|>$/g, ''))
    .filter(Boolean);

/** A header's value as text ('' when missing). */
const headerText = (value: unknown) => (typeof value === 'string' ? value : '').trim().toLowerCase();

/** Parses raw RFC 5322 bytes (`mailparser`, which decodes every charset and transfer encoding). */
export async function parseInboundMail(raw: Buffer): Promise<InboundMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const { headers } = parsed;
  const from = parsed.from?.value[0];
  const fromAddress = from?.address?.trim().toLowerCase();
  const autoSubmitted = headerText(headers.get('auto-submitted'));
  const precedence = headerText(headers.get('precedence'));
  const automatic =
    (autoSubmitted !== '' && autoSubmitted !== 'no') ||
    headers.has('x-autoreply') ||
    headers.has('x-autorespond') ||
    ['auto_reply', 'bulk', 'junk', 'list'].includes(precedence) ||
    /^(mailer-daemon|postmaster)@/i.test(fromAddress ?? '');
  const text = parsed.text ?? (typeof parsed.html === 'string' ? parsed.html.replace(/<[^>]*>/g, ' ') : '');
  return {
    messageId: idsIn(parsed.messageId)[0] ?? `sha256:${createHash('sha256').update(raw).digest('hex')}@inbound.invalid`,
    answers: [...idsIn(parsed.inReplyTo), ...idsIn(parsed.references).reverse()],
    from: fromAddress ? { address: fromAddress, name: from?.name?.trim() ?? '' } : null,
    recipients: [
      ...addressesOf(parsed.to),
      ...addressesOf(parsed.cc),
      ...['delivered-to', 'x-original-to', 'envelope-to'].flatMap((name) => {
        const value = headers.get(name);
        return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
      }),
    ]
      .filter((address): address is string => typeof address === 'string' && address !== '')
      .map((address) => address.trim().toLowerCase()),
    subject: (parsed.subject ?? '').trim(),
    text: withoutQuotedHistory(text).slice(0, MAX_ANSWER_CHARS),
    automatic,
    report: readReport(raw),
  };
}
