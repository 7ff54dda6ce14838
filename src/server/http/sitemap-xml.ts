/**
 * The sitemap written as it is read (sitemaps.org 0.9): one `urlset` while the site's addresses fit in
 * one file, else a `sitemapindex` of numbered parts (`/sitemap/posts-1.xml`, `/sitemap/authors-1.xml`,
 * `/sitemap/pages.xml`), each at most `SITEMAP_MAX_URLS` (50,000, the protocol's limit) addresses. Bodies stream from batches of rows, so memory
 * stays flat whatever the site's size.
 */
import type { PostService } from "../services/posts/index.ts";
import { CACHE_TAGS_HEADER, cacheTag } from "../cache/tags.ts";
import { escapeXml } from "../content/xml-text.ts";
import { ROUTES } from "../../shared/routes.ts";

const STATIC_PATHS = ["/", "/about-us", "/help", "/privacy-policy", "/terms-conditions"];
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const INDEX = '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';

type Sitemaps = Pick<PostService, "sitemapCounts" | "sitemapPosts" | "sitemapAuthors">;
/** A part of the index: its name in the address, and what it lists. */
export type SitemapPart = { kind: "pages" } | { kind: "posts" | "authors"; n: number };

const url = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>\n`;

const pages = (origin: string) => STATIC_PATHS.map((p) => url(origin + p)).join("");
async function* stories(sitemaps: Sitemaps, origin: string, offset?: number, limit?: number) {
  for await (const rows of sitemaps.sitemapPosts(offset, limit))
    yield rows.map((e) => url(`${origin}/post/${encodeURIComponent(e.slug)}`, e.lastmod)).join("");
}
async function* authors(sitemaps: Sitemaps, origin: string, offset?: number, limit?: number) {
  for await (const rows of sitemaps.sitemapAuthors(offset, limit))
    yield rows.map((a) => url(origin + ROUTES.author(a.slug), a.lastmod)).join("");
}

function respond(chunks: AsyncIterable<string> | Iterable<string>): Response {
  const encoder = new TextEncoder();
  const iterator = Symbol.asyncIterator in chunks ? chunks[Symbol.asyncIterator]() : chunks[Symbol.iterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      [CACHE_TAGS_HEADER]: `${cacheTag.feed} ${cacheTag.authors}`,
    },
  });
}

/** `/sitemap.xml`: every address when they fit in one file, else the index of the parts. */
export async function sitemapResponse(sitemaps: Sitemaps, origin: string, max: number): Promise<Response> {
  const counts = await sitemaps.sitemapCounts();
  if (STATIC_PATHS.length + counts.posts + counts.authors <= max)
    return respond(
      (async function* () {
        yield HEAD + URLSET + "\n";
        yield pages(origin);
        yield* stories(sitemaps, origin);
        yield* authors(sitemaps, origin);
        yield "</urlset>\n";
      })(),
    );
  const loc = (name: string) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${name}.xml`)}</loc></sitemap>\n`;
  const names = ["pages"];
  for (let n = 1; n <= Math.ceil(counts.posts / max); n++) names.push(`posts-${n}`);
  for (let n = 1; n <= Math.ceil(counts.authors / max); n++) names.push(`authors-${n}`);
  return respond([HEAD + INDEX + "\n" + names.map(loc).join("") + "</sitemapindex>\n"]);
}

/** The part a `/sitemap/<name>.xml` address names, or null for no such part. */
export function parsePart(name: string | undefined): SitemapPart | null {
  if (name === "pages") return { kind: "pages" };
  const m = /^(posts|authors)-([1-9]\d{0,5})$/.exec(name ?? "");
  return m ? { kind: m[1] as "posts" | "authors", n: Number(m[2]) } : null;
}

/** `/sitemap/<part>.xml`, or null when the site has no such part (404). */
export async function sitemapPartResponse(
  sitemaps: Sitemaps,
  origin: string,
  part: SitemapPart,
  max: number,
): Promise<Response | null> {
  if (part.kind === "pages") return respond([HEAD + URLSET + "\n", pages(origin), "</urlset>\n"]);
  const counts = await sitemaps.sitemapCounts();
  if (part.n > Math.ceil((part.kind === "posts" ? counts.posts : counts.authors) / max)) return null;
  const offset = (part.n - 1) * max;
  const list = part.kind === "posts" ? stories : authors;
  return respond(
    (async function* () {
      yield HEAD + URLSET + "\n";
      yield* list(sitemaps, origin, offset, max);
      yield "</urlset>\n";
    })(),
  );
}
