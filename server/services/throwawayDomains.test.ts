import { describe, expect, it } from 'vitest';

import { throwawayDomainOf } from './throwawayDomains';

/** Which domains the sign-up refuses, read from the package's two lists (see throwawayDomains.ts). */
describe('throwawayDomainOf', () => {
  it('names a listed domain in any letter case, and the listed parent of a subdomain whose parent says so', () => {
    expect(throwawayDomainOf('x@MAILINATOR.com')).toBe('mailinator.com');
    expect(throwawayDomainOf('x@a.b.mailinator.com')).toBe('mailinator.com');
  });

  it('does not extend a domain listed for itself alone to its subdomains', () => {
    // edu.pl is listed for itself; a Polish university's domain lies under it.
    expect(throwawayDomainOf('x@edu.pl')).toBe('edu.pl');
    expect(throwawayDomainOf('rector@uw.edu.pl')).toBeUndefined();
  });

  it('matches an internationalised listed domain in the ASCII form addresses are stored in', () => {
    // `gmaıl.net` (a dotless i) is listed as written; the address arrives with its domain in ASCII.
    expect(throwawayDomainOf(`x@${new URL('http://gmaıl.net').hostname}`)).toBe('xn--gmal-nza.net');
  });

  it('leaves ordinary addresses alone', () => {
    expect(throwawayDomainOf('ada@example.com')).toBeUndefined();
    expect(throwawayDomainOf('ada@gmail.com')).toBeUndefined();
  });
});
