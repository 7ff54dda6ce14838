import { readdirSync, readFileSync } from "node:fs";

/** The niceness of each of this process's threads, on Linux (field 19 of a task's stat, the 17th after its name). */
export const threadNiceness = (): number[] =>
  readdirSync("/proc/self/task").map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
