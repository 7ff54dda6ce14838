import OfficialAxeBuilder from "@axe-core/playwright";
import { AxeBuilder } from "./axe.ts";
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
  "/auth/sign-in-link",
  "/auth/link?token=x",
  "/no-such-page",
  // An author's public page (Ada is a fixture user).
  "/@ada",
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
    // Twelve pages, each loaded and checked by all of axe.
    test.slow();
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
      // WCAG 1.4.11 (axe does not check it): a field's border against what surrounds it, 3:1.
      const ratio = await page.locator("#site-search").evaluate((field) => {
        // Any CSS colour (oklab, color-mix...) to sRGB through a canvas pixel.
        const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
        const rgb = (c: string) => {
          canvas.clearRect(0, 0, 1, 1);
          canvas.fillStyle = c;
          canvas.fillRect(0, 0, 1, 1);
          return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        const lum = ([r, g, b]: number[]) => {
          const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
        };
        let around = field.parentElement;
        while (around && getComputedStyle(around).backgroundColor === "rgba(0, 0, 0, 0)") around = around.parentElement;
        const [a, b] = [
          lum(rgb(getComputedStyle(field).borderTopColor)),
          lum(rgb(getComputedStyle(around ?? document.body).backgroundColor)),
        ];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      expect(ratio, `field border ${theme}/${mode}`).toBeGreaterThanOrEqual(3);
    }
  }
});

test("an author's page has no serious or critical axe violations in any theme or mode", async ({ page, context }) => {
  test.slow();
  for (const theme of THEMES) {
    for (const mode of ["light", "dark"] as const) {
      await context.addCookies([{ name: "appearance", value: `${theme}.${mode}`, url: "http://127.0.0.1" }]);
      await page.goto("/@ada");
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      expect(await seriousViolations(page), `${theme}/${mode}`).toEqual([]);
    }
  }
});

test("the suites' axe helper finds what @axe-core/playwright finds, in a part of the page or all of it", async ({
  page,
}) => {
  await page.goto("/help");
  // Two faults put in: text too faint to read, and a picture with no text alternative.
  await page.locator("main").evaluate((main) => {
    main.insertAdjacentHTML("beforeend", '<section id="faults"><p>faint</p><img src="/favicon.svg"></section>');
    // Through the CSSOM: the page's CSP refuses style attributes.
    Object.assign(main.querySelector<HTMLElement>("#faults p")!.style, { color: "#ddd", background: "#fff" });
  });
  const ids = (r: { violations: { id: string }[] }) => r.violations.map((v) => v.id).sort();
  const ours = ids(await new AxeBuilder({ page }).analyze());
  expect(ours).toEqual(expect.arrayContaining(["color-contrast", "image-alt"]));
  expect(ours).toEqual(ids(await new OfficialAxeBuilder({ page }).analyze()));
  expect(ids(await new AxeBuilder({ page }).include("#faults").withRules(["image-alt"]).analyze())).toEqual([
    "image-alt",
  ]);
  expect(ids(await new AxeBuilder({ page }).exclude("#faults").analyze())).toEqual([]);
});
