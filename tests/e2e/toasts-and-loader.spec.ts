import { expect, test, toast } from "./fixtures.ts";

// A missing story answers 404 (for crawlers) before the browser goes home: Chromium logs the status.
test.use({ allowedConsoleErrors: [/status of 404/] });

test("a missing post goes home with a 'Post not found' toast at the bottom centre", async ({ page }) => {
  await page.goto("/post/no-such-story");
  await expect(page).toHaveURL("/");
  const shown = toast(page, "Post not found");
  await expect(shown).toBeVisible();
  const toaster = page.locator("[data-sonner-toaster]");
  await expect(toaster).toHaveAttribute("data-y-position", "bottom");
  await expect(toaster).toHaveAttribute("data-x-position", "center");
  // It closes by itself (3000 ms).
  await expect(shown).toHaveCount(0, { timeout: 8_000 });
});

test("a toast closes when clicked", async ({ page }) => {
  await page.goto("/post/missing-again");
  const shown = toast(page, "Post not found");
  await expect(shown).toBeVisible();
  await shown.click();
  await expect(shown).toHaveCount(0, { timeout: 2_000 });
});

test("a toast stays while hovered", async ({ page }) => {
  // The page's clock is Playwright's: time passes when the test says so, not while it waits.
  await page.clock.install();
  await page.goto("/post/hover-me");
  const shown = toast(page, "Post not found");
  await expect(shown).toBeVisible();
  await shown.hover();
  // Well past its 3000 ms, hovered all along.
  await page.clock.runFor(5_000);
  await expect(shown).toBeVisible();
  await page.mouse.move(5, 5);
  await page.clock.runFor(5_000);
  await expect(shown).toHaveCount(0);
});

test("the pulsing logo shows while a slow page loads, never over a rendered page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The page tells the test when its loader shows (locators wait for a pending navigation to end).
  let shown!: () => void;
  const loaderShown = new Promise<void>((resolve) => (shown = resolve));
  await page.exposeFunction("loaderShown", () => shown());
  await page.goto("/help");
  await expect(page.locator("#page-loader")).toBeHidden();
  // Record what the old page showed while the next one was on its way (sessionStorage outlives it).
  await page.evaluate(() => {
    const loader = document.getElementById("page-loader")!;
    new MutationObserver(() => {
      if (loader.hidden) return;
      sessionStorage.setItem("loader-was-shown", "yes");
      void (window as unknown as { loaderShown: () => Promise<void> }).loaderShown();
    }).observe(loader, { attributes: true });
  });
  // The next page is held back until the old one shows the loader (no fixed wait): a loader that
  // never shows fails here, by the test's time limit.
  await page.route("**/about-us", async (route) => {
    await loaderShown;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL("/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("loader-was-shown"))).toBe("yes");
  await expect(page.locator("#page-loader")).toBeHidden();
});
