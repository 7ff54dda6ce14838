/**
 * Cumulative layout shift stays under 0.1 on public pages in every theme, even when the theme's
 * typeface arrives late (a slow network): the page is laid out once with the font it first paints with.
 */
import type { Request } from "@playwright/test";
import { E2E_BASE_URL } from "./env.ts";
import { expect, newPerson, publish, test } from "./fixtures.ts";

const THEMES = ["soft", "modern", "dark", "editorial", "neutral"] as const;

test("public pages do not move when the theme's typeface arrives late, in every theme", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const writer = await newPerson(browser, "Steady");
  const post = await publish(writer.context, `Steady pages ${Date.now()}`, "A paragraph.\n\n".repeat(20));
  await writer.context.close();
  // Every font file takes 600 ms: with `font-display: swap` the text is laid out again when it lands.
  await page.route("**/*.woff2", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  // The font files asked for and not yet arrived.
  const fonts = new Set<Request>();
  page.on("request", (r) => void (r.url().endsWith(".woff2") && fonts.add(r)));
  page.on("requestfinished", (r) => void fonts.delete(r));
  page.on("requestfailed", (r) => void fonts.delete(r));
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const theme of THEMES) {
    await context.addCookies([{ name: "appearance", value: `${theme}.light`, url: E2E_BASE_URL }]);
    for (const path of ["/", `/post/${post.slug}`, "/about-us"]) {
      await page.goto(path);
      // Every font the page asked for has arrived and is in use, and two frames were laid out since:
      // when a swap would have moved the page.
      await expect.poll(() => fonts.size).toBe(0);
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
      expect(shifted, `${theme} ${path}`).toBeLessThan(0.1);
    }
  }
});
