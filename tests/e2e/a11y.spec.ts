import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";

const STATIC_PAGES = [
  "/",
  "/help",
  "/about-us",
  "/privacy-policy",
  "/terms-conditions",
  "/search",
  "/auth/login",
  "/auth/register",
  "/no-such-page",
];
const THEMES = ["soft", "modern", "dark", "editorial", "neutral"] as const;

// The notFound page is among them, and the browser logs its 404 status.
test.use({ allowedConsoleErrors: [/status of 404/] });

async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const mode of ["light", "dark"] as const) {
  test(`static pages have no serious or critical axe violations in ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode });
    for (const path of STATIC_PAGES) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}

test("every theme keeps contrast in light and dark mode", async ({ page, context }) => {
  test.slow();
  for (const theme of THEMES) {
    for (const mode of ["light", "dark"] as const) {
      await context.addCookies([
        {
          name: "appearance",
          value: `${theme}.${mode}`,
          url: "http://127.0.0.1",
        },
      ]);
      await page.goto("/help");
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      expect(await seriousViolations(page), `${theme}/${mode}`).toEqual([]);
    }
  }
});
