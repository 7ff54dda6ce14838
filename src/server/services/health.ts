/** Health: proves the database answers and says which engine is in use. */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { liveDbClients } from "../db/client.ts";

export function createHealthService(database: Database, startedAt: number) {
  return {
    async check() {
      await database.db.execute(sql`select 1`);
      return {
        status: "ok" as const,
        engine: database.engine,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        dbClients: liveDbClients(),
      };
    },
  };
}
