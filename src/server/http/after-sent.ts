/**
 * Work to run once a response has been sent (the access line, the metrics), without a `finish`
 * listener of our own on the response. Node's http server has one already; a second one, even an
 * empty function, put the process into a state where each young-generation collection kept some
 * 20 MB alive (16 ms a collection instead of 2.5) under a load of cached pages, which cost a quarter
 * of their rate (docs/benchmarks.md, 2026-11-29, eleventh session). Node's own listener publishes every
 * finished response on the `http.server.response.finish` diagnostics channel: one subscriber in the
 * process runs what was left on the response.
 */
import { subscribe } from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";

const AFTER_SENT = Symbol("work to run once this response is sent");
type Waiting = ServerResponse & { [AFTER_SENT]?: (() => void) | (() => void)[] };

let subscribed = false;

function runAfterSent(message: unknown) {
  const res = (message as { response: Waiting }).response;
  const work = res[AFTER_SENT];
  if (work === undefined) return;
  res[AFTER_SENT] = undefined;
  if (typeof work === "function") work();
  else for (const w of work) w();
}

/** Runs `work` when `res` (a response of a `node:http` server) has been handed to the connection. */
export function afterSent(res: ServerResponse, work: () => void): void {
  if (!subscribed) {
    subscribed = true;
    subscribe("http.server.response.finish", runAfterSent);
  }
  const waiting = res as Waiting;
  const before = waiting[AFTER_SENT];
  if (before === undefined) waiting[AFTER_SENT] = work;
  else if (typeof before === "function") waiting[AFTER_SENT] = [before, work];
  else before.push(work);
}
