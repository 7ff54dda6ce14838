import { Hono } from "hono";
import { toSelfUser } from "../../services/users.ts";
import { ok } from "../envelope.ts";
import { requireUser } from "../middleware/auth.ts";
import type { ApiEnv } from "../types.ts";

/** GET /api/user: the signed-in user (the contract's "User (self)"). */
export const userRoutes = new Hono<ApiEnv>().get("/", requireUser, (c) => ok(c, toSelfUser(c.var.user!)));
