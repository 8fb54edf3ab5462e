import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

// N=2^15 costs about 30-60 ms here: slow enough to make guessing expensive, fast enough for a login.
const PARAMETERS: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
/** The cost new hashes get: PARAMETERS, except in the server tests (`lowerHashCostForTests`). */
let cost: ScryptOptions = PARAMETERS;
const KEY_LENGTH = 64;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64), so the parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMETERS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;
/**
 * A hash of a password nobody knows, checked when the e-mail is unknown so that an unknown account
 * and a wrong password take the same time to refuse. Made once, at the cost new hashes get.
 */
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(24).toString('base64')));

/**
 * For the server tests only (their setup file): new hashes, and the decoy, at a cost of N=2^10 instead of
 * 2^15. The suite signs in thousands of times; at the real cost that was a fifth of its CPU time. The
 * code path is the real one: a hash carries its own parameters and `verifyPassword` reads them. Tests
 * that measure a login's time call it with `false` to hash at the real cost.
 */
export function lowerHashCostForTests(lower = true) {
  cost = lower ? { ...PARAMETERS, N: 2 ** 10 } : PARAMETERS;
  decoy = undefined;
}

/** A random password for the first administrator: 24 characters from a URL-safe alphabet. */
export const generatePassword = () => randomBytes(18).toString('base64url');
