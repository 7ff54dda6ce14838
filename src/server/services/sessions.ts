/** Resolves who is asking from an access token: the one check every page, API call and socket shares. */
import type { TokenKit } from "../auth/tokens.ts";
import type { UserRow } from "../db/schema/index.ts";
import type { UserService } from "./users.ts";

export type SessionLookup =
  | { status: "none" }
  | { status: "expired" }
  | { status: "invalid" }
  | { status: "ok"; user: UserRow; sessionId: string };

export function createSessionService(tokens: TokenKit, users: UserService) {
  return {
    async fromAccessToken(token: string | undefined | null): Promise<SessionLookup> {
      if (!token) return { status: "none" };
      const claims = await tokens.verifyAccess(token);
      if (claims === "expired") return { status: "expired" };
      if (!claims) return { status: "invalid" };
      const user = await users.findById(claims.userId);
      // A bumped token version (logout everywhere, password reset) makes older tokens invalid.
      if (!user || user.tokenVersion !== claims.version) return { status: "invalid" };
      return { status: "ok", user, sessionId: claims.sessionId };
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
