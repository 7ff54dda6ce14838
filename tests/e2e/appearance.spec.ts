import { expect, newPerson, test } from "./fixtures.ts";

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

/** Records, for the page about to load, whether the theme was set before <body> existed (no flash). */
async function watchFirstPaint(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { themedBeforeBody?: boolean };
    new MutationObserver((records) => {
      if (records.some((r) => r.attributeName === "data-theme")) w.themedBeforeBody ??= document.body === null;
    }).observe(document, { attributes: true, subtree: true });
  });
}

test.describe("with the page's other scripts blocked", () => {
  // Blocking them is the point of the test: the browser reports each as a failed load.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("a chosen theme and mode apply at once and survive a reload, before the first paint", async ({ page }) => {
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

    // The page is everyone's (the server sends the defaults); the inline script in <head> applies the
    // choice before <body> is parsed, with every other script of the page blocked.
    await watchFirstPaint(page);
    await page.route("**/_astro/*.js", (route) => route.abort());
    const res = await page.reload();
    expect(await res!.text()).toContain('data-theme="soft" data-mode="system"');
    await expect(page.locator("html")).toHaveAttribute("data-theme", "editorial");
    expect(await page.evaluate(() => (window as unknown as { themedBeforeBody?: boolean }).themedBeforeBody)).toBe(
      true,
    );
    expect(await background(page)).toBe("rgb(23, 21, 18)");
    // The control shows the choice, not the defaults the shared page was rendered with.
    await page.unroute("**/_astro/*.js");
    await page.reload();
    await page.getByLabel("Appearance").click();
    await expect(page.getByLabel("Theme", { exact: true })).toHaveValue("editorial");
  });
});

test("the appearance form works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/terms-conditions");
  // Nothing chosen: the system's dark preference, in CSS alone.
  expect(await background(page)).toBe("rgb(27, 26, 31)");
  await page.getByLabel("Appearance").click();
  await page.getByLabel("Theme", { exact: true }).selectOption("neutral");
  await page.getByLabel("Mode", { exact: true }).selectOption("light");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL("/terms-conditions");
  // The shared page paints the choice through its <noscript> stylesheet: neutral, light.
  await expect.poll(() => background(page)).toBe("rgb(247, 247, 247)");
  // A page of one reader is painted by the server.
  await page.goto("/auth/login");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "neutral");
  await context.close();
});

test("the topbar switch flips light and dark in one click, keeps the theme, and is remembered", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about-us");
  const darkMode = page.getByRole("button", { name: "Dark mode" });
  await expect(darkMode).toHaveAttribute("aria-pressed", "false");
  const saved = page.waitForResponse((r) => r.url().endsWith("/appearance") && r.status() === 204);
  await darkMode.click();
  await saved;
  await expect(darkMode).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("data-mode", "dark");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "soft");
  expect(await background(page)).toBe("rgb(27, 26, 31)");
  // The menu agrees with the switch.
  await page.getByLabel("Appearance").click();
  await expect(page.getByLabel("Mode", { exact: true })).toHaveValue("dark");

  await page.reload();
  await expect(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Dark mode" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mode", "light");
  expect(await background(page)).toBe("rgb(250, 248, 245)");
});

test("the Dark theme has a light mode too: theme and mode are independent", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/help");
  await page.getByLabel("Appearance").click();
  await page.getByLabel("Theme", { exact: true }).selectOption({ label: "Dark theme" });
  await page.getByLabel("Mode", { exact: true }).selectOption({ label: "Light mode" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator("html")).toHaveAttribute("data-mode", "light");
  expect(await background(page)).toBe("rgb(243, 244, 246)");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("light");
  await page.getByLabel("Mode", { exact: true }).selectOption({ label: "Dark mode" });
  expect(await background(page)).toBe("rgb(0, 0, 0)");
});

test("the theme, the mode and the switch called dark each say which they are", async ({ page, browser }) => {
  // The topbar: a switch, and a menu with a theme and a mode.
  await page.goto("/help");
  await expect(page.getByRole("button", { name: "Dark mode", exact: true })).toHaveAttribute("title", "Dark mode");
  await page.getByLabel("Appearance").click();
  const theme = page.getByLabel("Theme", { exact: true });
  const mode = page.getByLabel("Mode", { exact: true });
  await expect(theme.getByRole("option")).toHaveText(["Soft", "Modern", "Dark theme", "Editorial", "Neutral"]);
  await expect(mode.getByRole("option")).toHaveText(["Light mode", "Dark mode", "Follow system"]);
  await expect(page.getByRole("option", { name: "Dark", exact: true })).toHaveCount(0);

  // Settings: the same words on the radio buttons.
  const person = await newPerson(browser, "Dana", "Dusk");
  await person.page.goto("/settings?type=appearance");
  const themes = person.page.getByRole("group", { name: "Theme" });
  const modes = person.page.getByRole("group", { name: "Mode" });
  await expect(themes.getByRole("radio", { name: "Dark theme", exact: true })).toHaveValue("dark");
  await expect(modes.getByRole("radio", { name: "Dark mode", exact: true })).toHaveValue("dark");
  await expect(modes.getByRole("radio", { name: "Light mode", exact: true })).toHaveValue("light");
  await expect(person.page.getByRole("radio", { name: "Dark", exact: true })).toHaveCount(0);
  await person.context.close();
});

test("each theme's own typeface is served from this site, and only the chosen one is downloaded", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".woff2")) fonts.push(new URL(r.url()).pathname);
  });
  await page.goto("/help");
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Nunito Variable"'))).toBe(true);
  await page.getByLabel("Appearance").click();
  await page.getByLabel("Theme", { exact: true }).selectOption("modern");
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((f) => f.family === "Inter Variable" && f.status === "loaded");
      }),
    )
    .toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((f) => f.startsWith("/_astro/"))).toBe(true);
  expect(fonts.some((f) => f.includes("source-serif"))).toBe(false);
});
