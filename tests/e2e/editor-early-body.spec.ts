/**
 * The story's body is editable at the first paint of /edit-post (issue 36's open: the caret blinks
 * before the editor's scripts ran): what the writer types there, wherever they put the caret, is done
 * again in the rich editor when it takes over, and saved; nothing goes into a copy that is thrown away.
 */
import type { BrowserContext } from "@playwright/test";
import { AxeBuilder } from "./axe.ts";
import { expect, lateScript, signUp, test } from "./fixtures.ts";

const writer = (context: BrowserContext) =>
  signUp(context, { firstName: "Erin", lastName: "Early", interests: ["writing"] });

async function draft(context: BrowserContext, title: string, content: string) {
  const res = await context.request.post("/api/post/draft", { data: { title, content } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.post as { _id: string };
}

const STORY = [
  "## A heading",
  "The first paragraph, with **strong** words.",
  "- one item\n- two items",
  "The second paragraph ends here.",
  "The last paragraph.",
].join("\n\n");

test("keys typed before the editor's code arrived go where the caret was, as the editor's own keys", async ({
  page,
  context,
}) => {
  await writer(context);
  const post = await draft(context, "Opened early", `${STORY}\n`);
  const release = await lateScript(page, "RichEditor");
  await page.goto(`/edit-post?id=${post._id}`);
  const early = page.getByTestId("early-body");
  // The caret is in the story from the first paint.
  await expect(early).toBeFocused();
  await expect(early.getByRole("heading", { name: "A heading" })).toBeVisible();
  await expect(page.getByTestId("editor-body")).toBeHidden();
  // The body standing in for the editor is a labelled text box axe finds nothing serious in.
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(violations).toEqual([]);

  // At the end of the second paragraph (a click, then End), then in the list, then at the very end.
  await early.getByText("The second paragraph ends here.").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Added early.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("## Made a heading");
  await early.getByText("two items").click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("three");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("e items");
  // Nothing typed went into the page's copy, and the status does not say it is saved.
  await expect(early).not.toContainText("Added early");
  await expect(page.getByTestId("save-state")).toHaveText("Opening the editor…");

  release();
  const body = page.getByTestId("editor-body");
  await expect(body).toBeVisible();
  await expect(early).toHaveCount(0);
  await expect(body).toBeFocused();
  await expect(body.locator("li")).toHaveText(["one item", "two items", "three items"]);
  await expect(body.getByRole("heading", { name: "Made a heading" })).toBeVisible();
  // The caret stayed where the writer left it: the next key goes on after "three items".
  await page.keyboard.type(", typed later");
  await expect(body.locator("li").last()).toHaveText("three items, typed later");

  await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 20_000 });
  const saved = ((await (await context.request.get(`/api/post/${post._id}`)).json()).data.post as { content: string })
    .content;
  expect(saved).toBe(
    [
      "## A heading",
      "The first paragraph, with **strong** words.",
      "- one item\n- two items\n- three items, typed later",
      "The second paragraph ends here. Added early.",
      "## Made a heading",
      "The last paragraph.",
    ].join("\n\n") + "\n",
  );
});

test("the story opens where it was sent: the editor takes the body's place without moving it", async ({
  page,
  context,
}) => {
  await writer(context);
  const post = await draft(context, "Steady", `${STORY}\n`);
  const release = await lateScript(page, "RichEditor");
  await page.goto(`/edit-post?id=${post._id}`);
  const early = page.getByTestId("early-body");
  await expect(page.locator("#post-title")).toHaveValue("Steady");
  const before = (await early.boundingBox())!;
  release();
  const body = page.getByTestId("editor-body");
  await expect(body).toBeVisible();
  const after = (await body.boundingBox())!;
  expect(Math.abs(after.y - before.y)).toBeLessThan(2);
  expect(Math.abs(after.x - before.x)).toBeLessThan(2);
  // Nothing typed: the story is as it was, not saved again.
  await expect(body).toBeFocused();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  const saved = ((await (await context.request.get(`/api/post/${post._id}`)).json()).data.post as { content: string })
    .content;
  expect(saved).toBe(`${STORY}\n`);
});

