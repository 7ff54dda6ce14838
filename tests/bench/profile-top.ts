/**
 * `node tests/bench/profile-top.ts <file.cpuprofile> [n]`: the n (default 25) functions a V8 CPU
 * profile spent most of its own time in, and the share of time per package (node_modules/<name>) or
 * part of our code, so a bench's profile reads without a browser's devtools. With PROFILE_LAST_S set,
 * only the profile's last that many seconds count (a bench's load window, without the start-up).
 */
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const [file, n = "25"] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-top.ts <file.cpuprofile> [n]");
const profile = JSON.parse(readFileSync(file, "utf8")) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
const stamps: number[] = [];
profile.timeDeltas.reduce((at, delta, i) => (stamps[i] = at + delta), 0);
const from = (stamps.at(-1) ?? 0) - Number(process.env.PROFILE_LAST_S ?? Infinity) * 1e6;
profile.samples.forEach((id, i) => {
  if (stamps[i]! >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = (name: string) => name === "(idle)" || name === "(program)" || name === "(garbage collector)";

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const ours = /\/(src\/[^/]+\/[^/]+|dist\/[^/]+)/.exec(url)?.[1];
  return ours ?? (url.startsWith("node:") ? "node core" : url || "(native)");
};
const fns = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const name = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
  fns.set(name, (fns.get(name) ?? 0) + us);
  const place = idle(functionName) ? functionName : where(url);
  places.set(place, (places.get(place) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1)}%`;
const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k);
console.log(`total ${(total / 1e6).toFixed(1)} s sampled`);
console.log("\nself time by place:");
for (const [place, us] of top(places, 15)) console.log(`  ${pct(us).padStart(6)}  ${place}`);
console.log("\nself time by function:");
for (const [name, us] of top(fns, Number(n))) console.log(`  ${pct(us).padStart(6)}  ${name}`);
