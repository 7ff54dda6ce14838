/** What the benchmark sections share: seeding, the server process, an account, percentiles. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startLoggedApp } from "./logged-app.ts";

export const root = path.resolve(import.meta.dirname, "../..");

/** Fills the database `env` names with `posts` stories (and a person per 20) through the seed command. */
/** `people`: how many to seed (default a person per 20 stories, at least 10). */
export function seed(env: NodeJS.ProcessEnv, posts: number, people = Math.max(10, posts / 20)): void {
  const users = String(people);
  const seeded = spawnSync(
    process.execPath,
    [path.join(root, "scripts/seed.ts"), "--users", users, "--posts", String(posts)],
    {
      cwd: root,
      env,
      stdio: "inherit",
    },
  );
  if (seeded.status !== 0) throw new Error("seeding failed");
}

/**
 * `npm start` on a free loopback port as a site runs it (NODE_ENV=production, the default log level,
 * its log appended to a file of its own: logged-app.ts). Its log went through a pipe the bench
 * process read and kept, which under load measured the bench's reading of access lines, not the
 * server. Resolves once it listens. With BENCH_CPU_PROF set to a folder, the server writes a V8 CPU
 * profile there when it stops.
 */
export async function startApp(env: NodeJS.ProcessEnv, options: { warmUp?: boolean } = {}) {
  const logDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-log-"));
  const app = await startLoggedApp(env, path.join(logDir, "server.log"), options);
  return {
    ...app,
    async stop() {
      await app.stop();
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}

/** Registers and signs in a new person; returns their access token. */
export async function signUp(url: string, firstName: string, lastName: string): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "bench passphrase";
  const post = (route: string, body: unknown) =>
    fetch(`${url}/api/user/auth/${route}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await post("register", { firstName, lastName, email, password });
  const login = (await (await post("login", { email, password })).json()) as {
    data: { tokens: { accessToken: string } };
  };
  return login.data.tokens.accessToken;
}

/** The signed-in person's id (GET /api/user). */
export async function myId(url: string, token: string): Promise<string> {
  const me = (await (await fetch(`${url}/api/user`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { _id: string };
  };
  return me.data._id;
}

/** The value at fraction `p` of an ascending list. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** One field of a process's memory from /proc, in kB (0 once it is gone). */
function ownKb(pid: number, file: "status" | "smaps_rollup", field: RegExp): number {
  try {
    return Number(field.exec(readFileSync(`/proc/${pid}/${file}`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** A process and all its children (the server processes of a cluster), summed, in MB. */
function withChildrenMb(pid: number, own: (pid: number) => number): number {
  let kb = own(pid);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) kb += own(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return Math.round(kb / 1024);
}

/** Resident memory of a process and all its children, in MB: pages they share (Node's own code) counted in each. */
export const rssMb = (pid: number): number => withChildrenMb(pid, (p) => ownKb(p, "status", /VmRSS:\s+(\d+)/));

/** The same processes' proportional set size, in MB: a page shared by n of them counts 1/n in each. */
export const pssMb = (pid: number): number => withChildrenMb(pid, (p) => ownKb(p, "smaps_rollup", /^Pss:\s+(\d+)/m));

/**
 * CPU seconds (user + system, all threads) a process has used so far, from /proc: on a shared machine
 * a rate per CPU second compares runs whose wall-clock rates the other load makes meaningless.
 */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are the 14th and 15th fields (12th and 13th after the name), in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
