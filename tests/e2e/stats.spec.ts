import { AxeBuilder } from "./axe.ts";
import { expect, newPerson, publish, test } from "./fixtures.ts";

// Headless Chromium names itself a bot (and bots are not counted): this reader is a plain browser.
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("a reader's visit to the end of a story shows in its author's stats as a view and a read", async ({ browser }) => {
  // Two accounts, a story and four pages: over 30 s on a loaded 2-core machine.
  test.slow();
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
  expect(days).toHaveLength(3);
  expect(days[0]! < days[1]! && days[1]! < days[2]!).toBe(true);
  await author.page.getByText("Day by day, as a table").focus();
  await author.page.keyboard.press("Enter");
  await expect(author.page.getByRole("row", { name: new RegExp(days[2]!) }).first()).toBeVisible();
  expect(
    (await new AxeBuilder({ page: author.page }).analyze()).violations.filter((v) =>
      ["serious", "critical"].includes(v.impact ?? ""),
    ),
  ).toEqual([]);
  await Promise.all([reader.close(), author.context.close()]);
});

test("stats read as words and numbers, charts have labelled axes and a table each, and fit a phone", async ({
  browser,
}) => {
  test.slow();
  const author = await newPerson(browser, "Stella");
  await publish(author.context, `A story with a rather long title to measure ${Date.now()}`);
  const page = author.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/stats?days=7");

  // Words do not run into the numbers before them.
  await expect(page.locator("[data-subscribers]")).toContainText(
    "0 subscribers get your new stories by e-mail; 0 waiting to confirm",
  );
  await expect(page.locator("[data-subscribers]")).toContainText("0 unsubscribed. Export as CSV");
  await expect(page.locator("#fediverse-heading + p")).toContainText("0 people follow you");

  // Each chart: a y axis with its scale and unit, an x axis with days, and a table of its values.
  const views = page.locator("figure", { hasText: "Views:" });
  await expect(views.locator("[data-y-axis]")).toHaveText(/^a day\s*1\s*0$/);
  await expect(views.locator("[data-x-axis] time")).toHaveCount(3);
  await expect(views.getByText("Day (UTC)")).toBeVisible();
  for (const chart of ["Views", "Reads", "Likes", "Comments", "New followers"]) {
    const table = page.getByRole("table", { name: `${chart} per day` });
    await expect(table.getByRole("row")).toHaveCount(8);
  }

  // On a phone, no two column headers of a table overlap.
  await page.getByText("Day by day, as a table").click();
  for (const table of await page.locator("table:not(.sr-only)").all()) {
    const boxes = await table
      .locator("thead th")
      .evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 0.5);
    const text = await table
      .locator("thead th")
      .evaluateAll((ths) => ths.map((th) => th.scrollWidth <= th.clientWidth + 1));
    expect(text.every(Boolean)).toBe(true);
  }
  await page.screenshot({ path: "test-results/stats-phone.png", fullPage: true });
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
      ["serious", "critical"].includes(v.impact ?? ""),
    ),
  ).toEqual([]);
  await author.context.close();
});
