import { Hono } from "hono";
import { errorBody, ok } from "../envelope.ts";
import type { ApiEnv } from "../types.ts";

/**
 * GET /api/health: liveness (the engine in use, and proof that the database answers).
 * GET /api/health/ready: readiness: 200 once the database answers and every migration is applied,
 * else 503 with what is missing (a load balancer sends nothing here until then).
 */
export const healthRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => ok(c, await c.var.app.services.health.check()))
  .get("/ready", async (c) => {
    const state = await c.var.app.services.health.ready();
    if (state.ready) return ok(c, state);
    return c.json({ ...errorBody("Not ready: the database does not answer or is not migrated", []), data: state }, 503);
  });
