/** The mails customers send back, as the inbound-mail tests hand them to the product (server/inbound). */

/** A mail as a customer's client sends it: raw RFC 5322, UTF-8 (RFC 6532). */
export function customerMail(parts: {
  to: string;
  messageId: string;
  inReplyTo?: string;
  from?: string;
  subject?: string;
  body?: string;
  headers?: string[];
}): string {
  return [
    `From: ${parts.from ?? 'José Okafor <jose@example.com>'}`,
    `To: ${parts.to}`,
    `Subject: ${parts.subject ?? 'Re: VAT on invoices to Spain'}`,
    `Message-ID: <${parts.messageId}>`,
    ...(parts.inReplyTo ? [`In-Reply-To: ${parts.inReplyTo}`, `References: ${parts.inReplyTo}`] : []),
    'Date: Mon, 30 Nov 2026 10:14:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    ...(parts.headers ?? []),
    '',
    parts.body ??
      'Thanks, one more question: does it work for Portugal too?\n\nOn Mon, 30 Nov 2026, Ada wrote:\n> Yes, we do.',
    '',
  ].join('\r\n');
}
