/**
 * Backups and the move to PostgreSQL, with the real scripts on a seeded site, on the engine the suite
 * runs on: a backup restores into a fresh site with every table's rows identical (count and checksum)
 * and the uploaded files identical; a restore onto a site with data changes nothing without --force;
 * the restored site signs people in with their old passwords and searches. On the PostgreSQL run, an
 * embedded site moves to an empty PostgreSQL database and works there unchanged.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { beforeAll, expect, it } from "vitest";
import { differences } from "../../src/server/ops/dump.ts";
import { runMain } from "../support/run-main.ts";
import { signUp } from "../support/drill.ts";
import { tempDirs } from "../support/temp-dirs.ts";
import { freshDatabase } from "../support/fresh-database.ts";
import { checksums, script } from "../support/site-scripts.ts";
import { TEST_SECRET } from "../support/test-app.ts";

const suiteDatabase = process.env.DATABASE_URL ?? "";
const POSTS = "200";
const tempDir = tempDirs();

/** Every file under `dir` with the SHA-256 of its bytes. */
function fileHashes(dir: string, base = dir, into = new Map<string, string>()) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) fileHashes(full, base, into);
    else into.set(path.relative(base, full), createHash("sha256").update(readFileSync(full)).digest("hex"));
  }
  return into;
}

