import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL } from "./tests/e2e/env.ts";

/** Debian's Chromium; Playwright cannot download its own browser on these machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // In CI (two cores, two browsers, the app and its database on one machine) a journey that fails once
  // under load runs once more; npm test's summary lists every test that needed it, with its first error,
  // so a flaky test stays visible. A test that fails twice fails the run. Locally: no retry.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // The same Node that runs Playwright (Node 24 under npm scripts), for type stripping.
    command: `"${process.execPath}" tests/e2e/server.ts`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
