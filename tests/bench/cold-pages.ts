/**
 * `BENCH_ONLY=cold` (issue 38): what a story page costs the first time it is asked for, before the
 * shared page cache holds it (most first views of a large site's long tail). One production process
 * on a fresh embedded database of BENCH_POSTS stories (default 2,000); BENCH_COLD_PAGES distinct
 * stories (default 200) are asked for one at a time, then as many others four at a time, each once,
 * with a browser's Accept-Encoding. Prints p50, p99 and the mean per page. With BENCH_CPU_PROF set to
 * a folder, the server writes a V8 CPU profile there when it stops (summarise it with
 * `node tests/bench/profile-top.ts <file>`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startLoggedApp } from "./logged-app.ts";
import { prepareSite } from "./mixed-site.ts";
import { send } from "./open-loop.ts";
import { percentile, seed } from "./support.ts";

const STORIES = Number(process.env.BENCH_POSTS ?? 2000);
const PAGES = Number(process.env.BENCH_COLD_PAGES ?? 200);
const BROWSER = { "accept-encoding": "br, gzip" };

/** Each path asked for once, `parallel` at a time; the time of each, ascending. */
async function timeEach(url: string, paths: string[], parallel: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < paths.length; i += parallel)
    await Promise.all(
      paths.slice(i, i + parallel).map(async (p) => {
        const t = performance.now();
        const status = await send(url, "GET", p, BROWSER);
        times.push(performance.now() - t);
        if (status !== 200) throw new Error(`${p} answered ${status}`);
      }),
    );
  return times.sort((a, b) => a - b);
}

const row = (name: string, times: number[]) => {
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return `| ${name} | ${times.length} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} | ${mean.toFixed(1)} |`;
};

export async function coldPagesBench(base: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-cold-"));
  try {
    console.log(`\nUncached story pages: seeding ${STORIES} stories on the embedded database…`);
    seed({ ...base, DATA_DIR: dataDir }, STORIES);
    const site = await prepareSite(dataDir, { people: 1, followers: 0, servers: 0, sinkUrl: "" });
    const app = await startLoggedApp({ ...base, DATA_DIR: dataDir }, path.join(dataDir, "server.log"));
    try {
      // The server's first renders (code loaded, statements prepared) are not what a site up a while pays.
      const slugs = site.stories.map((s) => `/post/${s.slug}`);
      await timeEach(app.url, slugs.slice(-20), 1);
      const serial = await timeEach(app.url, slugs.slice(0, PAGES), 1);
      const four = await timeEach(app.url, slugs.slice(PAGES, 2 * PAGES), 4);
      console.log(`| uncached story page | pages | p50 ms | p99 ms | mean ms |`);
      console.log(`| --- | --- | --- | --- | --- |`);
      console.log(row("one at a time", serial));
      console.log(row("four at a time", four));
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
