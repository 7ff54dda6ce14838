/**
 * The JavaScript part of `npm run bench`: what Chromium downloads for a post page, anonymous and
 * signed in (budgets 30 KB and 120 KB over the wire), with the heaviest files.
 */
import { chromium } from "@playwright/test";
import { jsTransferred, type JsTransfer } from "../support/js-transfer.ts";
import { signUp } from "./support.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function print(label: string, budgetKb: number, weight: JsTransfer, origin: string) {
  console.log(`\n${label}: ${(weight.total / 1024).toFixed(1)} KB of JavaScript over the wire (budget ${budgetKb} KB)`);
  for (const f of [...weight.files].sort((a, b) => b.bytes - a.bytes).slice(0, 8))
    console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.url.replace(origin, "")}`);
}

export async function readerJsTable(url: string) {
  const list = (await (await fetch(`${url}/api/post?limit=1`)).json()) as { data: { posts: { slug: string }[] } };
  const postUrl = `${url}/post/${list.data.posts[0]!.slug}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox"] });
  try {
    const anonymous = await browser.newContext();
    print(
      "Anonymous reader of a post",
      30,
      await jsTransferred(await anonymous.newPage(), postUrl, async () => {}),
      url,
    );
    const reader = await browser.newContext();
    const token = await signUp(url, "Weighing", "Reader");
    const { hostname } = new URL(url);
    await reader.addCookies([
      { name: "access_token", value: token, domain: hostname, path: "/" },
      { name: "signed_in", value: "1", domain: hostname, path: "/" },
    ]);
    const page = await reader.newPage();
    const weight = await jsTransferred(page, postUrl, () =>
      page.getByRole("button", { name: /Like/ }).waitFor({ timeout: 15_000 }),
    );
    print("Signed-in reader of a post (like bar, comments, bell, socket)", 120, weight, url);
  } finally {
    await browser.close();
  }
}
