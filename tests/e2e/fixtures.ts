/**
 * Playwright fixtures: every test fails on an unexpected console error or page error (a CSP
 * violation shows up there), and `signIn` gives a context the session cookie login sets.
 */
import { test as base, expect, type BrowserContext } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { createTokenKit } from "../../src/server/auth/tokens.ts";
import { E2E_BASE_URL, E2E_SECRET, FIXTURE_USERS, type FixtureName } from "./env.ts";

const tokens = createTokenKit(E2E_SECRET, "inkwell");

export async function signIn(context: BrowserContext, who: FixtureName): Promise<void> {
  const user = FIXTURE_USERS[who];
  const token = await tokens.signAccess({
    userId: user.id,
    version: 0,
    sessionId: randomUUID(),
  });
  await context.addCookies([
    {
      name: "access_token",
      value: token,
      url: E2E_BASE_URL,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  failOnConsoleErrors: void;
}>({
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
