/**
 * The editor's bars on a phone (issue 36): the action bar shows the whole save status and keeps its
 * height and its controls in place while the status changes.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

const SHOTS = process.env.E2E_SCREENSHOTS ?? "";

async function phoneWithDraft(browser: Browser, lastName: string, content: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
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
