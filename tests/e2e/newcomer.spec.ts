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
