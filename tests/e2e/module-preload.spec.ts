/**
 * Pages name in their head what their scripts will import (issue 36, build/module-preload.ts): the
 * layout's scripts' imports on every page, and on the editor's pages the writing screen's island and the
 * rich editor with Milkdown's chunk, fetched as the HTML arrives, not one level after another. Each link
 * names the copy the page then runs (a French writer's: the French copies), so nothing is fetched twice;
 * a reader's page names none of the editor's.
 */
import type { Page } from "@playwright/test";
import { expect, publish, signUp, test } from "./fixtures.ts";

const pathOf = (url: string) => new URL(url).pathname;
/**
 * The module preloads in the head of the page as served (the page's own scripts add more as they
 * import, which are not these).
 */
async function preloads(page: Page, address: string): Promise<string[]> {
  // Asked by the page itself: in its language (Accept-Language) and signed in, as its own address was.
  const html = await page.evaluate(async (url) => (await fetch(url)).text(), address);
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
}

test("the editor's page preloads its island and the rich editor's chunks, the copies it runs, each fetched once", async ({
  browser,
}) => {
  // A sign-up and the editor's first opening: on CI's loaded machine more than the default 30 s.
  test.slow();
  const context = await browser.newContext({ locale: "fr" });
  await signUp(context, { firstName: "Prune", lastName: "Chargée" });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (r) => {
    if (pathOf(r.url()).startsWith("/_astro/") && r.url().endsWith(".js")) requested.push(pathOf(r.url()));
  });
  await page.goto("/create-post");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByTestId("editor-body")).toBeVisible();

  const named = await preloads(page, "/create-post");
  // The island, as its component-url names it (the French copy).
  const island = await page.locator("astro-island[component-url*='/PostEditor.']").getAttribute("component-url");
  expect(island).toMatch(/\/PostEditor\.[\w-]+\.fr\.js$/);
  expect(named).toContain(island);
  const rich = named.find((p) => /\/RichEditor\.[\w-]+\.fr\.js$/.test(p));
  expect(rich, "the rich editor's chunk is preloaded").toBeTruthy();
  // Every chunk the rich editor imports (Milkdown's among them) is named too, as the same address.
  const body = await (await page.request.get(rich!)).text();
  const imports = [...body.matchAll(/from\s*["']\.\/([^"']+\.js)["']/g)].map((m) => `/_astro/${m[1]}`);
  expect(imports.length).toBeGreaterThan(0);
  for (const imported of imports) expect(named, `${imported} preloaded`).toContain(imported);
  // Each named chunk fetched once: the preload is the fetch the page's import then uses.
  for (const p of named)
    expect(
      requested.filter((r) => r === p),
      p,
    ).toHaveLength(1);
  await context.close();
});

test("a reader's story page preloads what its own scripts import, none of the editor's, each fetched once", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext();
  await signUp(context, { firstName: "Rita", lastName: "Reader" });
  const story = await publish(context, `Read without the editor ${Date.now()}`);
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (r) => {
    if (pathOf(r.url()).startsWith("/_astro/") && r.url().endsWith(".js")) requested.push(pathOf(r.url()));
  });
  await page.goto(`/post/${story.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("load");
  const named = await preloads(page, `/post/${story.slug}`);
  // The layout's scripts' imports (api among them), in English: the copies the scripts import.
  expect(named.some((p) => /\/api\.[\w-]+\.en\.js$/.test(p))).toBe(true);
  expect(named.filter((p) => /\/(PostEditor|RichEditor)\./.test(p))).toEqual([]);
  // Each one a script the page then uses, fetched once (a preload never used would be fetched for nothing,
  // one under another name twice).
  for (const p of named)
    expect(
      requested.filter((r) => r === p),
      p,
    ).toHaveLength(1);
  await context.close();
});
