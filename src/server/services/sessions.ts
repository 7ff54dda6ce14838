/**
 * Sessions: who is asking (access token, else a refresh token), issuing sessions at sign-in, and
 * rotating refresh tokens with reuse detection. Shared by pages, the API and the socket handshake.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { TokenKit } from "../auth/tokens.ts";
import { randomToken, sha256 } from "../auth/random-tokens.ts";
import { SESSION_MAX_AGE_SECONDS, SESSION_TTL_SECONDS } from "../auth/cookies.ts";
import type { Db } from "../db/client.ts";
import { refreshTokens, sessions, users, type UserRow } from "../db/schema/index.ts";
import { UnauthorizedError } from "../errors.ts";
import type { EventBus } from "../events.ts";
import type { CacheLayer } from "../cache/layer.ts";
import { SESSION_TAG_PREFIX } from "../cache/tags.ts";

/** Parallel requests racing with one refresh token (a page and its API calls) are not an attack. */
export const REUSE_GRACE_MS = 30_000;
export const SESSION_ENDED = "Your session has ended. Please sign in again.";

export interface ClientMeta {
  ip?: string;
  userAgent?: string;
}
export interface IssuedTokens {
  accessToken: string;
  /** Absent when a racing request got a fresh access token for an already rotated refresh token. */
  refreshToken?: string;
}

export type SessionLookup =
  | { status: "none" }
  | { status: "expired" }
  | { status: "invalid" }
  | { status: "ok"; user: UserRow; sessionId: string; rotated?: IssuedTokens };

/** A live session's user is looked up again after this; logout and reset forget it at once. */
export const SESSION_LOOKUP_TTL_MS = 5_000;

export function createSessionService(db: Db, tokens: TokenKit, events: EventBus, caches: CacheLayer) {
  // Every authenticated call asks who holds the token; a page view makes two (page and personal call).
  // Forgotten through `session:<id>` (cache/purger.ts): a changed account, a self-change, an ended session.
  const recent = caches.personal<UserRow | undefined>(
    "session look-ups",
    SESSION_LOOKUP_TTL_MS,
    undefined,
    SESSION_TAG_PREFIX,
  );
  async function liveSessionUser(userId: string, sessionId: string) {
    const [row] = await db
      .select({ user: users, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .limit(1);
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return undefined;
    return row.user;
  }
  /** The same, remembered for a few seconds per session. */
  function cachedSessionUser(userId: string, sessionId: string) {
    return recent.get(userId, sessionId, () => liveSessionUser(userId, sessionId));
  }

  async function revoke(userId: string, sessionIds?: string[]) {
    const now = new Date();
    if (sessionIds) {
      for (const id of sessionIds) {
        await db
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
      }
    } else {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    }
    // Forgets the look-ups in every process before the revoking write answers (cache/purger.ts).
    events.emit("sessions-ended", sessionIds ? { userId, sessionIds } : { userId });
  }

  const service = {
    async fromAccessToken(token: string | undefined | null): Promise<SessionLookup> {
      if (!token) return { status: "none" };
      const claims = await tokens.verifyAccess(token);
      if (claims === "expired") return { status: "expired" };
      if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.sessionId) || !/^[0-9a-f-]{36}$/i.test(claims.userId)) {
        return { status: "invalid" };
      }
      const user = await cachedSessionUser(claims.userId, claims.sessionId);
      // A revoked session or a bumped token version (password reset) makes older tokens invalid.
      if (!user || user.tokenVersion !== claims.version) return { status: "invalid" };
      return { status: "ok", user, sessionId: claims.sessionId };
    },

    /** A new session at sign-in: a refresh token (stored hashed) and an access token. */
    async issue(
      user: UserRow,
      meta: ClientMeta = {},
    ): Promise<IssuedTokens & { refreshToken: string; sessionId: string }> {
      const [session] = await db
        .insert(sessions)
        .values({
          userId: user.id,
          ip: meta.ip?.slice(0, 64),
          userAgent: meta.userAgent?.slice(0, 300),
          expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
        })
        .returning({ id: sessions.id });
      const refreshToken = randomToken();
      await db.insert(refreshTokens).values({ sessionId: session!.id, tokenHash: sha256(refreshToken) });
      const accessToken = await tokens.signAccess({
        userId: user.id,
        version: user.tokenVersion,
        sessionId: session!.id,
      });
      return { accessToken, refreshToken, sessionId: session!.id };
    },

    /** Rotates a refresh token. Reusing an old one (outside the grace) ends the whole session. */
    async refresh(refreshToken: string): Promise<{ user: UserRow; sessionId: string; tokens: IssuedTokens }> {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
        .limit(1);
      if (!row || row.session.revokedAt || row.session.expiresAt.getTime() <= Date.now()) {
        throw new UnauthorizedError(SESSION_ENDED);
      }
      const { session, token } = row;
      const user = await liveSessionUser(session.userId, session.id);
      if (!user) throw new UnauthorizedError(SESSION_ENDED);
      const accessToken = await tokens.signAccess({
        userId: user.id,
        version: user.tokenVersion,
        sessionId: session.id,
      });

      // Claim the token atomically: only one request can turn it from unused to used.
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        const usedAt = token.usedAt ?? new Date();
        if (Date.now() - usedAt.getTime() <= REUSE_GRACE_MS) {
          return { user, sessionId: session.id, tokens: { accessToken } };
        }
        await revoke(user.id, [session.id]);
        throw new UnauthorizedError(SESSION_ENDED);
      }
      const next = randomToken();
      await db.insert(refreshTokens).values({ sessionId: session.id, tokenHash: sha256(next) });
      await db
        .update(sessions)
        // Sliding, but never past the absolute lifetime counted from sign-in.
        .set({
          lastUsedAt: new Date(),
          expiresAt: new Date(
            Math.min(
              Date.now() + SESSION_TTL_SECONDS * 1000,
              session.createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000,
            ),
          ),
        })
        .where(eq(sessions.id, session.id));
      return { user, sessionId: session.id, tokens: { accessToken, refreshToken: next } };
    },

    /**
     * Who is asking: a valid access token, else (when it expired or is absent) a valid refresh
     * token, in which case the pair is rotated and the new tokens come back in `rotated`.
     */
    async authenticate(accessToken?: string | null, refreshToken?: string | null): Promise<SessionLookup> {
      const found = await service.fromAccessToken(accessToken);
      if (found.status === "ok" || found.status === "invalid" || !refreshToken) return found;
      try {
        const r = await service.refresh(refreshToken);
        return { status: "ok", user: r.user, sessionId: r.sessionId, rotated: r.tokens };
      } catch (err) {
        if (err instanceof UnauthorizedError) return { status: "invalid" };
        throw err;
      }
    },

    /** Logout: this session only. */
    revokeSession: (userId: string, sessionId: string) => revoke(userId, [sessionId]),
    /** Password reset: every session of the user. */
    revokeAll: (userId: string) => revoke(userId),
    async revokeOthers(userId: string, keepSessionId: string) {
      const live = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      const others = live.map((s) => s.id).filter((id) => id !== keepSessionId);
      if (others.length > 0) await revoke(userId, others);
    },
  };
  return service;
}
export type SessionService = ReturnType<typeof createSessionService>;
