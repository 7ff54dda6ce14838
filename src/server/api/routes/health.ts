import { Hono } from "hono";
import { ok } from "../envelope.ts";
import type { ApiEnv } from "../types.ts";

/** GET /api/health: the engine in use, and proof that the database answers. */
export const healthRoutes = new Hono<ApiEnv>().get("/", async (c) => ok(c, await c.var.app.services.health.check()));
