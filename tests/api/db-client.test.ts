/**
 * The database client's count of open clients (what /api/health's `dbClients` reports, proving one per
 * process) stays true when a database is closed twice: a test closing it before its app does.
 */
import { expect, it } from "vitest";
import { liveDbClients } from "../../src/server/db/client.ts";
import { createTestContext } from "../support/test-app.ts";

it("counts a database closed twice (then by its app) as closed once", async () => {
  const before = liveDbClients();
  const app = await createTestContext();
  expect(liveDbClients()).toBe(before + 1);
  const first = app.database.close();
  expect(app.database.close()).toBe(first);
  await first;
  await app.close().catch(() => {});
  expect(liveDbClients()).toBe(before);
});
