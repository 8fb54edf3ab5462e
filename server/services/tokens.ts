import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'invoiceflow';
const AUDIENCE = 'invoiceflow-admin';

export type SessionClaims = { userId: number };

/** Signs and checks admin session tokens (JWT, HS256 pinned, with expiry). */
export function createTokenService(secret: string, ttl: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId }: SessionClaims): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key);
    },
    /** The claims of a valid, unexpired token of ours; null for anything else. */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const userId = Number(payload.sub);
        return Number.isSafeInteger(userId) && userId > 0 ? { userId } : null;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
