import { createHash, randomBytes } from 'node:crypto';

import { Secret, TOTP } from 'otpauth';

import { RECOVERY_CODE_COUNT } from '@shared/contract/constants';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, a new code every 30 seconds. */
const PERIOD_SECONDS = 30;
/**
 * Codes of the step before and after the current one are taken too: a phone's clock a little off, or a
 * code typed as it changed, still works. Each code is taken once (`totp_last_step`).
 */
const WINDOW_STEPS = 1;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

/** A new secret: 160 random bits (RFC 4226's recommended length), as base32 for typing. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` URL an authenticator app scans: the brand as issuer, the login address as the label. */
export const otpauthUrl = (secret: string, issuer: string, account: string) =>
  totpOf(secret, account, issuer).toString();

/** Whether a code has the shape of an authenticator's code (six digits, spaces allowed) rather than a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/**
 * The time step a code belongs to, if it is a valid code of `secret` now (within the window); null
 * otherwise. The caller takes the step once (`takeTotpStep`), which is what makes a code single-use.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  const totp = totpOf(secret);
  const delta = totp.validate({ token, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The current code of `secret` (for tests and scripts driving the API as an app would). */
export const currentTotpCode = (secret: string, now = new Date()) =>
  totpOf(secret).generate({ timestamp: now.getTime() });

/** A recovery code's alphabet: base32 without the letters read as digits (no 0/O, 1/I/L confusion). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One recovery code: 12 characters (about 59 bits) as `xxxx-xxxx-xxxx`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const characters = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/** `RECOVERY_CODE_COUNT` new recovery codes, as shown to their owner once. */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/**
 * The stored form of a recovery code: SHA-256 of the code without its dashes and spaces, in lower case.
 * A fast hash is enough: a code carries ~59 random bits, far beyond guessing offline, and only ten wrong
 * tries are allowed online.
 */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');