/** Signs in with the seeded demo account's old password and searches, on a server of this site. */
async function works(env: Record<string, string>, demoEmail: string) {
  const run = runMain({
    ...env,
    PORT: "0",
    HOST: "127.0.0.1",
    AUTH_SECRET: TEST_SECRET,
    RATE_LIMITS: "off",
    WEB_CONCURRENCY: "1",
  });
  try {
    const url = await run.listening();
    const login = await fetch(`${url}/api/user/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: demoEmail, password: "demo passphrase" }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const list = (await (await fetch(`${url}/api/post?limit=1`)).json()) as { data: { posts: { title: string }[] } };
    const word = list.data.posts[0]!.title.split(/\W+/).find((w) => w.length > 4)!;
    const found = (await (await fetch(`${url}/api/search?q=${encodeURIComponent(word)}`)).json()) as {
      data: { posts: unknown[] };
    };
    expect(found.data.posts.length).toBeGreaterThan(0);
    const draft = await fetch(`${url}/api/post/draft`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ title: "Kept" }),
    });
    expect(draft.status).toBeLessThan(300);
    const id = ((await draft.json()) as { data: { post: { _id: string } } }).data.post._id;
    const edited = await fetch(`${url}/api/post/${id}`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ content: "Still here." }),
    });
    expect(edited.status).toBe(200);
  } finally {
    run.child.kill("SIGTERM");
    await run.exited;
  }
}

let source: Record<string, string>;
let demoEmail: string;
/** The embedded site seeded once, and (on the PostgreSQL run) its move into an empty PostgreSQL database. */
let embedded: Record<string, string>;
let moved: { code: number | null; output: string } | undefined;

beforeAll(async () => {
  // Seeded once per run: on PostgreSQL the backup's source is that site after its move (the move is
  // the next test's subject), so the 200 stories are not seeded a second time for the move.
  embedded = { DATA_DIR: tempDir("backup-source") };
  const seeded = await script("seed.ts", ["--users", "12", "--posts", POSTS], embedded);
  expect(seeded.code, seeded.output).toBe(0);
  demoEmail = /Sign in as (\S+@example\.com)/.exec(seeded.output)![1]!;
  source = embedded;
  if (suiteDatabase) {
    const target = await freshDatabase("move_target");
    moved = await script("db-move.ts", [target], embedded);
    source = { ...embedded, DATABASE_URL: target };
  }
}, 180_000);

it(
  "a backup restores into a fresh site with identical rows and files, and the site works",
  { timeout: 180_000 },
  async () => {
    const file = path.join(tempDir("backup-file"), "site.tar.gz");
    const backup = await script("backup.ts", [file], source);
    expect(backup.code, backup.output).toBe(0);
    const target = {
      DATA_DIR: tempDir("backup-target"),
      ...(suiteDatabase ? { DATABASE_URL: await freshDatabase("backup_target") } : {}),
    };
    const restored = await script("restore.ts", [file], target);
    expect(restored.code, restored.output).toBe(0);

    const before = await checksums(source);
    const after = await checksums(target);
    expect(before.get("posts")?.rows).toBe(Number(POSTS));
    expect(differences(before, after)).toEqual([]);
    const files = fileHashes(path.join(source.DATA_DIR!, "uploads"));
    expect(files.size).toBeGreaterThan(0);
    expect(fileHashes(path.join(target.DATA_DIR, "uploads"))).toEqual(files);

    // Onto a site with data: refused, nothing changed.
    const again = await script("restore.ts", [file], target);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain("--force");
    expect(differences(after, await checksums(target))).toEqual([]);

    await works(target, demoEmail);
  },
);

it.runIf(suiteDatabase)(
  "an embedded site moves to an empty PostgreSQL database and works there",
  { timeout: 180_000 },
  async () => {
    expect(moved!.code, moved!.output).toBe(0);
    expect(moved!.output).toContain("every table's rows and checksum match");
    expect(differences(await checksums(embedded), await checksums(source))).toEqual([]);
    // Into a database that is no longer empty: refused.
    expect((await script("db-move.ts", [source.DATABASE_URL!], embedded)).code).not.toBe(0);
    await works(source, demoEmail);
  },
);

it.runIf(suiteDatabase)(
  "a backup taken while people write restores with every story's counters equal to its rows",
  { timeout: 180_000 },
  async () => {
    const site = { DATA_DIR: tempDir("busy-source"), DATABASE_URL: await freshDatabase("busy_source") };
    const run = runMain({
      ...site,
      PORT: "0",
      HOST: "127.0.0.1",
      AUTH_SECRET: TEST_SECRET,
      RATE_LIMITS: "off",
      WEB_CONCURRENCY: "1",
    });
    let writes = 0;
    try {
      const url = await run.listening();
      const post = (route: string, body: unknown, token?: string) =>
        fetch(`${url}/api${route}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
      const people: string[] = [];
      for (let i = 0; i < 6; i++) {
        const email = `busy${i}-${Date.now()}@example.test`;
        people.push(
          (await signUp(url, { firstName: "Busy", lastName: `Writer${i}`, email, password: "a busy passphrase" }))
            .token,
        );
      }
      const stories: string[] = [];
      for (let i = 0; i < 3; i++) {
        const created = (await (
          await post("/post/create", { title: `Busy ${i}`, content: "Words." }, people[0])
        ).json()) as {
          data: { post: { _id: string } };
        };
        stories.push(created.data.post._id);
      }
      let writing = true;
      const writers = people.slice(1).map(async (token, w) => {
        for (let n = 0; writing; n++) {
          const postId = stories[(n + w) % stories.length]!;
          const res =
            n % 2
              ? await post("/post/likes/toggle", { postId }, token)
              : await post("/post/comments/create", { postId, content: `Comment ${n}` }, token);
          if (res.ok) writes++;
        }
      });
      await new Promise((r) => setTimeout(r, 1_000));
      const file = path.join(tempDir("busy-file"), "busy.tar.gz");
      const backup = await script("backup.ts", [file], site);
      await new Promise((r) => setTimeout(r, 500));
      writing = false;
      await Promise.all(writers);
      expect(backup.code, backup.output).toBe(0);

      const target = { DATA_DIR: tempDir("busy-target"), DATABASE_URL: await freshDatabase("busy_target") };
      const restored = await script("restore.ts", [file], target);
      expect(restored.code, restored.output).toBe(0);
      const client = new pg.Client({ connectionString: target.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ likes: number; comments: number; off: number }>(`
        select (select count(*)::int from likes) as likes, (select count(*)::int from comments) as comments,
          (select count(*)::int from posts p
            where total_likes <> (select count(*) from likes l where l.post_id = p.id)
               or total_comments <> (select count(*) from comments c where c.post_id = p.id)) as off`);
      await client.end();
      expect(writes).toBeGreaterThan(20);
      expect(rows[0]!.likes + rows[0]!.comments).toBeGreaterThan(0);
      expect(rows[0]!.off).toBe(0);
    } finally {
      run.child.kill("SIGTERM");
      await run.exited;
    }
  },
);
