/**
 * Renders the site's shared pages ahead of readers when a process starts: home, then stories, the
 * most viewed over the last month first, then the newest, into up to half the page cache (the rest is
 * for what readers ask). Without it, every story's first reader after a start (and on the embedded
 * database every request behind that render) waited for a render: under a day's mix of readers most
 * stories are read rarely, so most reads of them were first reads (docs/benchmarks.md, issue 38).
 * Pages kept are served stale while re-rendered for a day (pages.ts), so a warmed page stays one.
 *
 * One page at a time, after whatever is waiting in the event loop: readers arriving meanwhile are
 * answered between two renders. It stops when the server closes.
 */
import { setImmediate as turn, setTimeout as sleep } from "node:timers/promises";
import { DEFAULT_LOCALE } from "../../shared/locale.ts";
import { ROUTES } from "../../shared/routes.ts";
import type { AppContext } from "../context.ts";
import { giveMemoryBack, returnFreedMemory } from "../memory.ts";
import type { PageServer } from "./pages.ts";

/** The share of the page cache that pages rendered ahead may fill. */
export const WARM_SHARE = 0.5;
/**
 * A story page's brotli form and its entry's kilobyte are more than this, so the budget never asks
 * for too few.
 */
const SMALLEST_PAGE_BYTES = 4 * 1024;
/** How long a process waits to trust its caches (PostgreSQL: every other process heard from). */
const TRUST_WAIT_MS = 60_000;

export interface WarmedPages {
  pages: number;
  bytes: number;
  ms: number;
}

export async function warmSharedPages(
  app: AppContext,
  pages: Pick<PageServer, "warm" | "cache">,
  maxBytes: number,
  signal: AbortSignal,
): Promise<WarmedPages | undefined> {
  const started = performance.now();
  const budget = maxBytes * WARM_SHARE;
  if (budget <= 0) return undefined;
  for (let waited = 0; !app.caches.trusted(); waited += 250) {
    if (waited >= TRUST_WAIT_MS || signal.aborted) return undefined;
    await sleep(250);
  }
  const slugs = await app.services.posts.mostReadSlugs(Math.ceil(budget / SMALLEST_PAGE_BYTES));
  let warmed = 0;
  for (const path of ["/", ...slugs.map(ROUTES.post)]) {
    if (signal.aborted || pages.cache.bytes >= budget) break;
    if (await pages.warm(path, DEFAULT_LOCALE)) warmed++;
    await turn();
  }
  const done = { pages: warmed, bytes: pages.cache.bytes, ms: performance.now() - started };
  if (signal.aborted) return done;
  // The renders left the heaps (this thread's and the database's) holding pages of garbage, and the
  // C allocator holding what they freed: given back now, once, so the process idles at the size of
  // what it keeps.
  const before = process.memoryUsage().rss;
  await app.database.giveMemoryBack?.();
  giveMemoryBack();
  returnFreedMemory();
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  app.logger.info(
    `Shared pages rendered ahead of readers: ${done.pages} in ${(done.ms / 1000).toFixed(1)} s (${mb(done.bytes)} MB of the page cache); memory ${mb(before)} -> ${mb(process.memoryUsage().rss)} MB`,
  );
  return done;
}
