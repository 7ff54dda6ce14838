import { stripVTControlCharacters } from "node:util";

/**
 * Why a step failed when no test did: Vitest exits 1 on an error caught outside any test (an unhandled
 * rejection, an uncaught exception, a worker that died), which its JSON report does not hold. For each
 * such error (three at most): its kind, its message, where it was thrown, and the file and test it came
 * during. With none in the log, its last lines.
 */
export function unblamedFailure(log: string): string {
  const lines = stripVTControlCharacters(log)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const header = /^⎯+\s*(Unhandled Rejection|Uncaught Exception|Unhandled Error)\s*⎯+$/;
  const errors: string[] = [];
  for (let i = 0; i < lines.length && errors.length < 3; i++) {
    const kind = header.exec(lines[i]!)?.[1];
    if (!kind) continue;
    const body = lines.slice(i + 1, lines.findIndex((l, j) => j > i && /^⎯+/.test(l)) >>> 0);
    const message = body.slice(0, body.findIndex((l) => l.startsWith("❯")) >>> 0).slice(0, 3);
    const thrownAt = body.find((l) => l.startsWith("❯"));
    const origin = body.filter((l) => /^(This error originated in|The last test to run before)/.test(l));
    errors.push(
      [kind, ...message, thrownAt, ...origin.map((l) => l.replace(/\. (It doesn't|This means).*/, "."))]
        .filter(Boolean)
        .join(" | "),
    );
  }
  return (errors.length ? errors.join(" || ") : lines.slice(-8).join(" | ")).slice(0, 1500);
}
