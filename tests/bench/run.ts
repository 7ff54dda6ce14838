/**
 * `npm run bench`: starts the production server (building first if needed) in its own process on
 * the embedded database, loads it with autocannon on loopback, and prints req/s, p50, p99 and the
 * server's resident memory. Bounded in time; the server is stopped at the end.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "../..");
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-"));

async function startServer() {
  const child = spawn(process.execPath, [path.join(root, "scripts/start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMITS: "off",
      LOG_LEVEL: "info",
      ASTRO_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      process.stdout.write(d);
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, url };
}

interface Row {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  rssMb: number;
}

async function scenario(name: string, url: string, pid: number): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    scenario: name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    rssMb: rssMb(pid),
  };
}

const { child, url } = await startServer();
try {
  const idle = rssMb(child.pid!);
  console.log(`\nserver RSS idle: ${idle} MB; ${CONNECTIONS} connections, ${DURATION_S} s per scenario\n`);
  const rows = [
    await scenario("home page (anonymous)", `${url}/`, child.pid!),
    await scenario("GET /api/health", `${url}/api/health`, child.pid!),
  ];
  console.table(rows.map((r) => ({ ...r, p50: `${r.p50} ms`, p99: `${r.p99} ms`, rssMb: `${r.rssMb} MB` })));
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
