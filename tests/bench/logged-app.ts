/**
 * The server as a site runs it: `npm start` with the production defaults (NODE_ENV=production, the
 * default log level) and its output going to a file, as under a service manager that appends to a
 * log, rather than through a pipe the bench reads. With BENCH_CPU_PROF set to a folder, the server
 * writes a V8 CPU profile there when it stops; BENCH_SERVER_FLAGS (space-separated) are given to its
 * Node after the usual ones (`--trace-gc`, or another young generation's size, to compare). `warmUp`: the server renders its most read pages ahead
 * of readers as it starts (PAGE_WARM_UP, as a site runs); off for the sections measuring one thing at
 * a time (first renders, calls at scale, queues), whose figures its work would blur.
 */
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { NODE_FLAGS } from "../support/run-main.ts";
import { root } from "./support.ts";

export async function startLoggedApp(env: NodeJS.ProcessEnv, logFile: string, { warmUp = false } = {}) {
  const profile = env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [];
  const extra = env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const { LOG_LEVEL: _level, ...rest } = env;
  const fd = openSync(logFile, "w");
  const child = spawn(process.execPath, [...NODE_FLAGS, ...profile, ...extra, path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...rest,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      PAGE_WARM_UP: rest.PAGE_WARM_UP ?? (warmUp ? "on" : "off"),
    },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  let url: string | undefined;
  while (!url) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${readFileSync(logFile, "utf8")}`);
    if (Date.now() > deadline) throw new Error(`no start-up line in 120 s:\n${readFileSync(logFile, "utf8")}`);
    await new Promise((r) => setTimeout(r, 100));
    url = /listening on (http:\/\/[^\s"]+)/.exec(readFileSync(logFile, "utf8"))?.[1];
  }
  return {
    url,
    pid: child.pid!,
    /** The log's lines matching `pattern` once there are `count` of them (a line per process), or null after `ms`. */
    async awaitLines(pattern: RegExp, count: number, ms: number): Promise<string[] | null> {
      const until = Date.now() + ms;
      for (;;) {
        const found = readFileSync(logFile, "utf8")
          .split("\n")
          .filter((line) => pattern.test(line));
        if (found.length >= count) return found;
        if (Date.now() > until || child.exitCode !== null) return null;
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
