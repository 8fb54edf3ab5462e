import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { accountKey, personalDataKeySecret } from './loginThrottle';

describe('the per-account lockout key', () => {
  const email = 'guessed.person@example.com';
  const secret = personalDataKeySecret('a-jwt-secret-that-is-long-enough-for-hs256-000');

  it('is not the bare SHA-256 of the address, which anyone could compute for a guessed address', () => {
    const key = accountKey(secret, email);
    expect(key).not.toBe(createHash('sha256').update(email).digest('base64url'));
    expect(key).not.toBe(createHash('sha256').update(email).digest('hex'));
  });

  it('changes with the server secret', () => {
    const other = personalDataKeySecret('another-jwt-secret-that-is-long-enough-for-hs256');
    expect(accountKey(other, email)).not.toBe(accountKey(secret, email));
  });

  it('is one key per account, whatever the case, spacing and Unicode form it was typed in', () => {
    expect(accountKey(secret, ' Guessed.Person@EXAMPLE.com ')).toBe(accountKey(secret, email));
    expect(accountKey(secret, 'ｇuessed.person@example.com')).toBe(accountKey(secret, email));
  });

  it('is derived, not the JWT secret itself: the signing key is used for nothing else', () => {
    expect(secret.toString('utf8')).not.toContain('a-jwt-secret');
    expect(secret).toHaveLength(32);
  });
});
