/**
 * What a server process loads only when first needed (issue 38, memory): Fedify and its vocabulary
 * (some 70 MB) with the first ActivityPub request, and never, in a running site, the build's bundler
 * (Rolldown), the development log formatter (pino-pretty) or Node's TypeScript stripper (the server's
 * build is JavaScript). The real entry point, as a site runs it.
 */
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runMain } from "../support/run-main.ts";
import { tempDirs } from "../support/temp-dirs.ts";
import { eventually } from "../support/eventually.ts";

const HOOK = path.resolve(import.meta.dirname, "../support/report-module-loads.mjs");
const tempDir = tempDirs();

// Which modules a process loads does not depend on the database engine: run in the embedded pass only.
describe.skipIf(!!process.env.DATABASE_URL)("modules loaded when first needed", () => {
  it("loads Fedify with the first ActivityPub request, not at start or for readers' pages", async () => {
    const run = runMain(
      {
        NODE_ENV: "production",
        PORT: "0",
        DATA_DIR: tempDir("lazy-modules"),
        RATE_LIMITS: "off",
        WEB_CONCURRENCY: "1",
        REPORT_LOADS: "@fedify/fedify,@fedify/vocab,rolldown,pino-pretty",
      },
      undefined,
      ["--import", HOOK],
    );
    onTestFinished(() => void run.child.kill("SIGKILL"));
    const url = await run.listening();
    for (const page of ["/", "/help", "/api/post?limit=5", "/rss.xml"]) {
      expect((await fetch(url + page)).status, page).toBe(200);
    }
    expect(run.output()).not.toContain("module loaded:");

    const nodeinfo = await fetch(`${url}/.well-known/nodeinfo`);
    expect(nodeinfo.status).toBe(200);
    expect(((await nodeinfo.json()) as { links: unknown[] }).links.length).toBeGreaterThan(0);
    await eventually(
      () => Promise.resolve(run.output()),
      (out) => out.includes("module loaded: @fedify/fedify") && out.includes("module loaded: @fedify/vocab"),
    );
    expect(run.output()).not.toMatch(/module loaded: (rolldown|pino-pretty)/);

    // The build is JavaScript: the process never loaded Node's TypeScript stripper (17 MB).
    run.child.kill("SIGTERM");
    await run.exited;
    expect(run.output()).toContain("typescript stripper loaded: no");
  });
});
