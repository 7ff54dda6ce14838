/**
 * Where the writer's caret goes in the rich editor (issue 36): a click below or beside a picture
 * goes on after it, and on a phone the formatting bar pinned to the bottom never covers the line
 * or card being edited.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

const writer = (context: BrowserContext) =>
  signUp(context, { firstName: "Carla", lastName: "Caret", interests: ["writing"] });

async function draft(context: BrowserContext, title: string, content: string) {
  const res = await context.request.post("/api/post/draft", { data: { title, content } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.post as { _id: string };
}

/** The story's Markdown as the server holds it, once the editor says it is saved. */
async function savedContent(page: Page, context: BrowserContext, id: string) {
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 20_000 });
  return ((await (await context.request.get(`/api/post/${id}`)).json()).data.post as { content: string }).content;
}

const WIDE = "![Hills at dusk](/favicon.svg#wide)";

test("a click below a wide picture ending the story puts the caret after it, and the words typed go there", async ({
  page,
  context,
}) => {
  await writer(context);
  const post = await draft(context, "Ends with a picture", `Opening words.\n\n${WIDE}\n`);
  await page.goto(`/edit-post?id=${post._id}`);
  const body = page.getByLabel("Story");
  const img = body.locator(".rich-figure img");
  await expect(img).toBeVisible();
  // The picture's foot in sight, with room under it.
  await img.evaluate((el) => {
    el.scrollIntoView({ block: "end" });
    window.scrollBy(0, 150);
  });
  const picture = (await img.boundingBox())!;
  const story = (await body.boundingBox())!;
  // Below the picture, still on the editor's page (its padding or the room left under the story).
  const y = Math.min(picture.y + picture.height + 10, story.y + story.height - 4);
  expect(y).toBeGreaterThan(picture.y + picture.height);
  await page.mouse.click(picture.x + picture.width / 2, y);
  await expect(body).toBeFocused();
  await page.keyboard.type("Words after the picture.");
  await expect(body.locator(":scope > p").last()).toHaveText("Words after the picture.");
  expect(await savedContent(page, context, post._id)).toBe(`Opening words.\n\n${WIDE}\n\nWords after the picture.\n`);
});
