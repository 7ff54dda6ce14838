/**
 * Live co-editing (decision 018) in two browsers of one writer: both type into one paragraph at once
 * and end with the same text holding both inputs, each sees the other's named caret; one goes
 * offline, both edit, it comes back and both texts are there in both.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, newPerson, signIn, test } from "./fixtures.ts";

async function twoEditors(browser: Browser) {
  const a = await newPerson(browser, "Cora", "Shared");
  const res = await a.context.request.post("/api/post/draft", {
    data: { title: "Written together", content: "Start." },
  });
  expect(res.status()).toBeLessThan(300);
  const id = ((await res.json()).data.post as { _id: string })._id;
  const bContext = await browser.newContext();
  await signIn(bContext, { email: a.email, password: a.password });
  const b = await bContext.newPage();
  for (const page of [a.page, b]) {
    await page.goto(`/edit-post?id=${id}`);
    await expect(page.getByLabel("Story")).toContainText("Start.");
  }
  // Both in the room: each lists two people.
  for (const page of [a.page, b]) await expect(page.getByTestId("coedit-people").locator("li")).toHaveCount(2);
  return { a: a.page, b, bContext, aContext: a.context };
}

const paragraph = (page: Page) => page.getByLabel("Story").locator("p").first();
async function typeAtEnd(page: Page, text: string) {
  await paragraph(page).click();
  await page.keyboard.press("End");
  await page.keyboard.type(text, { delay: 20 });
}

test("two browsers typing into one paragraph end with the same text holding both", async ({ browser }) => {
  test.slow();
  const { a, b, aContext, bContext } = await twoEditors(browser);
  await Promise.all([typeAtEnd(a, " alpha"), typeAtEnd(b, " beta")]);
  for (const page of [a, b]) {
    await expect(paragraph(page)).toContainText("alpha");
    await expect(paragraph(page)).toContainText("beta");
  }
  await expect.poll(async () => (await paragraph(a).textContent()) === (await paragraph(b).textContent())).toBe(true);
  // Each sees the other's caret, named.
  await expect(a.locator(".ProseMirror-yjs-cursor")).toContainText("Cora Shared");
  await expect(b.locator(".ProseMirror-yjs-cursor")).toContainText("Cora Shared");
  await aContext.close();
  await bContext.close();
});

test("edits made offline in one browser merge when it comes back", async ({ browser }) => {
  test.slow();
  const { a, b, aContext, bContext } = await twoEditors(browser);
  await bContext.setOffline(true);
  await typeAtEnd(a, " online");
  await typeAtEnd(b, " offline");
  await bContext.setOffline(false);
  for (const page of [a, b]) {
    await expect(paragraph(page)).toContainText("online");
    await expect(paragraph(page)).toContainText("offline");
  }
  await expect.poll(async () => (await paragraph(a).textContent()) === (await paragraph(b).textContent())).toBe(true);
  await aContext.close();
  await bContext.close();
});
