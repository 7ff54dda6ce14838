import type { AppContext } from "../context.ts";
import type { UserRow } from "../db/schema/index.ts";

export interface ApiEnv {
  Variables: {
    app: AppContext;
    user: UserRow | null;
    sessionId: string | null;
    /** Why a presented token was not accepted, so a 401 can clear stale cookies. */
    authFailure: "expired" | "invalid" | null;
  };
}
