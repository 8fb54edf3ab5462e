/**
 * Delivery reports among inbound mail: bounces (RFC 3464 delivery status notifications) and complaints
 * (RFC 5965 abuse reports, as mailbox providers' feedback loops send them). Both are a top-level
 * `multipart/report` whose machine-readable part is a block of header-like fields, which mail parsers
 * fold into the text; this reads them from the raw bytes.
 */

/** What a report says of the addresses it is about. */
export type DeliveryReport =
  | {
      kind: 'bounce';
      /** `permanent`: a hard bounce (action failed, status 5.x.x); else a soft one (delayed, or 4.x.x). */
      recipients: Array<{ address: string; permanent: boolean; status: string }>;
    }
  | { kind: 'complaint'; addresses: string[]; feedbackType: string };

/** The most of a mail this reads: a report's parts are small, and nothing long needs reading. */
const MAX_REPORT_BYTES = 256 * 1024;

type Fields = Map<string, string>;

/** Header-like fields (unfolded; names in lower case; the first of each name kept), one block. */
function fieldsOf(block: string): Fields {
  const fields: Fields = new Map();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim());
  }
  return fields;
}

/** A header block and the body under it. */
function split(entity: string): { headers: Fields; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  if (!match) return { headers: fieldsOf(entity), body: '' };
  return { headers: fieldsOf(entity.slice(0, match.index)), body: entity.slice(match.index + match[0].length) };
}

/** A Content-Type's media type (lower case) and its parameters. */
function contentTypeOf(headers: Fields): { type: string; params: Map<string, string> } {
  const [type = '', ...rest] = (headers.get('content-type') ?? 'text/plain').split(';');
  const params = new Map(
    rest.flatMap((param) => {
      const equals = param.indexOf('=');
      if (equals < 0) return [];
      return [
        [
          param.slice(0, equals).trim().toLowerCase(),
          param
            .slice(equals + 1)
            .trim()
            .replace(/^"|"$/g, ''),
        ],
      ];
    }),
  );
  return { type: type.trim().toLowerCase(), params };
}

/** A part's body as text, whatever its transfer encoding (reports are ASCII; base64 is the one other seen). */
const decoded = (headers: Fields, body: string) =>
  (headers.get('content-transfer-encoding') ?? '').toLowerCase() === 'base64'
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;

/** An address as a report writes it: `rfc822; Someone@Example.com`, or in angle brackets. */
const addressIn = (value: string | undefined) => {
  const address = value
    ?.replace(/^\s*rfc822\s*;/i, '')
    .trim()
    .replace(/^<|>$/g, '')
    .toLowerCase();
  return address && /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
};

/** The addresses of an address header (`To:`), as plain addresses. */
const addressesIn = (value: string | undefined) =>
  [...(value ?? '').matchAll(/[^\s<>"',;:]+@[^\s<>"',;]+/g)].map((match) => match[0].toLowerCase());

/** The delivery report `raw` is, or null for any other mail. */
export function readReport(raw: Buffer): DeliveryReport | null {
  const mail = split(raw.subarray(0, MAX_REPORT_BYTES).toString('latin1'));
  const { type, params } = contentTypeOf(mail.headers);
  const boundary = params.get('boundary');
  if (type !== 'multipart/report' || !boundary) return null;
  const parts = mail.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => split(part.replace(/^\r?\n/, '')))
    .map(({ headers, body }) => ({ type: contentTypeOf(headers).type, text: decoded(headers, body) }));

  const status = parts.find(
    (part) => part.type === 'message/delivery-status' || part.type === 'message/global-delivery-status',
  );
  if (params.get('report-type')?.toLowerCase() === 'delivery-status' && status) {
    // The per-message fields come first; each recipient's block follows, after a blank line.
    const recipients = status.text
      .split(/\r?\n\s*\r?\n/)
      .map(fieldsOf)
      .flatMap((fields) => {
        const address = addressIn(fields.get('final-recipient') ?? fields.get('original-recipient'));
        const action = (fields.get('action') ?? '').toLowerCase();
        const code = /^[245]\.\d{1,3}\.\d{1,3}/.exec(fields.get('status') ?? '')?.[0] ?? '';
        if (!address || !['failed', 'delayed'].includes(action)) return [];
        return [{ address, permanent: action === 'failed' && code.startsWith('5'), status: code || action }];
      });
    return recipients.length > 0 ? { kind: 'bounce', recipients } : null;
  }

  const feedback = parts.find((part) => part.type === 'message/feedback-report');
  if (params.get('report-type')?.toLowerCase() === 'feedback-report' && feedback) {
    const fields = fieldsOf(feedback.text);
    // Who complained: the recipient the report names, else the To of the mail it quotes.
    const named = addressIn(fields.get('original-rcpt-to'));
    const original = parts.find((part) => part.type === 'message/rfc822' || part.type === 'text/rfc822-headers');
    const addresses = named ? [named] : original ? addressesIn(split(original.text).headers.get('to')) : [];
    const feedbackType = (fields.get('feedback-type') ?? 'abuse').toLowerCase();
    return addresses.length > 0 ? { kind: 'complaint', addresses, feedbackType } : null;
  }
  return null;
}
