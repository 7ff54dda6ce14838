/**
 * A throw-away PostgreSQL server on 127.0.0.1 and a free port, for the test suites. Uses Debian's
 * packages (/usr/lib/postgresql/N/bin); as root it runs them as the `postgres` user, because
 * PostgreSQL refuses to run as root.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((d) => existsSync(path.join(d, "pg_ctl")));
  if (!found) throw new Error("PostgreSQL is not installed: apt-get install postgresql (see .ci/run)");
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface TempPostgres {
  url: string;
  stop(): void;
}

/** `settings`: extra server settings, e.g. `{ shared_buffers: "512MB" }` for benchmarks. */
export async function startPostgres(settings: Record<string, string> = {}): Promise<TempPostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-pg-"));
  const data = path.join(dir, "data");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const cmd = asRoot ? "runuser" : path.join(bin, tool);
    const argv = asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
    const r = spawnSync(cmd, argv, { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${tool} failed:\n${r.stdout}\n${r.stderr}`);
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  // Durability is not what these tests measure: skip fsync for speed.
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${Object.entries(
    settings,
  )
    .map(([k, v]) => ` -c ${k}=${v}`)
    .join("")}`;
  run("pg_ctl", ["-D", data, "-o", opts, "-l", path.join(dir, "log"), "-w", "start"]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
