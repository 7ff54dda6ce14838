/**
 * The site the mixed bench loads: seeded stories and people on the embedded database, fediverse
 * followers of one writer spread over the servers of a loopback sink, then the people signed in and
 * their sockets open. The seeded people and stories are read from the database before the server
 * starts (the embedded database admits one process); with `databaseUrl`, from PostgreSQL.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { openDatabase } from "../../src/server/db/client.ts";
import { DEMO_PASSWORD } from "../../scripts/seed-corpus.ts";
import { followerRows } from "../support/inbox-sink.ts";

export interface Person {
  id: string;
  email: string;
}
export interface Story {
  id: string;
  slug: string;
  authorId: string;
}

/** `people` seeded people and every published story, newest first; `followers` elsewhere follow the first person. */
export async function prepareSite(
  dataDir: string,
  opts: { people: number; followers: number; servers: number; sinkUrl: string; databaseUrl?: string },
) {
  const database = await openDatabase(
    opts.databaseUrl
      ? { engine: "postgres", databaseUrl: opts.databaseUrl }
      : { engine: "pglite", pgliteDataDir: path.join(dataDir, "pglite") },
  );
  try {
    const people = (
      await database.db.execute(
        sql`select id, email from users where not remote and email like 'demo%' order by id limit ${opts.people}`,
      )
    ).rows as unknown as Person[];
    const stories = (
      await database.db.execute(
        sql`select id, slug, author_id as "authorId" from posts where status = 'published' order by published_at desc`,
      )
    ).rows as unknown as Story[];
    if (opts.followers > 0)
      for (const s of followerRows(opts.sinkUrl, people[0]!.id, opts.followers, opts.servers))
        await database.db.execute(sql.raw(s));
    return { people, stories };
  } finally {
    await database.close();
  }
}

/** Signs each person in with the seed's password, ten at a time; their access tokens in the same order. */
export async function signIn(url: string, people: Person[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < people.length; i += 10) {
    const batch = people.slice(i, i + 10).map(async (p) => {
      const res = await fetch(`${url}/api/user/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: p.email, password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`login answered ${res.status}`);
      return ((await res.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

/** `count` sockets spread over the people whose tokens these are, a hundred at a time. */
export async function openSockets(url: string, tokens: string[], count: number): Promise<Socket[]> {
  const open = (token: string) => {
    const socket = connect(url, { auth: { token }, transports: ["websocket"], reconnection: false, forceNew: true });
    return new Promise<Socket>((resolve, reject) => {
      socket.once("online-users", () => resolve(socket));
      socket.once("connect_error", reject);
    });
  };
  const sockets: Socket[] = [];
  while (sockets.length < count) {
    const base = sockets.length;
    const batch = Math.min(100, count - base);
    sockets.push(
      ...(await Promise.all(Array.from({ length: batch }, (_, k) => open(tokens[(base + k) % tokens.length]!)))),
    );
  }
  return sockets;
}
