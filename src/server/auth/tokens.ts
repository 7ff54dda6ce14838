/**
 * Access tokens: short-lived HS256 JWTs (jose). The algorithm is allow-listed and `aud`/`typ` are
 * checked, so no other kind of token can pass as an access token.
 */
import { jwtVerify, SignJWT, errors as joseErrors } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = "inkwell:access";
const ALGORITHMS = ["HS256"];

export interface AccessClaims {
  userId: string;
  /** The user's token version when issued: bumping it revokes every access token at once. */
  version: number;
  sessionId: string;
}

export interface TokenKit {
  signAccess(claims: AccessClaims, ttlSeconds?: number): Promise<string>;
  /** Returns the claims, `"expired"` for a well-signed but expired token, or null for anything else. */
  verifyAccess(token: string): Promise<AccessClaims | "expired" | null>;
}

export function createTokenKit(secret: string, issuer: string): TokenKit {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess(claims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
      return new SignJWT({ ver: claims.version, sid: claims.sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
        .setSubject(claims.userId)
        .setAudience(AUDIENCE)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ALGORITHMS,
          audience: AUDIENCE,
          issuer,
          typ: "at+jwt",
        });
        if (typeof payload.sub !== "string" || typeof payload.ver !== "number" || typeof payload.sid !== "string") {
          return null;
        }
        return { userId: payload.sub, version: payload.ver, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) return "expired";
        return null;
      }
    },
  };
}
