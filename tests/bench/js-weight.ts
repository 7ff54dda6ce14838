/**
 * The JavaScript part of `npm run bench`: what Chromium downloads for a post page, anonymous and
 * signed in (budgets 30 KB and 120 KB over the wire), with the heaviest files; then the same in each
 * of the interface's languages (the `lang` cookie), and what the strings of the six languages a reader
 * does not read cost in the islands (locale-strings.ts, decision 020).
 */
import { chromium, type Browser } from "@playwright/test";
import { LOCALES, LANG_COOKIE, type Locale } from "../../src/shared/locale.ts";
import { jsTransferred, type JsTransfer } from "../support/js-transfer.ts";
import { localeStringsTable, printLocaleStrings } from "./locale-strings.ts";
import { signUp } from "./support.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function print(label: string, budgetKb: number, weight: JsTransfer, origin: string) {
  console.log(`\n${label}: ${(weight.total / 1024).toFixed(1)} KB of JavaScript over the wire (budget ${budgetKb} KB)`);
  for (const f of [...weight.files].sort((a, b) => b.bytes - a.bytes).slice(0, 8))
    console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.url.replace(origin, "")}`);
}

/** A page's JavaScript for a reader of this language, anonymous or signed in with `token` (on a post, `likeBar`). */
async function weigh(browser: Browser, url: string, postUrl: string, locale: Locale, token?: string, likeBar = true) {
  const context = await browser.newContext();
  const { hostname } = new URL(url);
  const cookie = (name: string, value: string) => ({ name, value, domain: hostname, path: "/" });
  await context.addCookies([
    cookie(LANG_COOKIE, locale),
    ...(token ? [cookie("access_token", token), cookie("signed_in", "1")] : []),
  ]);
  const page = await context.newPage();
  // The like bar is the last island a signed-in reader's page mounts (its name is in their language).
  const settle =
    token && likeBar
      ? () => page.locator("[data-testid=like-count]").first().waitFor({ timeout: 15_000 })
      : async () => {};
  const weight = await jsTransferred(page, postUrl, settle);
  await context.close();
  return weight;
}

export async function readerJsTable(url: string) {
  const list = (await (await fetch(`${url}/api/post?limit=1`)).json()) as { data: { posts: { slug: string }[] } };
  const postUrl = `${url}/post/${list.data.posts[0]!.slug}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox"] });
  try {
    const token = await signUp(url, "Weighing", "Reader");
    print("Anonymous reader of a post", 30, await weigh(browser, url, postUrl, "en"), url);
    print(
      "Signed-in reader of a post (like bar, comments, bell, socket)",
      120,
      await weigh(browser, url, postUrl, "en", token),
      url,
    );
    // Each language's page names that language's copies of the scripts (decision 020): the figures
    // differ only by the strings of the language.
    console.log("\nPer language, bytes of JavaScript over the wire (post page budgets 30 KB and 120 KB):");
    console.log(
      `  ${"".padEnd(6)}${["home", "home signed in", "post", "post signed in"].map((h) => h.padStart(16)).join("")}`,
    );
    for (const locale of LOCALES) {
      const figures = [
        await weigh(browser, url, `${url}/`, locale),
        await weigh(browser, url, `${url}/`, locale, token, false),
        await weigh(browser, url, postUrl, locale),
        await weigh(browser, url, postUrl, locale, token),
      ];
      console.log(`  ${locale.padEnd(6)}${figures.map((f) => `${f.total}`.padStart(16)).join("")}`);
    }
  } finally {
    await browser.close();
  }
  printLocaleStrings(await localeStringsTable());
}
