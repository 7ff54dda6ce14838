import AxeBuilder from "@axe-core/playwright";
import { expect, newPerson, publish, test } from "./fixtures.ts";

// Headless Chromium names itself a bot (and bots are not counted): this reader is a plain browser.
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("a reader's visit to the end of a story shows in its author's stats as a view and a read", async ({ browser }) => {
  const author = await newPerson(browser, "Stan");
  const story = await publish(author.context, `Measured ${Date.now()}`, "A short story.\n\nIt ends here.");
  const reader = await browser.newContext({ userAgent: BROWSER });
  const page = await reader.newPage();
  let beacons = 0;
  page.on("request", (r) => {
    if (r.url().endsWith(`/api/post/${story._id}/view`)) beacons += 1;
  });
  await page.goto(`/post/${story.slug}`);
  // The end of the story is on screen at once here: a view, then a read.
  await expect.poll(() => beacons).toBe(2);
  expect((await reader.cookies()).map((c) => c.name)).toEqual([]);

  const row = author.page.locator(`[data-story="${story._id}"]`);
  await expect
    .poll(
      async () => {
        await author.page.goto("/stats?days=7");
        return row.locator("td").allTextContents();
      },
      { timeout: 10_000 },
    )
    .toEqual(["1", "1", "100%", "0", "0"]);
  await expect(author.page.getByRole("img", { name: /^Views per day/ })).toBeVisible();
  // The scale and the first and last days are written out; each day's value is a table row a keyboard reaches.
  const views = author.page.locator("figure", { hasText: "Views:" });
  await expect(views).toContainText("highest: 1 a day");
  const days = await views.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")));
  expect(days).toHaveLength(2);
  expect(days[0]! < days[1]!).toBe(true);
  await author.page.getByText("Day by day, as a table").focus();
  await author.page.keyboard.press("Enter");
  await expect(author.page.getByRole("row", { name: new RegExp(days[1]!) })).toBeVisible();
  expect(
    (await new AxeBuilder({ page: author.page }).analyze()).violations.filter((v) =>
      ["serious", "critical"].includes(v.impact ?? ""),
    ),
  ).toEqual([]);
  await Promise.all([reader.close(), author.context.close()]);
});
