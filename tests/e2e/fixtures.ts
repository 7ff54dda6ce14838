/**
 * Playwright fixtures: every test fails on an unexpected console error or page error (a CSP
 * violation shows up there); `signIn` signs a context in through the real login API; `readMail`
 * reads what the e2e server's SMTP server received.
 */
import { test as base, expect, type BrowserContext } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E_MAIL_DIR, E2E_PASSWORD, FIXTURE_USERS, type FixtureName } from "./env.ts";

export async function signIn(
  context: BrowserContext,
  who: FixtureName | { email: string; password: string },
): Promise<void> {
  const creds = typeof who === "string" ? { email: FIXTURE_USERS[who].email, password: E2E_PASSWORD } : who;
  const res = await context.request.post("/api/user/auth/login", { data: creds });
  expect(res.status(), await res.text()).toBe(200);
}

/** The newest message to `address` that matches, waiting for it (mail goes out in the background). */
export async function readMail(address: string, matching: RegExp = /./): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(E2E_MAIL_DIR)) return false;
        const files = readdirSync(E2E_MAIL_DIR)
          .filter((f) => f.endsWith(`-${address}.eml`))
          .sort()
          .reverse();
        found = files.map((f) => readFileSync(path.join(E2E_MAIL_DIR, f), "utf8")).find((m) => matching.test(m));
        return !!found;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; failOnConsoleErrors: void }>({
  /** Errors a test expects, e.g. the browser logging the 404 status of the notFound page itself. */
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        if (allowedConsoleErrors.some((re) => re.test(msg.text()))) return;
        errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use();
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
