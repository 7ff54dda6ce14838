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

/** Tokens verified recently, so a reader's next calls skip the signature check (until they expire). */
const VERIFIED_MAX = 10_000;

export function createTokenKit(secret: string, issuer: string): TokenKit {
  const key = new TextEncoder().encode(secret);
  // A valid token stays valid until its expiry; whether its session still lives is checked apart.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
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
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return "expired";
      }
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
        const claims = { userId: payload.sub, version: payload.ver, sessionId: payload.sid };
        if (typeof payload.exp === "number") {
          if (verified.size >= VERIFIED_MAX) verified.clear();
          verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        }
        return claims;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) return "expired";
        return null;
      }
    },
  };
}
