/**
 * The fediverse facing everyone: where this site connects (one address policy with webhooks), what
 * its inboxes read, and what a reader is told when a look-up fails. A fake fediverse server on
 * loopback serves actors and records the deliveries it gets; a trap server on another port stands for
 * a private address no delivery may reach. One site runs with the default (`off`: every private
 * address refused), one allows only the fake server (`127.0.0.1:<port>`).
 */
import dns from "node:dns/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { RunningServer } from "../../src/server/start-server.ts";
import type { Logger } from "../../src/server/logger.ts";
import { insertUser } from "../support/test-app.ts";
import { freshDatabase } from "../support/fresh-database.ts";
import { startTestServer } from "../support/test-server.ts";
import { FEDIVERSE_MESSAGES } from "../../src/shared/fediverse.ts";
import { isPrivateAddress } from "../../src/server/outbound/address-policy.ts";

// Two servers start and deliveries go through the queue: on a loaded machine this takes a while.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

/** This machine's name: a name (not localhost) that resolves to one of its own, private, addresses. */
const MACHINE = os.hostname().toLowerCase();

/** A server on loopback that answers actor documents by path and records every POST. */
async function fakeServer(actors: (origin: string) => Record<string, object> = () => ({})) {
  const posts: { path: string; body: string }[] = [];
  const waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("error", () => undefined);
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      if (req.method === "POST") {
        posts.push({ path: req.url ?? "/", body });
        waiting.splice(0).forEach((w) => w());
        return void res.writeHead(202).end();
      }
      const doc = actors(url)[(req.url ?? "/").split("?")[0]!];
      if (!doc) return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "application/activity+json" }).end(JSON.stringify(doc));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    posts,
    /** Resolves once a POST matching `match` arrived. */
    async posted(match: (p: { path: string; body: string }) => boolean) {
      while (!posts.some(match)) await new Promise<void>((r) => waiting.push(r));
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A logger keeping the warnings and errors, with a wait for one that matches. */
function warnings() {
  const lines: string[] = [];
  const waiting: (() => void)[] = [];
  const keep = (msg: string) => {
    lines.push(msg);
    waiting.splice(0).forEach((w) => w());
  };
  const logger: Logger = { debug: () => undefined, info: () => undefined, error: keep, warn: keep };
  return {
    logger,
    lines,
    async logged(pattern: RegExp) {
      while (!lines.some((l) => pattern.test(l))) await new Promise<void>((r) => waiting.push(r));
      return lines.find((l) => pattern.test(l))!;
    },
  };
}

const person = (origin: string, name: string, inbox: string, extra: object = {}) => ({
  "@context": "https://www.w3.org/ns/activitystreams",
  id: `${origin}/users/${name}`,
  type: "Person",
  preferredUsername: name,
  inbox,
  ...extra,
});

let fake: Awaited<ReturnType<typeof fakeServer>>;
let trap: Awaited<ReturnType<typeof fakeServer>>;
let closedPort = 0;
let strict: RunningServer;
let listed: RunningServer;
const strictLog = warnings();
const listedLog = warnings();

async function freePort() {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/**
 * A site on loopback. On PostgreSQL each gets a database of its own: blocks compare host names, so a
 * block of some 127.0.0.1 server left by another suite in the shared database would refuse these too.
 */
async function site(env: Record<string, string>, logger: Logger) {
  const port = await freePort();
  const own: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: await freshDatabase("fediverse_addresses") }
    : {};
  return startTestServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, ...own }, logger);
}

beforeAll(async () => {
  trap = await fakeServer();
  closedPort = await freePort();
  fake = await fakeServer((origin) => ({
    "/users/ok": person(origin, "ok", `${origin}/users/ok/inbox`),
    "/users/inside": person(origin, "inside", `http://127.0.0.1:${trap.port}/internal-admin`),
    "/users/named": person(origin, "named", `http://localhost:${trap.port}/internal-admin`),
    "/users/v6": person(origin, "v6", `http://[::1]:${trap.port}/internal-admin`),
    "/users/shared": person(origin, "shared", `${origin}/users/shared/inbox`, {
      endpoints: { sharedInbox: `http://10.0.0.1:${trap.port}/inbox` },
    }),
    "/users/bad": { ...person(origin, "bad", `${origin}/users/bad/inbox`), preferredUsername: "admin@evil#x" },
  }));
  strict = await site({}, strictLog.logger);
  listed = await site(
    { FEDERATION_PRIVATE_ADDRESSES: `127.0.0.1:${fake.port},127.0.0.1:${closedPort}`, FEDERATION_CHECK_MS: "100" },
    listedLog.logger,
  );
});
afterAll(async () => {
  await strict?.close();
  await listed?.close();
  await fake?.close();
  await trap?.close();
});

