/**
 * `npm run bench`: seeds a fresh embedded database (BENCH_POSTS stories, default 2,000), starts the
 * production server in its own process, loads it with autocannon on loopback (BENCH_CONNECTIONS,
 * default 50, with a browser's Accept-Encoding), and prints req/s, p50, p99 and the server's memory
 * per scenario next to a ceiling measured in the same run (nginx when installed, else a bare
 * node:http server answering the same bytes); then the JavaScript readers download (Chromium),
 * the same pages on PostgreSQL with one process per core, realtime figures and search.
 * Bounded in time (BENCH_SECONDS per scenario); every server is stopped at the end. BENCH_ONLY picks
 * sections: http, js, postgres, realtime, search, newsletter, federation, mixed, mixed-postgres, cold, mixed-clients,
 * scale, deliveries, queue, editor, coedit.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPostgres } from "../../scripts/postgres.ts";
import { pageLoadTable } from "./pages.ts";
import { readerJsTable } from "./js-weight.ts";
import { realtimeBench } from "./realtime.ts";
import { searchBench } from "./search.ts";
import { newsletterBench } from "./newsletters.ts";
import { federationBench } from "./federation.ts";
import { mixedLoadBench } from "./mixed-load.ts";
import { mixedBench } from "./mixed.ts";
import { scaleBench } from "./scale.ts";
import { deliveriesBench } from "./deliveries.ts";
import { queueBench } from "./fediverse-queue.ts";
import { editorBench } from "./editor.ts";
import { coeditBench } from "./coedit.ts";
import { coldPagesBench } from "./cold-pages.ts";
import { rssMb, seed, startApp } from "./support.ts";

const POSTS = Number(process.env.BENCH_POSTS ?? 2000);
/** BENCH_ONLY=http,js,…,mixed,mixed-postgres,cold,mixed-clients,scale,deliveries,queue,editor,coedit picks sections (default: all). */
const ONLY = process.env.BENCH_ONLY?.split(",");
const runs = (section: string) => !ONLY || ONLY.includes(section);
const base = { ...process.env, RATE_LIMITS: "off", LOG_LEVEL: "info", ASTRO_TELEMETRY_DISABLED: "1" };

if (runs("http") || runs("js") || runs("realtime")) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-"));
  const env = { ...base, DATA_DIR: dataDir };
  console.log(`Seeding ${POSTS} stories on the embedded database…`);
  seed(env, POSTS);
  const app = await startApp(env, { warmUp: runs("http") });
  try {
    if (runs("http")) await pageLoadTable("Embedded database (PGlite), one process", app);
    if (runs("js")) await readerJsTable(app.url);
    if (runs("realtime")) await realtimeBench(app.url, () => rssMb(app.pid));
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (runs("postgres")) {
  const pg = await startPostgres();
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-pg-"));
  const env = { ...base, DATA_DIR: dataDir, DATABASE_URL: pg.url };
  try {
    console.log(`\nSeeding ${POSTS} stories on PostgreSQL…`);
    seed(env, POSTS);
    const app = await startApp(env, { warmUp: true });
    try {
      await pageLoadTable("PostgreSQL, one process per core (WEB_CONCURRENCY)", app, pg.url);
    } finally {
      await app.stop();
    }
  } finally {
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (runs("search")) await searchBench();
if (runs("newsletter")) await newsletterBench(base);
if (runs("federation")) await federationBench(base);
if (runs("mixed")) await mixedBench(base);
if (runs("mixed-postgres")) await mixedBench(base, "postgres");
if (runs("cold")) await coldPagesBench(base);
if (runs("mixed-clients")) await mixedLoadBench(base);
if (runs("scale")) await scaleBench(base);
if (runs("deliveries")) await deliveriesBench(base);
if (runs("queue")) await queueBench();

if (runs("editor")) {
  // A fresh site with no stories: the one measured is made by the bench itself.
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-editor-"));
  const app = await startApp({ ...base, DATA_DIR: dataDir });
  try {
    await editorBench(app.url);
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (runs("coedit")) {
  // A fresh site on PostgreSQL, one process: the shared document is read from and stored to the table.
  const pg = await startPostgres();
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-coedit-"));
  const app = await startApp({ ...base, DATA_DIR: dataDir, DATABASE_URL: pg.url, WEB_CONCURRENCY: "1" });
  try {
    await coeditBench(app.url, pg.url, () => rssMb(app.pid));
  } finally {
    await app.stop();
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
