import { expect, newPerson, publish, test } from "./fixtures.ts";

test("a story page on a phone has the menu button the home and author pages have", async ({ browser }) => {
  test.slow();
  const author = await newPerson(browser, "Mina", "Menu");
  const story = await publish(author.context, `On a small screen ${Date.now()}`);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const address of ["/", `/@${author.me.username}`, `/post/${story.slug}`]) {
    await page.goto(address);
    const menu = page.getByLabel("Menu", { exact: true });
    await expect(menu, address).toBeVisible();
  }
  await page.getByLabel("Menu", { exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Home" })).toBeVisible();
  await Promise.all([context.close(), author.context.close()]);
});

test("story cards on an author's own pages leave the author out; cards elsewhere keep them", async ({ browser }) => {
  test.slow();
  const author = await newPerson(browser, "Otto", "Ownpage");
  const stamp = Date.now();
  const first = await publish(author.context, `Owned one ${stamp}`);
  const second = await publish(author.context, `Owned two ${stamp}`);
  const context = await browser.newContext();
  const page = await context.newPage();
  const byline = `a[href="/@${author.me.username}"]`;

  // Their page (a visitor's view) and their profile (their own), one story a page, then the next
  // appended by "Load more".
  for (const [reader, address, label] of [
    [page, `/@${author.me.username}?limit=1`, "Stories by Otto Ownpage"],
    [author.page, "/profile?limit=1", "Stories"],
  ] as const) {
    await reader.goto(address);
    const list = reader.getByRole("region", { name: label, exact: true });
    await expect(list.getByRole("listitem").filter({ hasText: second.title }), address).toHaveCount(1);
    await list.getByRole("link", { name: "Load more" }).click();
    await expect(list.getByRole("listitem").filter({ hasText: first.title }), address).toHaveCount(1);
    await expect(list.locator(byline), address).toHaveCount(0);
    for (const item of await list.getByRole("listitem").all()) await expect(item).not.toContainText("Otto Ownpage");
  }

  // Anywhere else the card says who wrote it.
  await page.goto("/?tab=latest&limit=50");
  const card = page.getByRole("listitem").filter({ hasText: second.title });
  await expect(card.locator(byline)).toHaveText("Otto Ownpage");
  await Promise.all([context.close(), author.context.close()]);
});