const follow = async (server: RunningServer, token: string, handle: string) => {
  const res = await fetch(`${server.url}/api/fediverse/following`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ handle }),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
};

describe("the private-address rule, in its default state (off)", () => {
  it("refuses a look-up on this machine, tells the reader why, and logs the address and the setting", async () => {
    const reader = await insertUser(strict.app);
    const res = await follow(strict, reader.token, `${fake.url}/users/ok`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FEDIVERSE_MESSAGES.privateAddress);
    expect(fake.posts).toEqual([]);
    const line = strictLog.lines.find((l) => l.includes(`127.0.0.1:${fake.port}`));
    expect(line).toMatch(/refused \(FEDERATION_PRIVATE_ADDRESSES=off\)/);
  });
});

describe("the private-address rule, allowing one server", () => {
  it("follows someone on the allowed server: the Follow reaches their inbox", async () => {
    const reader = await insertUser(listed.app);
    const res = await follow(listed, reader.token, `${fake.url}/users/ok`);
    expect(res.status).toBe(201);
    await fake.posted((p) => p.path === "/users/ok/inbox" && p.body.includes('"Follow"'));
  });

  it("refuses to store an actor whose inbox or shared inbox is any other private address", async () => {
    const reader = await insertUser(listed.app);
    for (const name of ["inside", "named", "v6", "shared"]) {
      const res = await follow(listed, reader.token, `${fake.url}/users/${name}`);
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe(FEDIVERSE_MESSAGES.refusedActor);
    }
    const { rows } = await listed.app.database.db.execute(
      sql`select uri from fediverse_actors where uri like ${`${fake.url}/users/%`} order by uri`,
    );
    expect(rows).toEqual([{ uri: `${fake.url}/users/ok` }]);
    expect(trap.posts).toEqual([]);
  });

  it("refuses the connection to a private inbox stored before the rule, and delivers to the allowed one", async () => {
    const author = await insertUser(listed.app);
    const resolved = await dns.lookup(MACHINE);
    expect(isPrivateAddress(resolved.address), `${MACHINE} resolves to ${resolved.address}`).toBe(true);
    // Followers stored as given (as before the rule): a name resolving to this machine, a private IP, and the allowed server.
    const inboxes = {
      named: `http://${MACHINE}:${trap.port}/named-inbox`,
      ip: `http://[::1]:${trap.port}/ip-inbox`,
      ok: `${fake.url}/followers/ok-inbox`,
    };
    for (const [name, inbox] of Object.entries(inboxes)) {
      const follower = await insertUser(listed.app, { remote: true, username: `${name}@elsewhere.example` });
      await listed.app.database.db.execute(sql`insert into fediverse_actors (user_id, uri, handle, domain, inbox)
        values (${follower.user.id}, ${`https://elsewhere.example/users/${name}-${author.user.id}`},
          ${`${name}@elsewhere.example`}, 'elsewhere.example', ${inbox})`);
      await listed.app.database.db.execute(sql`insert into fediverse_followers (local, follower_id, follow_id)
        values (${author.user.id}, ${follower.user.id}, ${`https://elsewhere.example/follows/${name}-${author.user.id}`})`);
    }
    const created = await fetch(`${listed.url}/api/post/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${author.token}`, "content-type": "application/json" },
      body: JSON.stringify({ title: "To the allowed server only", content: "Hello." }),
    });
    expect(created.status).toBe(201);
    await fake.posted((p) => p.path === "/followers/ok-inbox" && p.body.includes("To the allowed server only"));
    // The name is refused when the connection is made (it resolves to loopback), the IP before it.
    const refused = await listedLog.logged(new RegExp(`connection was refused: ${MACHINE} \\(`));
    expect(refused).toContain(`(FEDERATION_PRIVATE_ADDRESSES=127.0.0.1:${fake.port},127.0.0.1:${closedPort})`);
    await listedLog.logged(new RegExp(`delivery to http://\\[::1\\]:${trap.port}/ip-inbox was dropped`));
    expect(trap.posts).toEqual([]);
  });

  it("logs why a delivery failed (Fedify's own words) in the log of the site that sent it", async () => {
    const author = await insertUser(listed.app);
    const follower = await insertUser(listed.app, { remote: true, username: "gone@closed.example" });
    const inbox = `http://127.0.0.1:${closedPort}/closed-inbox`;
    await listed.app.database.db.execute(sql`insert into fediverse_actors (user_id, uri, handle, domain, inbox)
      values (${follower.user.id}, ${`https://closed.example/users/gone-${author.user.id}`},
        'gone@closed.example', 'closed.example', ${inbox})`);
    await listed.app.database.db.execute(sql`insert into fediverse_followers (local, follower_id, follow_id)
      values (${author.user.id}, ${follower.user.id}, ${`https://closed.example/follows/gone-${author.user.id}`})`);
    const created = await fetch(`${listed.url}/api/post/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${author.token}`, "content-type": "application/json" },
      body: JSON.stringify({ title: "To a server that is down", content: "Hello?" }),
    });
    expect(created.status).toBe(201);
    const line = await listedLog.logged(
      new RegExp(`^Fediverse \\(federation[^)]*\\): Failed to send activity .* to ${inbox}`),
    );
    expect(line).toContain("fetch failed");
    // Not in the other site's log, though both run in this process.
    expect(strictLog.lines.filter((l) => l.includes(inbox))).toEqual([]);
  });

  it("says a server could not be reached, not that no one was found", async () => {
    const reader = await insertUser(listed.app);
    const res = await follow(listed, reader.token, `http://127.0.0.1:${closedPort}/users/nobody`);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(FEDIVERSE_MESSAGES.unreachable);
    const missing = await follow(listed, reader.token, `${fake.url}/users/nobody`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(FEDIVERSE_MESSAGES.notFound);
  });

  it("refuses a remote username that is not a handle's (an @ or # in it)", async () => {
    const reader = await insertUser(listed.app);
    const res = await follow(listed, reader.token, `${fake.url}/users/bad`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FEDIVERSE_MESSAGES.refusedActor);
    const { rows } = await listed.app.database.db.execute(
      sql`select 1 from fediverse_actors where uri = ${`${fake.url}/users/bad`}`,
    );
    expect(rows).toEqual([]);
  });
});

describe("inboxes read what they can hold", () => {
  it("answers 413 past the limit, before the body is read, on the shared inbox and an actor's", async () => {
    const author = await insertUser(strict.app);
    const big = JSON.stringify({ type: "Create", content: "x".repeat(1024 * 1024 + 10) });
    for (const path of ["/ap/inbox", `/ap/users/${author.user.id}/inbox`]) {
      const res = await fetch(`${strict.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/activity+json" },
        body: big,
      });
      expect(res.status, path).toBe(413);
    }
  });

  it("answers 400 to deeply nested JSON, and 401 to a small unsigned activity as before", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const res = await fetch(`${strict.url}/ap/inbox`, {
      method: "POST",
      headers: { "content-type": "application/activity+json" },
      body: deep,
    });
    expect(res.status).toBe(400);
    const unsigned = await fetch(`${strict.url}/ap/inbox`, {
      method: "POST",
      headers: { "content-type": "application/activity+json" },
      body: JSON.stringify({
        "@context": "https://www.w3.org/ns/activitystreams",
        id: "https://forged.example/follow/1",
        type: "Follow",
        actor: "https://forged.example/users/someone",
        object: `${strict.url}/ap/users/site`,
      }),
    });
    expect(unsigned.status).toBe(401);
  });
});

describe("without a public https address", () => {
  it("shows readers no fediverse handle that could not work", async () => {
    const author = await insertUser(strict.app);
    const html = await (await fetch(`${strict.url}/@${author.user.username}`)).text();
    expect(html).toContain(author.user.username);
    expect(html).not.toContain("Follow on the fediverse");
  });
});
