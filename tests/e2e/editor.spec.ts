/**
 * The rich editor as writers use it: a story built by keyboard alone (Markdown shortcuts, the slash
 * menu, formatting keys) stores the Markdown readers' pages are made from; the Markdown switch keeps
 * the text both ways; at phone size the action bar stays one row and the formatting bar in reach;
 * axe finds nothing serious in either editor.
 */
import { AxeBuilder } from "./axe.ts";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

const writer = (context: BrowserContext) =>
  signUp(context, { firstName: "Rhea", lastName: "Rich", interests: ["writing"] });

async function savedContent(page: Page, context: BrowserContext) {
  await expect(page).toHaveURL(/\/edit-post\?id=/, { timeout: 20_000 });
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get("id")!;
  return ((await (await context.request.get(`/api/post/${id}`)).json()).data.post as { content: string }).content;
}

test("a story built by keyboard alone is stored as the Markdown readers' pages are made from", async ({
  page,
  context,
}) => {
  test.slow();
  await writer(context);
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill("Built by keys");
  await page.keyboard.press("Tab"); // subtitle
  await page.getByLabel("Story").focus();
  await page.keyboard.type("Words with ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("weight");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" and **stars**.");
  await page.keyboard.press("Enter");
  // The slash menu: filtered by what follows the slash, chosen with the arrows and Enter.
  await page.keyboard.type("/head");
  const menu = page.getByRole("listbox", { name: "Insert a block" });
  await expect(menu.getByRole("option")).toHaveText([/^Heading/, /^Subheading/]);
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("option", { selected: true })).toHaveText(/^Subheading/);
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
  await page.keyboard.type("A part");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- first");
  await page.keyboard.press("Enter");
  await page.keyboard.type("second");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("/code");
  await page.keyboard.press("Enter");
  await page.keyboard.type("let x = 1;");

  const body = page.getByLabel("Story");
  await expect(body.locator("strong")).toHaveText(["weight", "stars"]);
  await expect(body.locator("h3")).toHaveText("A part");
  await expect(body.locator("li")).toHaveText(["first", "second"]);
  await expect(body.locator("pre")).toHaveText("let x = 1;");
  expect(await savedContent(page, context)).toBe(
    "Words with **weight** and **stars**.\n\n### A part\n\n- first\n- second\n\n```\nlet x = 1;\n```\n",
  );

  // The Markdown view shows the same text, and coming back loses nothing.
  await page.getByRole("switch", { name: "Markdown" }).click();
  await expect(page.locator(".cm-content")).toContainText("### A part");
  await page.getByRole("switch", { name: "Markdown" }).click();
  await expect(page.getByLabel("Story").locator("h3")).toHaveText("A part");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/post\/built-by-keys/);
  const story = page.locator(".prose-post");
  await expect(story.locator("h3")).toHaveText(/A part/);
  await expect(story.locator("li")).toHaveText(["first", "second"]);
  await expect(story.locator("strong")).toHaveText(["weight", "stars"]);
});

test("on a phone the action bar stays one row and the formatting bar sits in reach while typing", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await writer(context);
  await page.goto("/create-post");
  const actions = page.getByTestId("editor-actions");
  const before = await actions.boundingBox();
  await page.getByLabel("Title", { exact: true }).fill("Phone story");
  await page.getByLabel("Story").tap();
  await page.keyboard.type("Typed on a phone.");
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await expect(toolbar).toBeInViewport();
  await expect(page.getByRole("button", { name: "Publish" })).toBeInViewport();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 20_000 });
  const after = await actions.boundingBox();
  // The save status changed ("Nothing to save yet" -> "Unsaved…" -> "Saving…" -> saved) without the bar growing.
  expect(after?.height).toBe(before?.height);
  await context.close();
});

for (const markdown of [false, true]) {
  test(`the ${markdown ? "Markdown" : "rich"} editor has no serious axe violations in the dark theme`, async ({
    page,
    context,
  }) => {
    await writer(context);
    expect((await context.request.patch("/api/user/me", { data: { settings: { theme: "dark" } } })).status()).toBe(200);
    await page.goto("/create-post");
    if (markdown) await page.getByRole("switch", { name: "Markdown" }).click();
    await page.getByLabel("Story").click();
    await page.keyboard.type("Some words to check.");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });
}

test("the Markdown switch keeps the place in the text, both ways", async ({ page, context }) => {
  test.slow();
  await writer(context);
  await page.goto("/create-post");
  const body = page.getByLabel("Story");
  await body.click();
  await page.keyboard.type("First paragraph.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Second paragraph here.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Third.");
  // The caret after "Second " in the rich editor…
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Home");
  for (let i = 0; i < "Second ".length; i++) await page.keyboard.press("ArrowRight");
  await page.getByRole("switch", { name: "Markdown" }).click();
  // …is there in the Markdown view,
  const source = page.locator(".cm-content");
  await source.focus();
  await page.keyboard.type("X");
  await expect(source).toContainText("Second Xparagraph here.");
  // and where it was in the Markdown view is where the rich editor opens.
  await page.getByRole("switch", { name: "Markdown" }).click();
  await body.focus();
  await expect
    .poll(() => page.evaluate(() => document.getSelection()?.anchorNode?.textContent ?? ""))
    .toContain("Second X");
  await page.keyboard.type("Y");
  await expect(body.locator("p").nth(1)).toHaveText("Second XYparagraph here.");
});

test("the edit page carries the story's Markdown but not its rendered body, and the editor keeps the Markdown", async ({
  page,
  context,
}) => {
  await writer(context);
  const content = "Some **weighty** words.\n\n## A part\n\n- one\n- two\n";
  const made = await context.request.post("/api/post/draft", { data: { title: "Carried", content } });
  const id = ((await made.json()) as { data: { post: { _id: string } } }).data.post._id;
  // The page's HTML: the Markdown is in the editor's props; the body as readers see it is not (it only
  // made a long story's page twice as heavy, all of it parsed before the editor opened).
  const html = await (await context.request.get(`/edit-post?id=${id}`)).text();
  expect(html).toContain("Some **weighty** words.");
  expect(html).not.toContain("&lt;strong&gt;weighty");
  await page.goto(`/edit-post?id=${id}`);
  const body = page.getByLabel("Story");
  await expect(body.locator("strong")).toHaveText("weighty");
  await expect(body.locator("h2")).toHaveText("A part");
  await body.locator("li").last().click();
  await page.keyboard.press("End");
  await page.keyboard.type(" more");
  await page.getByLabel("Title", { exact: true }).click();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 20_000 });
  const saved = (await (await context.request.get(`/api/post/${id}`)).json()) as {
    data: { post: { content: string } };
  };
  expect(saved.data.post.content).toBe(content.replace("- two\n", "- two more\n"));
});
