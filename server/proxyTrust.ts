import { isIP, isIPv4 } from 'node:net';

/**
 * `TRUST_PROXY`: whose word the server takes for a request's client address (and protocol and host),
 * which the rate limits, the login limits, HSTS and the logs all go by. Each form trusts a different
 * sender of `X-Forwarded-For`, and each lets a client that reaches the server directly, not through the
 * proxy, do something different (docs/operations.md, "Behind a proxy: TRUST_PROXY"):
 *
 * - `false` (the default): nobody. The client address is the connection's; behind a proxy every visitor
 *   then shares the proxy's address, and its limits.
 * - addresses or CIDR ranges (`10.0.0.5`, `10.0.0.0/24,fd00::/8`): the connections from those
 *   addresses only. A direct client is taken at its own connection's address, whatever it sends; only a
 *   client inside a listed range could choose its address. The safe form.
 * - a hop count (`1`, `2`): the last that many entries of `X-Forwarded-For`, whoever sent them. Right when
 *   every request comes through that many proxies; a client that reaches the server directly chooses its
 *   own address by sending the header itself (a new one for every request, so no limit ever fills).
 * - `true`: every entry, whoever sent it: any client chooses its own address, behind a proxy or not.
 */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** What to do instead, said in every warning. */
const RECOMMENDATION =
  'Make the server reachable only through the proxy (HOST on a private address, a firewall), and prefer ' +
  "TRUST_PROXY set to the proxy's addresses (e.g. TRUST_PROXY=10.0.0.5 or 10.0.0.0/24): " +
  'then a direct client is always taken at its own address.';

/**
 * The widest ranges that a list of proxies plausibly needs: an IPv4 /8 (`10.0.0.0/8`) and the IPv6
 * unique local /7 (`fc00::/7`). A wider one (`0.0.0.0/1`; the parser refuses /0) holds whole swathes of
 * the internet, whose clients it lets choose their own address.
 */
const WIDEST_PREFIX = { ipv4: 8, ipv6: 7 };

/** The entries of an address list whose range is wider than any proxy needs. */
const tooWideEntries = (list: string) =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      const [address, prefix] = entry.split('/');
      if (prefix === undefined || !/^\d+$/.test(prefix)) return false;
      return Number(prefix) < (address!.includes(':') ? WIDEST_PREFIX.ipv6 : WIDEST_PREFIX.ipv4);
    });

/**
 * The start-up warning for a `TRUST_PROXY` setting (as written in the environment) that lets a client
 * reaching the server directly choose the address the server sees; undefined for one that does not.
 */
export function proxyTrustWarning(setting: string | undefined): string | undefined {
  const value = (setting ?? '').trim();
  if (value === '' || value === 'false') return undefined;
  if (value === 'true') {
    return (
      'TRUST_PROXY=true believes every X-Forwarded-For header, whoever sends it: any client chooses the ' +
      `address its rate limits, login limits and log lines go by. ${RECOMMENDATION}`
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops === 0) return undefined;
    return (
      `TRUST_PROXY=${hops} believes the last ${hops === 1 ? 'entry' : `${hops} entries`} of X-Forwarded-For ` +
      'whoever sends it: a client that reaches the server directly, not through the proxy, chooses its own ' +
      `address by sending that header, and with it its rate limits and login limits. ${RECOMMENDATION}`
    );
  }
  const tooWide = tooWideEntries(value);
  if (tooWide.length > 0) {
    return (
      `TRUST_PROXY lists ${tooWide.join(', ')}, wider than any proxy needs (more than an IPv4 /8 or an IPv6 /7): ` +
      `every client connecting from there, not only a proxy, chooses its own address. ${RECOMMENDATION}`
    );
  }
  return undefined;
}

/** The names proxy-addr takes for whole ranges of private addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of a `TRUST_PROXY` list: an address, a named range, or a range with a prefix length or mask. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) >= 1 && Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIPv4(range);
}

/**
 * Whether `setting` is a form of `TRUST_PROXY` the server takes (see above): checked with the other
 * settings, so that a typo is refused naming the variable, not by the proxy parser's bare "invalid IP
 * address: garbage" once the server is built. A /0 range is refused too (it would trust everyone).
 */
export const isTrustProxySetting = (setting: string) =>
  ['true', 'false', ''].includes(setting) ||
  /^\d+$/.test(setting) ||
  setting.split(',').every((entry) => isProxyEntry(entry.trim()));

/** How Fastify takes each form of `TRUST_PROXY` (see above). */
export function trustProxyOption(setting: string): TrustProxy {
  if (setting === 'true') return true;
  if (setting === 'false' || setting === '') return false;
  // A number is how many proxies stand in front of the server: trust that many hops.
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  // Otherwise a comma-separated list of trusted addresses or CIDR ranges.
  return setting;
}
