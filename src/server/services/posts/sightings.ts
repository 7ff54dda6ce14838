/**
 * Whether a reader's view (or read) of a story is their first today, without keeping who they are:
 * a day's salted hash of the address and browser is remembered in memory, never stored, and the salt
 * is forgotten at midnight (UTC). With several server processes the primary keeps the one list and
 * the workers ask it over the cluster's IPC, so a reload that reaches another process is still a
 * reload.
 */
import cluster from "node:cluster";
import { createHash, randomBytes } from "node:crypto";
import { answerWorkers, askPrimary } from "../../cluster-ipc.ts";

/** Fingerprints remembered per day at most (then the oldest half is forgotten). */
const SEEN_MAX = 200_000;
const KIND = "inkwell:sighting";
/** A primary that does not answer in time: the view counts (a view is not lost for a slow answer). */
const WAIT_MS = 1_000;

export interface Sighting {
  kind: "view" | "read";
  postId: string;
  ip: string;
  userAgent: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The list in this process: true the first time a sighting comes today. */
export function createSightings() {
  let salt = randomBytes(16).toString("hex");
  let saltDay = today();
  let seen = new Set<string>();
  return (s: Sighting): boolean => {
    if (saltDay !== today()) {
      // A new day: yesterday's fingerprints and salt are forgotten for good.
      salt = randomBytes(16).toString("hex");
      saltDay = today();
      seen = new Set();
    }
    const print = createHash("sha256").update(`${salt}|${s.ip}|${s.userAgent}`).digest("base64url").slice(0, 22);
    const key = `${s.kind}|${s.postId}|${print}`;
    if (seen.has(key)) return false;
    if (seen.size >= SEEN_MAX) seen = new Set([...seen].slice(SEEN_MAX / 2));
    seen.add(key);
    return true;
  };
}

/** In the primary of a cluster: keeps the one list and answers the workers. */
export function answerSightingsForWorkers(): void {
  answerWorkers(KIND, createSightings());
}

/** How this process tells a first sighting: by asking the primary in a cluster's worker, else itself. */
export function sightingsHere(): (s: Sighting) => Promise<boolean> {
  if (!cluster.isWorker || !process.send) {
    const first = createSightings();
    return (s) => Promise.resolve(first(s));
  }
  const ask = askPrimary<Sighting, boolean>(KIND, WAIT_MS);
  return (s) => ask(s).catch(() => true);
}
