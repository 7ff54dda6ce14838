import { AxeBuilder } from "./axe.ts";
import type { Browser } from "@playwright/test";
import { expect, newPerson, publish, test } from "./fixtures.ts";

/** A signed-in writer who publishes stories with a word nobody else uses. */
async function writer(browser: Browser) {
  const { context } = await newPerson(browser, "Fiona", "Finder");
  return { context, publish: (title: string, content: string) => publish(context, title, content) };
}
const word = () => `quokka${Math.random().toString(36).slice(2, 8)}`;

test("type in the search box, move to a suggestion with the keyboard and open it", async ({ browser, page }) => {
  // Two journeys through the box plus an axe check in both modes: about 30 s beside another test.
  test.slow();
  const w = word();
  const author = await writer(browser);
  const post = await author.publish(`Field notes on ${w}`, "Small marsupials, big smiles.");

  await page.goto("/help");
  const box = page.getByRole("combobox", { name: "Search posts and people" });
  await box.click();
  await box.pressSequentially(w.slice(0, 9), { delay: 30 });
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  const option = listbox.getByRole("option", { name: new RegExp(`Post.*${post.title}`) });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");

  // Down until the post is active (people come first when any match).
  for (let i = 0; i < 5 && (await option.getAttribute("aria-selected")) !== "true"; i++) await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await box.press("Enter");
  await expect(page).toHaveURL(`/post/${post.slug}`);

  // Enter with nothing chosen goes to the search page; Escape closes the list first.
  const box2 = page.getByRole("combobox", { name: "Search posts and people" });
  await box2.click();
  await box2.pressSequentially(w, { delay: 20 });
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
  await box2.press("Escape");
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
  await box2.press("Enter");
  await expect(page).toHaveURL(`/search?q=${w}`);
  await expect(page.getByRole("link", { name: post.title })).toBeVisible();
  // Highlights and tabs keep their contrast in both modes.
  for (const mode of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: mode });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical"),
      mode,
    ).toEqual([]);
  }
  await author.context.close();
});

test("the search page works with JavaScript off: results, tabs with totals, paging", async ({ browser }) => {
  const w = word();
  const author = await writer(browser);
  for (let i = 1; i <= 12; i++) await author.publish(`${w} chapter ${i}`, `Part ${i} of the ${w} saga.`);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/search?q=${w}`);
  await expect(page.getByTestId("total-posts")).toHaveText(" (12)");
  await expect(page.getByTestId("total-users")).toHaveText(" (0)");
  await expect(page.locator("mark").first()).toHaveText(w);
  await expect(page.getByRole("heading", { level: 2, name: "Posts" })).toBeVisible();
  await page.getByRole("link", { name: "See all 12 posts" }).click();
  await expect(page).toHaveURL(`/search?q=${w}&type=posts`);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.locator("main li.card")).toHaveCount(2);

  // Nothing found: an empty state that says what to try.
  const nothing = `zzyzx${Date.now()}`;
  await page.goto(`/search?q=${nothing}`);
  await expect(page.getByRole("heading", { name: `Nothing found for “${nothing}”` })).toBeVisible();
  await expect(page.getByText("Check the spelling")).toBeVisible();
  await context.close();
  await author.context.close();
});

test("Escape closes the suggestions for good: an answer still on its way does not open them again", async ({
  page,
}) => {
  // Answers go through until `hold` is set; then the next is held back (a slow network) until released.
  let hold = false;
  let held = 0;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route("**/api/search?*", async (route) => {
    if (hold) {
      held++;
      await released;
    }
    await route.continue();
  });
  await page.goto("/help");
  const box = page.getByRole("combobox", { name: "Search posts and people" });
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await box.click();
  await box.pressSequentially("quo", { delay: 10 });
  await expect(list).toBeVisible();
  // The reader types on; the answer to that is slow, and they close the list before it comes.
  hold = true;
  await box.pressSequentially("kka", { delay: 10 });
  await expect.poll(() => held).toBe(1);
  await box.press("Escape");
  await expect(list).toBeHidden();
  release();
  await page.waitForLoadState("networkidle");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("quokka");
  // Typing again asks again.
  hold = false;
  await box.pressSequentially("s", { delay: 10 });
  await expect(list).toBeVisible();
});
