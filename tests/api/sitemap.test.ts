/**
 * The sitemap past its limit of addresses a file (SITEMAP_MAX_URLS: 50,000, the protocol's, on a
 * site; 100 here, so the test writes 201 stories and not 50,001): `/sitemap.xml` becomes an index of
 * parts, each at most the limit, together listing every published story once, each part well-formed
 * XML; a part beyond the last is 404. (Below the limit it is one `urlset`: reach.test.ts, author-pages.)
 */
import { sql } from "drizzle-orm";
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/start-server.ts";
import { freshDatabase } from "../support/fresh-database.ts";
import { insertUser } from "../support/test-app.ts";
import { startTestServer } from "../support/test-server.ts";

const MAX = 100;
const STORIES = 2 * MAX + 1;
let running: RunningServer;
let author: Awaited<ReturnType<typeof insertUser>>;

beforeAll(async () => {
  // A database of its own on PostgreSQL: the sitemap counts the whole site, other files' stories too.
  const own: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: await freshDatabase("sitemap") } : {};
  running = await startTestServer({ RATE_LIMITS: "off", FEDERATION: "off", SITEMAP_MAX_URLS: String(MAX), ...own });
  author = await insertUser(running.app, { firstName: "Many", lastName: "Stories" });
  // Written in one statement, as an import would: what is tested is how they are listed.
  await running.app.database.db.execute(sql`
    insert into posts (author_id, slug, title, content, content_html, status, published_at)
    select ${author.user.id}::uuid, 'story-' || n, 'Story ' || n, 'Text.', '<p>Text.</p>', 'published', now()
    from generate_series(1, ${STORIES}) n`);
}, 120_000);
afterAll(async () => {
  await running?.close();
});

const get = (path: string) => fetch(`${running.url}${path}`);

/** The `<loc>`s of a sitemap document, after a strict XML parser read it whole. */
function locs(xml: string): string[] {
  const found: string[] = [];
  let inLoc = false;
  const parser = new SaxesParser({ xmlns: true });
  parser.on("opentag", (t) => (inLoc = t.local === "loc"));
  parser.on("closetag", () => (inLoc = false));
  parser.on("text", (t) => inLoc && found.push(t));
  parser.write(xml).close();
  return found;
}

it(
  "becomes an index of parts of at most SITEMAP_MAX_URLS addresses listing every story once",
  { timeout: 60_000 },
  async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    const parts = locs(indexXml);
    expect(parts.map((p) => new URL(p).pathname)).toEqual([
      "/sitemap/pages.xml",
      "/sitemap/posts-1.xml",
      "/sitemap/posts-2.xml",
      "/sitemap/posts-3.xml",
      "/sitemap/authors-1.xml",
    ]);

    const listed = new Map<string, string[]>();
    for (const part of parts) {
      const res = await get(new URL(part).pathname);
      expect(res.status, part).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/xml");
      const xml = await res.text();
      expect(xml, part).toContain("<urlset");
      listed.set(new URL(part).pathname, locs(xml));
    }
    const counts = [1, 2, 3].map((n) => listed.get(`/sitemap/posts-${n}.xml`)!);
    expect(counts.map((c) => c.length)).toEqual([MAX, MAX, 1]);
    const stories = counts.flat();
    expect(new Set(stories).size).toBe(STORIES);
    expect(stories.every((loc) => /\/post\/story-\d+$/.test(loc))).toBe(true);
    expect(listed.get("/sitemap/authors-1.xml")).toEqual([expect.stringContaining(`/@${author.user.username}`)]);
    expect(listed.get("/sitemap/pages.xml")).toContain(`${new URL(parts[0]!).origin}/about-us`);

    expect((await get("/sitemap/posts-4.xml")).status).toBe(404);
    expect((await get("/sitemap/posts-0.xml")).status).toBe(404);
    expect((await get("/sitemap/authors-2.xml")).status).toBe(404);
  },
);
