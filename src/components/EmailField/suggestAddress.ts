import { run } from '@zootools/email-spell-checker';

const NON_ASCII = /[\u{80}-\u{10FFFF}]/u;

/**
 * A domain whose first label is this short is left alone. The library's distance of 2 is most of such a
 * name: it took `ibm.com` for `aim.com`, `hp.com` for `qq.com`, `mac.com` for `mail.com`, `gmx.net` for
 * `cox.net`. A typo of a short common domain goes without a suggestion instead.
 */
const SHORTEST_LABEL_CHECKED = 4;

/**
 * The address the visitor probably meant when the domain of `typed` looks like a typo of a common one
 * (`ada@gmial.com` → `ada@gmail.com`, `ada@hotmial.com` → `ada@hotmail.com`), else undefined. The rule and
 * the lists of common domains are `@zootools/email-spell-checker`'s; the part before the @ stays as typed
 * (the library gives it back in lower case). Only for an ASCII address: the library percent-encodes any
 * other, and an internationalised domain is in none of its lists anyway.
 *
 * Loaded on demand by `EmailField` (2.3 kB sent, docs/performance.md), never with a page.
 */
export function suggestAddress(typed: string): string | undefined {
  const address = typed.trim();
  const at = address.lastIndexOf('@');
  if (at < 1 || NON_ASCII.test(address)) return undefined;
  const [firstLabel = ''] = address.slice(at + 1).split('.');
  if (firstLabel.length < SHORTEST_LABEL_CHECKED) return undefined;
  const domain = run({ email: address })?.domain;
  if (!domain || domain.toLowerCase() === address.slice(at + 1).toLowerCase()) return undefined;
  return `${address.slice(0, at)}@${domain}`;
}
