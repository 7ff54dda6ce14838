/**
 * Background threads yield the CPU to the one answering requests. On Linux a thread is scheduled
 * on its own, and `setpriority` given a thread's id changes that thread alone: a worker thread
 * doing background work (fediverse deliveries, e-mail) lowers its own priority, so on a busy
 * machine the main thread, whose waits readers feel, is run first; with a core free, the thread
 * runs as fast as before. Elsewhere, or if the system refuses, nothing changes.
 */
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** The niceness a background thread takes (0 is the process's, 19 the lowest). */
export const BACKGROUND_NICENESS = 10;

/**
 * Lowers the calling thread's priority (never raises it: a process started niced past this keeps its
 * own); says whether it could.
 */
export function runInBackground(): boolean {
  if (process.platform !== "linux") return false;
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>".
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, Math.max(getPriority(tid), BACKGROUND_NICENESS));
    return true;
  } catch {
    return false;
  }
}
