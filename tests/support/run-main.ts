/**
 * Runs the real entry point as a child process, as `npm run serve` would: the server's build
 * (dist/node/main.js, written by `npm run build` from src/server/main.ts), which `npm start` runs too.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MAIN = path.join(ROOT, "dist/node/main.js");

/** The newest change under `dir`. */
function newest(dir: string): number {
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  return latest;
}
let checked = false;
/** A test of the build must not run an older one than the sources it is meant to test. */
function checkBuild() {
  if (checked) return;
  if (!existsSync(MAIN)) throw new Error(`no server build at ${MAIN}: run npm run build first`);
  if (newest(path.join(ROOT, "src/server")) > statSync(MAIN).mtimeMs)
    throw new Error(`the server build (${MAIN}) is older than src/server: run npm run build first`);
  checked = true;
}
/**
 * The Node flags of package.json's start and serve scripts. V8 sizes the young generation from the
 * machine's memory (128 MB here, most of it empty after start-up); 16 MB semi-spaces keep a process
 * near 200 MB on PostgreSQL without slowing it measurably. A named old-space limit (1 GB, far above
 * the ~55 MB live heap) makes V8 collect before growing: it had let the heap swell by 150 MB under
 * the bench's likes with its 4 GB default, and grows by about 85 MB with the limit.
 */
export const NODE_FLAGS = ["--max-semi-space-size=16", "--max-old-space-size=1024"];

/** `extraFlags`: more Node flags for this run (the bench's `--cpu-prof` when BENCH_CPU_PROF names a folder). */
export function runMain(env: Record<string, string | undefined>, entry = MAIN, extraFlags: string[] = []) {
  if (entry === MAIN) checkBuild();
  const child = spawn(process.execPath, [...NODE_FLAGS, ...extraFlags, entry], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  /** Resolves with the address from the start-up line; rejects if the process exits or takes `timeoutMs` (90 s: a loaded machine). */
  const listening = (timeoutMs = 90_000) =>
    new Promise<string>((resolve, reject) => {
      const find = () => /listening on (http:\/\/\S+)/.exec(output)?.[1];
      const timer = setTimeout(
        () => reject(new Error(`no start-up line in ${timeoutMs / 1000} s:\n${output}`)),
        timeoutMs,
      );
      const check = () => {
        const url = find();
        if (!url) return;
        clearTimeout(timer);
        child.stdout.off("data", check);
        resolve(url);
      };
      child.stdout.on("data", check);
      void exited.then(() => reject(new Error(`exited before listening:\n${output}`)));
      check();
    });
  return { child, exited, listening, output: () => output };
}
