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
