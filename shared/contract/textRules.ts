/**
 * Rules on text that the browser and the server apply alike. Free of zod (like constants.ts), so the
 * public site can use them without carrying the schemas into its bundle.
 */

/**
 * What nobody sees on screen: white space, control characters, format characters (`\p{Cf}`: zero-width
 * space and joiners U+200B-U+200D, word joiner U+2060, byte-order mark U+FEFF, soft hyphen, direction
 * marks), the other default-ignorable code points (Hangul fillers, the combining grapheme joiner) and
 * the blank Braille pattern U+2800, which renders as a space.
 */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Whether `text` shows anything: a field of invisible characters only is as empty as a blank one. */
export const hasVisibleText = (text: string) => VISIBLE_CHARACTER.test(text);

/** The longest local part (before the @) a mail server must accept (RFC 5321, 4.5.3.1.1), in octets. */
export const EMAIL_LOCAL_PART_LIMIT = 64;

/** An ASCII character a domain name cannot hold (anything but letters, digits, dots and hyphens). */
const ASCII_OUTSIDE_DOMAIN_NAMES = /[^A-Za-z0-9.\-\u{80}-\u{10FFFF}]/u;
const NON_ASCII = /[\u{80}-\u{10FFFF}]/u;

/**
 * `address` with an internationalised domain in its ASCII form (`ada@bücher.de` → `ada@xn--bcher-kva.de`),
 * the one form it is stored and compared in, so both spellings are the same address. The conversion is
 * the WHATWG URL host parser's (IDNA/UTS 46: lower case, full-width forms folded, punycode), which the
 * browser and Node.js share, so the site and the server agree. An ASCII domain is left as typed (its
 * case too: addresses are compared case-insensitively), and so is anything that is no domain name, for
 * the e-mail check to refuse.
 */
export function withAsciiDomain(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  // A URL would also take a port, a path or an IP address out of the "domain": never convert those.
  if (!NON_ASCII.test(domain) || ASCII_OUTSIDE_DOMAIN_NAMES.test(domain)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return address;
  }
}

/** The local part of an address (before its last @), in UTF-8 octets. */
export const localPartOctets = (address: string) =>
  new TextEncoder().encode(address.slice(0, Math.max(0, address.lastIndexOf('@')))).length;
