import { accountMenu, expect, newPerson, signIn, test } from "./fixtures.ts";

test("an anonymous reader is sent to login from a personal screen, with the way back", async ({ page }) => {
  await page.goto("/create-post");
  await expect(page).toHaveURL("/auth/login?redirect=%2Fcreate-post");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
});

test("main screens show the topbar and the sidebar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/help");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("the auth screens are a centred card without the main navigation", async ({ page }) => {
  await page.goto("/auth/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toHaveCount(0);
});

test("interests shows neither sidebar nor topbar", async ({ page, context }) => {
  await signIn(context, "ada");
  await page.goto("/interests");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toHaveCount(0);
});

test("a signed-in reader sees their menu and personal navigation", async ({ page, context }) => {
  await signIn(context, "ada");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/drafts");
  await expect(page.getByRole("heading", { level: 1, name: "Drafts" })).toBeVisible();
  await accountMenu(page, "Ada Lovelace").click();
  await expect(page.getByTestId("signed-in-name")).toHaveText("Ada Lovelace");
  await expect(
    page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Drafts" }),
  ).toHaveAttribute("aria-current", "page");
});

test("on a narrow screen the sidebar folds into a menu that works with the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/about-us");
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
  const menu = page.getByLabel("Menu", { exact: true });
  await menu.focus();
  await page.keyboard.press("Enter");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("link", { name: "Privacy" })).toBeVisible();
  await nav.getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test("an unknown address shows the notFound page with status 404", async ({ page }) => {
    const res = await page.goto("/this/does/not/exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
  });
});

test("a personal screen goes to login when the reader logs out in another tab", async ({ page, context }) => {
  await signIn(context, "ada");
  await page.goto("/drafts");
  await expect(page.getByRole("heading", { level: 1, name: "Drafts" })).toBeVisible();
  const other = await context.newPage();
  await other.goto("/help");
  await accountMenu(other, "Ada Lovelace").click();
  await other.getByRole("button", { name: "Log out" }).click();
  await expect(other).toHaveURL("/");
  await expect(page).toHaveURL("/auth/login?redirect=%2Fdrafts");
});

test("the session the server saw is persisted for the client as version 1", async ({ page, context }) => {
  await signIn(context, "grace");
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("auth"))).toContain('"version":1');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("auth")))!);
  expect(stored.user).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
});

test("on a phone the topbar keeps Sign in on one line and the avatar round", async ({ browser }) => {
  const visitor = await browser.newPage({ viewport: { width: 390, height: 800 } });
  await visitor.goto("/about-us");
  const signInLink = visitor.getByRole("link", { name: "Sign in" });
  const lineHeight = await signInLink.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const box = await signInLink.boundingBox();
  expect(box!.height).toBeLessThan(lineHeight * 2);
  // Nothing in the topbar runs off the screen's edge.
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await visitor.close();

  const reader = await newPerson(browser, "Phoebe");
  await reader.page.setViewportSize({ width: 390, height: 800 });
  await reader.page.goto("/about-us");
  const avatar = reader.page.locator("[data-user-initials]");
  await expect(avatar).toBeVisible();
  const round = await avatar.boundingBox();
  expect(Math.abs(round!.width - round!.height)).toBeLessThan(1);
  expect(round!.x + round!.width).toBeLessThanOrEqual(390);
  await reader.context.close();
});
