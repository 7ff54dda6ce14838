/**
 * Shared pages (the same HTML for everyone) in a real browser: each signed-in reader gets their own
 * part from the personal call, with no trace of anyone else, and the JavaScript stays within budget.
 */
import { jsTransferred } from "../support/js-transfer.ts";
import { accountMenu, expect, newPerson, publish, test } from "./fixtures.ts";

test("two signed-in readers of the same cached page each see only their own state", async ({ browser }) => {
  // Three accounts in three browser contexts: 25-35 s beside another test on two cores.
  test.slow();
  const author = await newPerson(browser, "Hana");
  const post = await publish(author.context, `Read by two ${Date.now()}`);
  const ivo = await newPerson(browser, "Ivo");
  const jun = await newPerson(browser, "Jun");

  await ivo.page.goto(`/post/${post.slug}`);
  await ivo.page.getByRole("button", { name: /^Like/ }).click();
  await expect(ivo.page.getByRole("button", { name: /^Liked/ })).toHaveAttribute("aria-pressed", "true");

  const res = await jun.page.goto(`/post/${post.slug}`);
  expect(res!.headers()["cache-control"]).toContain("public");
  await expect(jun.page.getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "false");
  // Counters come live from the personal call, whatever the cached page says.
  await expect(jun.page.getByTestId("like-count")).toHaveText("1");
  await accountMenu(jun.page, "Jun Tester").click();
  await expect(jun.page.getByTestId("signed-in-name")).toHaveText("Jun Tester");
  await expect(jun.page.getByText("Ivo Tester")).toHaveCount(0);
  // The author, and nobody else, gets Edit and Delete.
  await expect(jun.page.getByRole("link", { name: "Edit", exact: true })).toBeHidden();
  await author.page.goto(`/post/${post.slug}`);
  await expect(author.page.getByRole("link", { name: "Edit", exact: true })).toBeVisible();
  await expect(author.page.getByRole("button", { name: /^Follow/ })).toHaveCount(0);

  for (const p of [author, ivo, jun]) await p.context.close();
});

test("a visitor gets the signed-out page and makes no personal call", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/")) calls.push(r.url());
  });
  await page.goto("/about-us");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(accountMenu(page)).toBeHidden();
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]);
});

test("JavaScript over the wire: at most 30 KB for a visitor, 120 KB for a signed-in reader", async ({ browser }) => {
  const author = await newPerson(browser, "Kai");
  const post = await publish(author.context, `Weighed ${Date.now()}`);
  const visitor = await browser.newPage();
  const anonymous = await jsTransferred(visitor, `/post/${post.slug}`, async () => {});
  expect(anonymous.files.length).toBeGreaterThan(0);
  expect(anonymous.total).toBeLessThanOrEqual(30 * 1024);
  expect(anonymous.files.some((f) => /react|client\.[\w-]+\.js/i.test(f.url))).toBe(false);
  const reader = await newPerson(browser, "Lea");
  const signedIn = await jsTransferred(reader.page, `/post/${post.slug}`, () =>
    reader.page.getByRole("button", { name: /^Like/ }).waitFor(),
  );
  expect(signedIn.total).toBeGreaterThan(anonymous.total);
  expect(signedIn.total).toBeLessThanOrEqual(120 * 1024);
  await visitor.close();
  for (const p of [author, reader]) await p.context.close();
});

test("For you is shared by readers with the same interests; each gets their own people to follow", async ({
  browser,
}) => {
  // Three accounts in three browser contexts: 25-35 s beside another test on two cores.
  test.slow();
  const writer = await newPerson(browser, "Mei", "Poet", ["poetry"]);
  await publish(writer.context, `Verses ${Date.now()}`);
  const nia = await newPerson(browser, "Nia", "Tester", ["poetry"]);
  const ole = await newPerson(browser, "Ole", "Tester", ["poetry"]);

  const res = await nia.page.goto("/");
  expect(res!.headers()["cache-control"]).toContain("public");
  await expect(nia.page.getByRole("heading", { name: "Picked for you" })).toBeVisible();
  const people = nia.page.getByRole("complementary", { name: "People to follow" });
  const mei = people.getByRole("listitem").filter({ hasText: "Mei Poet" });
  await expect(mei).toBeVisible();
  await mei.getByRole("button", { name: /^Follow / }).click();
  await expect(mei.getByRole("button", { name: /^Following / })).toBeVisible();
  // The same shared page for Ole (whether it is still cached depends on the stories other tests
  // publish meanwhile; tests/api/page-cache.test.ts proves the sharing), whose list is his own.
  const second = await ole.page.goto("/");
  expect(second!.headers()["cache-control"]).toContain("public");
  const olePeople = ole.page.getByRole("complementary", { name: "People to follow" });
  const meiForOle = olePeople.getByRole("listitem").filter({ hasText: "Mei Poet" });
  await expect(meiForOle.getByRole("button", { name: /^Follow / })).toBeVisible();
  await expect(olePeople.getByText("Ole Tester")).toHaveCount(0);
  // Back on home, the person Nia follows is no longer suggested to her.
  const [viewer] = await Promise.all([
    nia.page.waitForResponse((r) => r.url().includes("/api/user/viewer")),
    nia.page.goto("/"),
  ]);
  const suggested = ((await viewer.json()).data.suggested as { firstName: string }[]).map((u) => u.firstName);
  expect(suggested).not.toContain("Mei");
  await expect(nia.page.locator("[data-suggested-slot]").getByText("Mei Poet")).toHaveCount(0);
  for (const p of [writer, nia, ole]) await p.context.close();
});
