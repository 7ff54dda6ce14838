/** Configuration errors and graceful shutdown of the real entry point (src/server/main.ts). */
import { once } from "node:events";
import http from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { createLogger } from "../../src/server/logger.ts";
import { ASTRO_ENTRY, startServer } from "../../src/server/start-server.ts";
import { insertUser, TEST_SECRET } from "../support/test-app.ts";
import { runMain } from "../support/run-main.ts";
import { tempDirs } from "../support/temp-dirs.ts";

/** Data folders, removed after the file. */
const tempDir = tempDirs();

describe("start-up", () => {
  it("stops with a message naming the variable when configuration is invalid", async () => {
    const run = runMain({ PORT: "not-a-port", DATABASE_URL: "mysql://nope" });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain("PORT");
    expect(run.output()).toContain("DATABASE_URL: must start with postgres://");
  });
});

describe("graceful shutdown", () => {
  it("on SIGTERM stops accepting, closes the database and exits 0", async () => {
    expect(existsSync(ASTRO_ENTRY)).toBe(true);
    const dataDir = tempDir("main");
    const run = runMain({
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? "",
    });
    const url = await run.listening();
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // Started without the C allocator's settings, the process started itself again with them, keeping its id.
    if (process.platform === "linux")
      expect(readFileSync(`/proc/${run.child.pid}/environ`, "utf8").split("\0")).toContain(
        "MALLOC_MMAP_THRESHOLD_=131072",
      );
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain("SIGTERM received");
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });

  it("lets a request that is in flight finish before closing", async () => {
    const dataDir = tempDir("drain");
    const running = await startServer(
      loadConfig({
        NODE_ENV: "test",
        PORT: "0",
        DATA_DIR: dataDir,
        AUTH_SECRET: TEST_SECRET,
        DATABASE_URL: process.env.DATABASE_URL ?? "",
      }),
      { pgliteDataDir: "memory://", logger: createLogger("silent") },
    );
    const { token } = await insertUser(running.app);
    const body = JSON.stringify({ settings: { theme: "neutral" } });
    const req = http.request(`${running.url}/api/user/me`, {
      method: "PATCH",
      headers: {
        "content-type": "application/json",
        "content-length": body.length,
        authorization: `Bearer ${token}`,
      },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on("response", (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode!, text }));
      });
      req.on("error", reject);
    });
    // Half the body now; once the server has the request, shutdown begins; then the rest.
    const inFlight = once(running.server, "request");
    req.write(body.slice(0, 10));
    await inFlight;
    const closed = running.close();
    expect(running.server.listening).toBe(false);
    req.end(body.slice(10));
    const result = await answer;
    await closed;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text).data.settings.theme).toBe("neutral");
  });
});
