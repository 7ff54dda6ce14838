/**
 * Sites of this app that federate with each other on loopback: each a production server on a free
 * port whose public address is that port, private addresses allowed (they are all on 127.0.0.1), the
 * queue checked every 100 ms. On PostgreSQL a site can get a database of its own.
 */
import net from "node:net";
import type { RunningServer } from "../../src/server/start-server.ts";
import { freshDatabase } from "./fresh-database.ts";
import { startTestServer } from "./test-server.ts";

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A new database on the PostgreSQL run (its rows, domain blocks included, touch no other suite); "" on PGlite. */
export const ownDatabase = async () => (process.env.DATABASE_URL ? freshDatabase("fediverse") : "");

/** `databaseUrl`: undefined for the suite's database (PostgreSQL) or memory (PGlite). */
export async function federationSite(databaseUrl?: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  return startTestServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    FEDERATION_PRIVATE_ADDRESSES: "on",
    FEDERATION_CHECK_MS: "100",
    ...(databaseUrl !== undefined ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}

/** A signed-in person's JSON call to a site's API. */
export const callAs = (server: RunningServer, token: string, path: string, method = "GET", body?: unknown) =>
  fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
