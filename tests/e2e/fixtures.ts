/**
 * Playwright fixtures: every test fails on an unexpected console error or page error (a CSP
 * violation shows up there); `signIn` signs a context in through the real login API; `signUp`,
 * `newPerson` and `publish` make fresh accounts and stories through the API; `readMail` reads what
 * the e2e server's SMTP server received.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodedMail } from "../support/smtp.ts";
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

/** A message's body with its quoted-printable undone (the API suites' shared decoder), headers left out. */
export function mailBody(raw: string): string {
  const decoded = decodedMail({ raw });
  return decoded.slice(decoded.search(/\r?\n\r?\n/));
}

/**
 * Proves that `email` is the signed-in person's own, as a reader does by using a sign-in link: only
 * then does a one-step subscription send them stories (unproven addresses get a confirmation link).
 */
export async function proveAddress(context: BrowserContext, email: string): Promise<void> {
  await context.request.post("/api/user/auth/sign-in-link", { data: { email } });
  const token = /\/auth\/link\?token=([A-Za-z0-9_%-]+)/.exec(mailBody(await readMail(email, /auth\/link/)))![1]!;
  const used = await context.request.post("/api/user/auth/sign-in-link/verify", {
    data: { token: decodeURIComponent(token) },
  });
  expect(used.status()).toBe(200);
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;

export interface NewAccount {
  firstName: string;
  lastName: string;
  /** Chosen after signing in (so a first sign-in in the browser skips onboarding). */
  interests?: string[];
  /** Sign the context in (default true). */
  signIn?: boolean;
}

/** A fresh account through the real API, so journeys never disturb each other. */
export async function signUp(context: BrowserContext, account: NewAccount) {
  const email = uniqueEmail(account.firstName.toLowerCase());
  const password = `a passphrase for ${account.firstName}`;
  const res = await context.request.post("/api/user/auth/register", {
    data: { firstName: account.firstName, lastName: account.lastName, email, password },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (account.signIn !== false) await signIn(context, { email, password });
  if (account.interests?.length) {
    expect((await context.request.patch("/api/user/me", { data: { interests: account.interests } })).status()).toBe(
      200,
    );
  }
  return { email, password };
}

/** A person in a browser context of their own, signed in, with interests and an open page. */
export async function newPerson(
  browser: Browser,
  firstName: string,
  lastName = "Tester",
  interests = ["science", "writing", "history"],
) {
  const context = await browser.newContext();
  const credentials = await signUp(context, { firstName, lastName, interests });
  const me = (await (await context.request.get("/api/user")).json()).data as { _id: string; username: string };
  return { context, me, ...credentials, page: await context.newPage() };
}

/** Publishes a story as the context's user. */
export async function publish(context: BrowserContext, title: string, content = "Something worth discussing.") {
  const res = await context.request.post("/api/post/create", { data: { title, content } });
  expect(res.status()).toBe(201);
  return (await res.json()).data.post as { _id: string; slug: string; title: string };
}

/** The account menu's button (named by hidden text: its initials are decoration). */
export const accountMenu = (page: Page, name?: string) =>
  page.locator("summary").filter({ hasText: name ? `Account menu for ${name}` : /Account menu/ });

/** Holds back the script of the island `name` until the returned function is called (a slow phone). */
export async function lateScript(page: Page, name: string) {
  let release!: () => void;
  const late = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`${name}\\.[^/]*\\.js$`), async (route) => {
    await late;
    await route.continue();
  });
  return release;
}

/** A sonner toast with this text. */
export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; failOnConsoleErrors: void }>({
  /** Errors a test expects, e.g. the browser logging the 404 status of the notFound page itself. */
  allowedConsoleErrors: [[], { option: true }],
  /**
   * Every page of the test, not only the default one: pages of the test's context, and of every
   * context the test opens itself (`browser.newContext()`, `browser.newPage()`, `newPerson()`).
   */
  failOnConsoleErrors: [
    async ({ browser, context, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const watchPage = (page: Page) => {
        page.on("console", (msg) => {
          if (msg.type() !== "error") return;
          if (allowedConsoleErrors.some((re) => re.test(msg.text()))) return;
          errors.push(`${page.url()}: ${msg.text()}`);
        });
        page.on("pageerror", (err) => errors.push(`${page.url()}: ${err.message}`));
      };
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on("page", watchPage);
      };
      watchContext(context);
      // Playwright's Browser has no event for a new context: the worker's browser gets a wrapper of
      // its own for this test (browser.newPage uses it too), removed after.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const made = await newContext(...args);
        watchContext(made);
        return made;
      };
      try {
        await use();
      } finally {
        Reflect.deleteProperty(browser, "newContext");
      }
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
