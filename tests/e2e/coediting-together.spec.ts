/**
 * Two co-authors with the same story open in the rich editor (decision 018): on a published story,
 * each one's Update lands and the story then holds both people's words (the second no longer fails on
 * the version the first moved on); on a draft, tags one of them adds show in the other's settings at
 * once, and the other's autosave of the body does not take them back.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, newPerson, test } from "./fixtures.ts";

async function coauthors(browser: Browser, content: string, status: "draft" | "published") {
  const owner = await newPerson(browser, "Ada", "Owner");
  const guest = await newPerson(browser, "Ben", "Coauthor");
  const made = await owner.context.request.post("/api/post/draft", {
    data: { title: `Together ${Date.now()}`, content },
  });
  const id = ((await made.json()).data.post as { _id: string })._id;
  expect(
    (await owner.context.request.post(`/api/post/${id}/coauthors`, { data: { username: guest.me.username } })).status(),
  ).toBe(201);
  expect((await guest.context.request.post(`/api/post/${id}/coauthors/accept`, { data: {} })).status()).toBe(200);
  if (status === "published")
    expect((await owner.context.request.put(`/api/post/${id}`, { data: { status } })).status()).toBe(200);
  for (const page of [owner.page, guest.page]) {
    await page.goto(`/edit-post?id=${id}`);
    await expect(page.getByLabel("Story")).toContainText(content);
  }
  // Both in the room: each lists two people.
  for (const page of [owner.page, guest.page])
    await expect(page.getByTestId("coedit-people").locator("li")).toHaveCount(2);
  return { owner, guest, id };
}

const paragraph = (page: Page) => page.getByLabel("Story").locator("p").first();
async function typeAtEnd(page: Page, text: string) {
  await paragraph(page).click();
  await page.keyboard.press("End");
  await page.keyboard.type(text, { delay: 20 });
}

test("two co-authors of a published story each update it, and the story holds both", async ({ browser }) => {
  test.slow();
  const { owner, guest } = await coauthors(browser, "Start.", "published");
  await typeAtEnd(owner.page, " Ada's words.");
  await expect(paragraph(guest.page)).toContainText("Ada's words.");
  await typeAtEnd(guest.page, " Ben's words.");
  await expect(paragraph(owner.page)).toContainText("Ben's words.");

  await owner.page.getByRole("button", { name: "Update" }).click();
  await expect(owner.page).toHaveURL(/\/post\//);
  // The co-author's editor still has the version it opened; its update goes all the same.
  await guest.page.getByRole("button", { name: "Update" }).click();
  await expect(guest.page).toHaveURL(/\/post\//);
  await expect(guest.page.locator(".prose-post")).toContainText("Start. Ada's words. Ben's words.");
  await owner.context.close();
  await guest.context.close();
});

test("tags one co-author adds show in the other's editor, and the other's autosave keeps them", async ({ browser }) => {
  test.slow();
  const { owner, guest, id } = await coauthors(browser, "Start.", "draft");
  const settings = (page: Page) => page.getByRole("dialog", { name: "Settings" });
  await owner.page.getByRole("button", { name: "Settings" }).click();
  const tagInput = settings(owner.page).locator("input[list$='-topics']");
  await tagInput.fill("gardening");
  await tagInput.press("Enter");
  await settings(owner.page).getByRole("button", { name: "Done" }).click();
  const storedTags = async () =>
    ((await (await owner.context.request.get(`/api/post/${id}`)).json()).data.post as { tags: string[] }).tags;
  await expect.poll(storedTags).toEqual(["gardening"]);

  // The co-author's editor shows it without a reload.
  await guest.page.getByRole("button", { name: "Settings" }).click();
  await expect(settings(guest.page)).toContainText("#gardening");
  await settings(guest.page).getByRole("button", { name: "Done" }).click();
  // Their typing autosaves the body: the tag stays.
  await typeAtEnd(guest.page, " More from Ben.");
  const storedPost = async () =>
    (await (await owner.context.request.get(`/api/post/${id}`)).json()).data.post as {
      content: string;
      tags: string[];
    };
  await expect.poll(async () => (await storedPost()).content).toContain("More from Ben.");
  expect((await storedPost()).tags).toEqual(["gardening"]);
  await expect(guest.page.getByTestId("save-state")).toHaveText(/All changes saved/);
  await owner.context.close();
  await guest.context.close();
});
