/**
 * Gives a thread's memory back after a burst of work (the pages rendered ahead at start): a full
 * collection of the flavour V8 runs when the system is short of memory, which also compacts the heap
 * and returns the pages it emptied. An ordinary collection frees the objects but keeps the pages they
 * sat on, so a process that had just rendered its pages ahead stayed 50-60 MB larger, idle, than
 * what it kept alive (docs/benchmarks.md, issue 38 item 5).
 *
 * V8 offers it only through `gc()`, which `--expose-gc` puts on every context's global object: the
 * flag is set here, and the function taken from a fresh context of its own, so no code of the
 * server's (or of a library's) ever sees a global `gc`.
 */
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";

type Collect = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;
let collect: Collect | undefined;

/** Collects and compacts this thread's heap now (synchronously: 100-200 ms for a 130 MB heap). */
export function giveMemoryBack(): void {
  if (!collect) {
    v8.setFlagsFromString("--expose-gc");
    collect = vm.runInNewContext("gc") as Collect;
  }
  collect({ type: "major", execution: "sync", flavor: "last-resort" });
}

interface Trim {
  (pad: number): number;
  /** The same call on a thread of koffi's: the calling thread goes on meanwhile. */
  async(pad: number, done: (err: unknown, result: number) => void): void;
}
/** glibc's `malloc_trim`, once looked up; null where there is none (musl, macOS, Windows). */
let trim: Trim | null | undefined;

function lookUpTrim(): Trim | null {
  // glibc's version is in the process report's header only where glibc is the C library.
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  if (process.platform !== "linux" || !header?.glibcVersionRuntime) return null;
  try {
    // koffi: a foreign-function interface with its binaries prebuilt per platform (no compiler at install).
    const koffi = createRequire(import.meta.url)("koffi") as typeof import("koffi");
    return koffi.load("libc.so.6").func("int malloc_trim(size_t pad)") as Trim;
  } catch {
    return null;
  }
}

const glibcTrim = () => (trim === undefined ? (trim = lookUpTrim()) : trim);

/**
 * Gives back to the system the memory the C allocator holds freed (glibc's `malloc_trim(0)`, every
 * thread's heap). glibc returns a heap's top when it is free, never the pages inside it, so the small
 * blocks a burst of work frees between the blocks it keeps (the pages it rendered ahead) stay the
 * process's: about 35 MB after the warm-up. Call it after `giveMemoryBack`, whose collection frees
 * the buffers V8 held. Returns whether it ran (false without glibc): it never throws.
 */
export function returnFreedMemory(): boolean {
  const run = glibcTrim();
  if (!run) return false;
  run(0);
  return true;
}

/** How often a process looks whether it was idle, and then gives back what glibc holds freed. */
export const RETURN_FREED_EVERY_MS = 30_000;
/** The share of that time its main thread may have been busy for it to count as idle. */
export const IDLE_BELOW = 0.5;

/**
 * Every `everyMs`, when the main thread was busy less than `idleBelow` of that time, gives back what
 * glibc holds freed (as `returnFreedMemory`, on a thread of koffi's, so no request waits for it): a
 * burst of requests left about 100 MB of an embedded process's heaps free and kept (478 -> 378 MB).
 * Under steady load it waits: what was freed is about to be used again. Returns the function that
 * stops it (a trim under way then ends untold); the timer never keeps the process alive.
 */
export function returnFreedMemoryWhenIdle(
  options: { everyMs?: number; idleBelow?: number; onReturned?: () => void } = {},
): () => void {
  const { everyMs = RETURN_FREED_EVERY_MS, idleBelow = IDLE_BELOW, onReturned } = options;
  const run = glibcTrim();
  if (!run) return () => {};
  let since = performance.eventLoopUtilization();
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, since).utilization;
    since = now;
    if (busy >= idleBelow || running) return;
    running = true;
    run.async(0, () => {
      running = false;
      // A trim still running when stopped finishes on its own thread, told to no one.
      if (!stopped) onReturned?.();
    });
  }, everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
