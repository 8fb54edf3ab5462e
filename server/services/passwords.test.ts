import { afterEach, describe, expect, it } from 'vitest';

import { decoyHash, hashPassword, lowerHashCostForTests, verifyPassword } from './passwords';

describe('password hashes', () => {
  afterEach(() => lowerHashCostForTests());

  it('are scrypt at N=2^15, r=8, p=1 outside the tests, with a 16-byte salt and a 64-byte key', async () => {
    lowerHashCostForTests(false);
    const [scheme, n, r, p, salt, key] = (await hashPassword('correct horse')).split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect((await decoyHash()).split('$')[1]).toBe('32768');
  });

  it('are checked at the cost they carry, whatever the cost new hashes get', async () => {
    const cheap = await hashPassword('correct horse');
    expect(cheap.split('$')[1]).toBe('1024');
    lowerHashCostForTests(false);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('Correct horse', cheap)).toBe(false);
  });

  it('never match when malformed', async () => {
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1024$8$1$c2FsdA==')).toBe(false);
  });
});
