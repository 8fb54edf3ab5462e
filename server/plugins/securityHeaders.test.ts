import { describe, expect, it } from 'vitest';

import { setupTestApp } from '@testing/server/harness';

describe('security headers', () => {
  const t = setupTestApp('pglite');

  it.each(['/health', '/api/webpage/waitlist/stats', '/no-such-page'])('go out on every answer (%s)', async (url) => {
    const response = await t.app.inject({ url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends no HSTS over plain HTTP', async () => {
    expect((await t.app.inject({ url: '/health' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY)', () => {
  const t = setupTestApp('pglite', { config: { TRUST_PROXY: 'true' } });

  it('sends HSTS when the proxy reports HTTPS, and not when it reports HTTP', async () => {
    const overTls = await t.app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const plain = await t.app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
