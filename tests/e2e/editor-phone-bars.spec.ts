/**
 * The editor's bars on a phone (issue 36): the action bar shows the whole save status and keeps its
 * height and its controls in place while the status changes; the bars pinned at the top never cover
 * the caret when the writer goes up through a long story.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

const SHOTS = process.env.E2E_SCREENSHOTS ?? "";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

async function phoneWithDraft(browser: Browser, lastName: string, content: string, device: object = PHONE) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await signUp(context, { firstName: "Pia", lastName, interests: ["writing"] });
  const res = await context.request.post("/api/post/draft", { data: { title: "On a phone", content } });
  expect(res.status()).toBe(200);
  const id = ((await res.json()).data.post as { _id: string })._id;
  await page.goto(`/edit-post?id=${id}`);
  return { context, page };
}

/** The save status as the writer sees it: its text not cut, and where the bar and its controls are. */
async function actionBar(page: Page) {
  const status = page.getByTestId("save-state");
  const clipped = await status.evaluate((el) => {
    // Cut short by the element or by the bar (text running out of either).
    const own = el.scrollWidth > el.clientWidth;
    const bar = el.closest("[data-testid=editor-actions]")!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return own || box.left < bar.left || box.right > bar.right;
  });
  const bar = (await page.getByTestId("editor-actions").boundingBox())!;
  const publish = (await page.getByRole("button", { name: "Publish" }).boundingBox())!;
  return { text: await status.textContent(), clipped, height: bar.height, publish: { x: publish.x, y: publish.y } };
}

test("on a phone the action bar shows the whole save status and keeps its height and controls while saving", async ({
  browser,
}) => {
  const { context, page } = await phoneWithDraft(browser, "Status", "A story begun.");
  const body = page.getByLabel("Story");
  await expect(body).toContainText("A story begun.");
  const status = page.getByTestId("save-state");
  await expect(status).toHaveText("All changes saved");
  const saved = await actionBar(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-390-status-saved.png` });
  expect(saved.clipped).toBe(false);

  // The next save is held on its way: the status says so while it waits.
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route("**/api/post/draft", async (route) => {
    await held;
    await route.continue();
  });
  await body.tap();
  await page.keyboard.press("End");
  await page.keyboard.type(" More words.");
  await expect(status).toHaveText("Saving…", { timeout: 15_000 });
  const saving = await actionBar(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-390-status-saving.png` });
  expect(saving.clipped).toBe(false);
  letGo();
  await expect(status).toHaveText("All changes saved", { timeout: 15_000 });
  const again = await actionBar(page);
  expect(again.clipped).toBe(false);
  expect(saving.height).toBe(saved.height);
  expect(again.height).toBe(saved.height);
  expect(saving.publish).toEqual(saved.publish);
  expect(again.publish).toEqual(saved.publish);
  await context.close();
});

/** The lowest edge of the bars pinned at the window's top: the site's bar and the editor's action bar. */
const topCover = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      ...[document.querySelector("header[data-chrome]")!, document.querySelector("[data-testid=editor-actions]")!].map(
        (el) => el.getBoundingClientRect().bottom,
      ),
    ),
  );
const caretTop = (page: Page) =>
  page.evaluate(() => {
    const range = window.getSelection()!.getRangeAt(0);
    const rect = range.getClientRects()[0] ?? range.getBoundingClientRect();
    return rect.top;
  });

/**
 * Goes up a 40-line story from its end by ArrowUp: each move between two lines of text is the
 * browser's own (ProseMirror scrolls after it only when it reads the move within 50 ms, which a loaded
 * machine misses), and the caret comes to rest below the bars every time.
 */
async function goUpThroughLongStory(browser: Browser, lastName: string, device: object, shot: string) {
  const lines = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of a long story.`);
  const { context, page } = await phoneWithDraft(browser, lastName, lines.join("\n\n"), device);
  const body = page.getByLabel("Story");
  await expect(body.locator("p").last()).toHaveText("Line 40 of a long story.");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = body.locator("p").last();
  await (device === PHONE ? last.tap() : last.click());
  await page.keyboard.press("End");
  const caretIn = () => page.evaluate(() => window.getSelection()?.anchorNode?.textContent ?? "");
  await expect.poll(caretIn).toBe(lines[39]);
  const cover = await topCover(page);
  expect(cover).toBeGreaterThan(64);
  for (let i = 1; i < 40; i++) {
    await page.keyboard.press("ArrowUp");
    await expect.poll(caretIn).toBe(lines[39 - i]);
    // The bars stay pinned where they were, and the caret comes to rest below them.
    expect(await topCover(page)).toBe(cover);
    await expect.poll(() => caretTop(page), { message: `the caret on line ${40 - i}` }).toBeGreaterThanOrEqual(cover);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}.png` });
  await context.close();
}

test("on a phone going up through a long story by keyboard keeps the caret below the bars pinned at the top", async ({
  browser,
}) => {
  test.slow();
  await goUpThroughLongStory(browser, "Upward", PHONE, "editor-390-caret-at-top");
});

test("on a desktop going up through a long story by keyboard keeps the caret below the bars pinned at the top", async ({
  browser,
}) => {
  test.slow();
  await goUpThroughLongStory(browser, "Upwards", DESKTOP, "editor-desktop-caret-at-top");
});