test("on a touch screen the story shows, not editable, until the editor takes its place; a Markdown writer gets no copy", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await writer(context);
  const post = await draft(context, "On a phone", `${STORY}\n`);
  const page = await context.newPage();
  let release = await lateScript(page, "RichEditor");
  await page.goto(`/edit-post?id=${post._id}`);
  const early = page.getByTestId("early-body");
  // A phone's keyboard composes text, which the page could not hold back: nothing to type into yet.
  await expect(early.getByRole("heading", { name: "A heading" })).toBeVisible();
  await expect(early).not.toHaveAttribute("contenteditable");
  await expect(early).not.toBeFocused();
  const before = (await early.boundingBox())!;
  release();
  const body = page.getByTestId("editor-body");
  await expect(body).toBeVisible();
  expect(Math.abs((await body.boundingBox())!.y - before.y)).toBeLessThan(2);

  // A writer who uses the Markdown view: the story's HTML is hidden from the start, their view opens.
  await page.getByRole("switch", { name: "Markdown" }).click();
  await expect(page.locator(".cm-content")).toContainText("## A heading");
  release = await lateScript(page, "RichEditor");
  await page.goto(`/edit-post?id=${post._id}`);
  await expect(page.getByTestId("early-body")).toBeHidden();
  await expect(page.locator(".cm-content")).toContainText("## A heading");
  release();
  await context.close();
});

test("a word deleted, a cut, a spelling suggestion and a drop made early are done again where they were", async ({
  page,
  context,
}) => {
  await writer(context);
  const post = await draft(context, "Early edits", `${STORY}\n`);
  const release = await lateScript(page, "RichEditor");
  await page.goto(`/edit-post?id=${post._id}`);
  const early = page.getByTestId("early-body");
  await expect(early).toBeFocused();

  // Ctrl+Backspace takes the word just typed, which the page's copy never held.
  await early.getByText("The last paragraph.").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Some extra words");
  await page.keyboard.press("Control+Backspace");
  await page.keyboard.type("text");

  // A cut puts the selection on the clipboard and takes it out.
  await page.evaluate(() => {
    document.addEventListener("cut", (e) => {
      (window as unknown as { cutText: string }).cutText = e.clipboardData?.getData("text/plain") ?? "";
    });
    const body = document.querySelector('[data-testid="early-body"]')!;
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const at = node.data.indexOf("first ");
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + "first ".length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return;
    }
  });
  await page.keyboard.press("Control+x");
  expect(await page.evaluate(() => (window as unknown as { cutText: string }).cutText)).toBe("first ");

  // A spelling suggestion replaces the word it was for (the browser names it), not text at the caret.
  await page.evaluate(() => {
    const body = document.querySelector('[data-testid="early-body"]')!;
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const at = node.data.indexOf("second");
      if (at < 0) continue;
      const word = new StaticRange({ startContainer: node, startOffset: at, endContainer: node, endOffset: at + 6 });
      const event = new InputEvent("beforeinput", {
        inputType: "insertReplacementText",
        data: "2nd",
        targetRanges: [word],
        bubbles: true,
        cancelable: true,
      });
      body.dispatchEvent(event);
      return;
    }
  });

  // A drop lands where it fell (the end of the heading), not at the selection.
  await page.evaluate(() => {
    const body = document.querySelector('[data-testid="early-body"]')!;
    const heading = body.querySelector("h2")!.getBoundingClientRect();
    const data = new DataTransfer();
    data.setData("text/plain", "!");
    body.dispatchEvent(
      new DragEvent("drop", {
        dataTransfer: data,
        clientX: heading.right - 4,
        clientY: heading.top + heading.height / 2,
        bubbles: true,
        cancelable: true,
      }),
    );
  });
  await expect(early).not.toContainText("extra");
  await expect(early).toContainText("The first paragraph");

  release();
  const body = page.getByTestId("editor-body");
  await expect(body).toBeVisible();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 20_000 });
  const saved = ((await (await context.request.get(`/api/post/${post._id}`)).json()).data.post as { content: string })
    .content;
  expect(saved).toBe(
    [
      "## A heading!",
      "The paragraph, with **strong** words.",
      "- one item\n- two items",
      "The 2nd paragraph ends here.",
      "The last paragraph. Some extra text",
    ].join("\n\n") + "\n",
  );
});
