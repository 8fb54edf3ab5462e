import { createRequire } from 'node:module';
import { domainToASCII } from 'node:url';

import { throwawayEmailMessage } from '@shared/contract/constants';
import { HttpError } from '../http';

/**
 * The domains that hand out throwaway addresses, from the `disposable-email-domains` package (updated with
 * the lockfile, docs/operations.md "Throwaway addresses"). Read once, when the server starts, into sets:
 * about 120,000 names, 2.4 MB of JSON, which is why they stay on the server and the site never sees them.
 *
 * The package keeps two lists, and they mean different things (its README): `index.json` names domains
 * matched exactly, `wildcard.json` domains whose every subdomain is throwaway too (`a.mailinator.com`).
 * Extending the first to subdomains would refuse real schools: it lists `edu.pl`, under which every
 * Polish university has its domain.
 */
const require = createRequire(import.meta.url);

const NON_ASCII = /[\u{80}-\u{10FFFF}]/u;

/**
 * A listed domain in the form addresses are stored and compared in: lower case, an internationalised
 * name in its ASCII form (`gmaıl.net` → `xn--gmal-nza.net`), as `withAsciiDomain` stores the address.
 */
const asciiForm = (domain: string) => (NON_ASCII.test(domain) ? domainToASCII(domain) : domain.toLowerCase());

function listed(module: string): ReadonlySet<string> {
  const domains: unknown = require(module);
  // A new release that changed its shape must stop the server, not let every address through.
  if (!Array.isArray(domains) || domains.some((domain) => typeof domain !== 'string')) {
    throw new Error(`${module} is not a list of domain names`);
  }
  return new Set((domains as string[]).map(asciiForm).filter(Boolean));
}

const exactly = listed('disposable-email-domains');
const withSubdomains = listed('disposable-email-domains/wildcard.json');

/**
 * The listed domain behind `address`'s domain when it hands out throwaway addresses (itself, or the
 * parent whose subdomains all do), else undefined. `address` is a valid address as stored (ASCII domain).
 */
export function throwawayDomainOf(address: string): string | undefined {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  if (exactly.has(domain)) return domain;
  const labels = domain.split('.');
  for (let first = 0; first < labels.length - 1; first += 1) {
    const parent = labels.slice(first).join('.');
    if (withSubdomains.has(parent)) return parent;
  }
  return undefined;
}

/**
 * A sign-up from an address at such a domain (product.md §5): a 400 naming the domain. A 400 of its own
 * class, so the form door can land on the page that says why (server/routes/forms.ts).
 */
export class ThrowawayAddressError extends HttpError {
  constructor(readonly domain: string) {
    super(400, throwawayEmailMessage(domain));
  }
}

/** Throws `ThrowawayAddressError` for an address whose domain hands out throwaway addresses. */
export function refuseThrowawayAddress(address: string): void {
  const domain = throwawayDomainOf(address);
  if (domain) throw new ThrowawayAddressError(domain);
}
