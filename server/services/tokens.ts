import { randomUUID } from 'node:crypto';

import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'invoiceflow';
const AUDIENCE = 'invoiceflow-admin';
/** The audience of a sign-in's second step: such a token is never a session, nor a session one. */
const CHALLENGE_AUDIENCE = 'invoiceflow-second-factor';
/** How long the second step of a sign-in may take after the password was right. */
export const CHALLENGE_TTL = '5m';

/** The largest id the `users.id` column (PostgreSQL `integer`) can hold. */
const MAX_USER_ID = 2_147_483_647;
/** How far the clocks of two servers signing and checking tokens may disagree. */
const CLOCK_SKEW_SECONDS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a session token says: whose it is and which of the account's session versions it belongs to. */
export type SessionClaims = { userId: number; sessionVersion: number };

/** A checked token: its claims, its own id (what logout revokes) and when it expires. */
/** A checked token: its claims, its own id (what logout revokes), when it was issued and when it expires. */
export type VerifiedSession = SessionClaims & { tokenId: string; issuedAt: Date; expiresAt: Date };

const SECONDS_PER_UNIT = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** The seconds of a duration such as `30m`, `12h` or `7d` (the form JWT_TTL is checked to have). */
export function durationSeconds(duration: string): number {
  const match = /^(\d+)\s*([smhd])$/.exec(duration.trim());
  if (!match) throw new Error(`Not a duration: ${duration}`);
  return Number(match[1]) * SECONDS_PER_UNIT[match[2] as keyof typeof SECONDS_PER_UNIT];
}

const isIdInColumnRange = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= MAX_USER_ID;
const isSessionVersion = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_USER_ID;

/**
 * Signs and checks admin session tokens (JWT, HS256 pinned). Every token carries its own id (`jti`), the
 * account's session version, when it was issued and when it expires; a token missing any of them, issued
 * in the future, or living longer than `ttl` is refused even with a valid signature, so a leaked key's
 * everlasting token or one minted by an old build cannot outlive the sessions the server hands out.
 */
export function createTokenService(secret: string, ttl: string) {
  const key = new TextEncoder().encode(secret);
  const lifetimeSeconds = durationSeconds(ttl);
  return {
    async sign({ userId, sessionVersion }: SessionClaims): Promise<string> {
      return new SignJWT({ sessionVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key);
    },
    /**
     * The challenge of a sign-in's second step: the password was right for this account at this session
     * version. It opens nothing by itself; POST /api/auth/login/2fa trades it and a code for a session.
     */
    async signChallenge({ userId, sessionVersion }: SessionClaims): Promise<string> {
      return new SignJWT({ sessionVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(CHALLENGE_AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(CHALLENGE_TTL)
        .sign(key);
    },
    /**
     * The claims of a valid, unexpired challenge, with its id and expiry (a challenge is used up once it
     * is traded for a session); null for anything else (a session token included).
     */
    async verifyChallenge(challenge: string): Promise<(SessionClaims & { tokenId: string; expiresAt: Date }) | null> {
      try {
        const { payload } = await jwtVerify(challenge, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: CHALLENGE_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'jti', 'sub'],
          maxTokenAge: CHALLENGE_TTL,
          clockTolerance: CLOCK_SKEW_SECONDS,
        });
        const userId = /^\d{1,10}$/.test(payload.sub ?? '') ? Number(payload.sub) : NaN;
        if (!isIdInColumnRange(userId) || !isSessionVersion(payload.sessionVersion)) return null;
        if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
        return {
          userId,
          sessionVersion: payload.sessionVersion,
          tokenId: payload.jti.toLowerCase(),
          expiresAt: new Date(payload.exp! * 1000),
        };
      } catch {
        return null;
      }
    },
    /** The claims of a valid, unexpired token of ours; null for anything else. */
    async verify(token: string): Promise<VerifiedSession | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'jti', 'sub'],
          // Also refuses an `iat` later than now (beyond the skew): jose checks both ends of the age.
          maxTokenAge: lifetimeSeconds,
          clockTolerance: CLOCK_SKEW_SECONDS,
        });
        const { sub, jti, iat, exp, sessionVersion } = payload;
        // A signed `sub` beyond the column's range would make the account lookup fail (a 500), not miss.
        const userId = /^\d{1,10}$/.test(sub ?? '') ? Number(sub) : NaN;
        if (!isIdInColumnRange(userId) || !isSessionVersion(sessionVersion)) return null;
        // The uuid column would refuse any other shape with an error instead of "not revoked".
        if (typeof jti !== 'string' || !UUID.test(jti)) return null;
        if (exp! - iat! > lifetimeSeconds) return null;
        return {
          userId,
          sessionVersion,
          tokenId: jti.toLowerCase(),
          issuedAt: new Date(iat! * 1000),
          expiresAt: new Date(exp! * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
