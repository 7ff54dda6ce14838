import { AxeBuilder } from "./axe.ts";
import { expect, newPerson, publish, test, toast } from "./fixtures.ts";

test("save from the post page and from a card, then archive, move back and remove on the reading list", async ({
  browser,
}) => {
  test.slow();
  const author = await newPerson(browser, "Ines", "Writer");
  const reader = await newPerson(browser, "Remy", "Reader");
  const stamp = Date.now();
  const fromPage = await publish(author.context, `Saved from its page ${stamp}`);
  const fromCard = await publish(author.context, `Saved from a card ${stamp}`);
  const page = reader.page;

  await page.goto(`/post/${fromPage.slug}`);
  const save = page.getByTestId("post-actions").getByRole("button", { name: "Save" });
  await save.click();
  await expect(toast(page, "Saved to your reading list")).toBeVisible();
  await expect(page.getByTestId("post-actions").getByRole("button", { name: "Saved" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/?tab=latest");
  const cardSave = page.getByRole("button", { name: `Save “${fromCard.title}” to your reading list` });
  await expect(cardSave).toHaveAttribute("aria-pressed", "false");
  await cardSave.click();
  await expect(cardSave).toHaveAttribute("aria-pressed", "true");
  // The page is shared by everyone: the pressed state comes from the reader's own call after a reload.
  await page.reload();
  await expect(page.getByRole("button", { name: `Save “${fromPage.title}” to your reading list` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reading list" }).click();
  await expect(page).toHaveURL("/reading-list");
  const items = page.locator("[data-reading-list] > li");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(fromCard.title);
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious")).toEqual([]);

  await items.filter({ hasText: fromPage.title }).getByRole("button", { name: "Archive" }).click();
  await expect(toast(page, "Moved to the archive")).toBeVisible();
  await expect(items).toHaveCount(1);
  await page.getByRole("link", { name: "Archive" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(fromPage.title);
  await items.first().getByRole("button", { name: "Move to reading list" }).click();
  await expect(toast(page, "Back on your reading list")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nothing archived yet" })).toBeVisible();

  await page.goto("/reading-list");
  await expect(items).toHaveCount(2);
  for (const title of [fromCard.title, fromPage.title]) {
    await items.filter({ hasText: title }).getByRole("button", { name: "Remove" }).click();
    await expect(items.filter({ hasText: title })).toHaveCount(0);
  }
  await expect(page.getByRole("heading", { name: "Nothing saved yet" })).toBeVisible();
  await expect(toast(page, "Removed from your reading list")).toBeVisible();

  await author.context.close();
  await reader.context.close();
});

test("the reading list needs a signed-in reader", async ({ page }) => {
  await page.goto("/reading-list");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Freading-list/);
});
