import { expect, test } from "./fixtures.ts";

const background = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("with nothing remembered, the soft theme follows the system's light or dark preference", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/help");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "soft");
  await expect(page.locator("html")).toHaveAttribute("data-mode", "system");
  expect(await background(page)).toBe("rgb(250, 248, 245)");
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await background(page)).toBe("rgb(27, 26, 31)");
});

test("a chosen theme and mode apply at once and survive a reload, painted by the server", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about-us");
  await page.getByLabel("Appearance").click();
  const saved = page.waitForResponse((r) => r.url().endsWith("/appearance") && r.status() === 204);
  await page.getByLabel("Theme", { exact: true }).selectOption("editorial");
  await saved;
  const savedMode = page.waitForResponse((r) => r.url().endsWith("/appearance") && r.status() === 204);
  await page.getByLabel("Mode", { exact: true }).selectOption("dark");
  await savedMode;
  await expect(page.locator("html")).toHaveAttribute("data-theme", "editorial");
  await expect(page.locator("html")).toHaveAttribute("data-mode", "dark");
  expect(await background(page)).toBe("rgb(23, 21, 18)");

  // The first paint after reload already has it: check the HTML the server sent.
  const res = await page.reload();
  expect(await res!.text()).toContain('data-theme="editorial" data-mode="dark"');
  expect(await background(page)).toBe("rgb(23, 21, 18)");
});

test("the appearance form works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/terms-conditions");
  await page.getByLabel("Appearance").click();
  await page.getByLabel("Theme", { exact: true }).selectOption("neutral");
  await page.getByLabel("Mode", { exact: true }).selectOption("light");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL("/terms-conditions");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "neutral");
  await context.close();
});
