import { getPriority } from "node:os";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { BACKGROUND_NICENESS } from "./thread-priority.ts";

describe.runIf(process.platform === "linux")("runInBackground", () => {
  it("lowers the calling thread's priority, not the process's", async () => {
    const before = getPriority();
    const module = new URL("./thread-priority.ts", import.meta.url).href;
    const worker = new Worker(
      `const { parentPort } = require("node:worker_threads");
       const { getPriority } = require("node:os");
       const { readlinkSync } = require("node:fs");
       import(${JSON.stringify(module)}).then(({ runInBackground }) => {
         const lowered = runInBackground();
         const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
         parentPort.postMessage({ lowered, own: getPriority(tid) });
       });`,
      { eval: true },
    );
    const seen = await new Promise<{ lowered: boolean; own: number }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    await worker.terminate();
    // Lowered to 10, or left where a process started more niced already was.
    expect(seen).toEqual({ lowered: true, own: Math.max(before, BACKGROUND_NICENESS) });
    expect(getPriority()).toBe(before);
  });
});
