/**
 * A story's cards on its page in Chromium: a YouTube link alone on its line is a card that asks
 * nothing of YouTube until the reader presses play (the request log proves it; the player's own
 * request is answered here, so the test needs no internet), a callout, a wide picture with its
 * caption; axe in light and dark mode; the page's JavaScript within the readers' budget. Screenshots
 * at desktop and phone width go to screens/ (not committed) for a person to look at.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "./axe.ts";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { jsTransferred } from "../support/js-transfer.ts";
import { expect, newPerson, test } from "./fixtures.ts";

const SCREENS = path.resolve(import.meta.dirname, "../../screens");
const THEMES = ["soft", "modern", "dark", "editorial", "neutral"] as const;
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
/** Any request to YouTube or its picture and script hosts. */
const YOUTUBE =
  /^https?:\/\/([^/]*\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|ggpht\.com|googlevideo\.com)\//;

/**
 * The page's scripts that load players: inline or fetched from their address (Astro inlines a
 * script only while it imports nothing shared), found by the class the player's frame gets.
 */
async function embedScripts(page: Page): Promise<number> {
  const scripts = await page.$$eval("script", (all) => all.map((s) => ({ src: s.src, text: s.textContent })));
  const bodies = await Promise.all(
    scripts.map(async ({ src, text }) => (src ? (await page.request.get(src)).text() : text)),
  );
  return bodies.filter((body) => body.includes("embed-frame")).length;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include(".prose-post").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a story's embed, callout and wide picture: nothing from YouTube before play, the player after", async ({
  browser,
}) => {
  test.slow();
  const author = await newPerson(browser, "Cara", "Cards");
  const png = await sharp({ create: { width: 1600, height: 700, channels: 3, background: "#2f6f9f" } })
    .png()
    .toBuffer();
  const qs = new URLSearchParams({ fileName: "wide.png", contentType: "image/png", size: String(png.length) });
  const signed = (await (await author.context.request.get(`/api/uploads/presigned-url?${qs}`)).json()).data as {
    uploadUrl: string;
    fileUrl: string;
  };
  const put = await author.context.request.put(signed.uploadUrl, {
    headers: { "content-type": "image/png" },
    data: png,
  });
  expect(put.status()).toBe(201);
  const content = [
    "A story with every card.",
    "> [!NOTE]\n> Callouts stay portable: this is GitHub's alert syntax.",
    VIDEO,
    `![A blue field](${signed.fileUrl}#wide "A wide picture, captioned")`,
    "https://mastodon.social/@Gargron/109998877",
    "> [!WARNING]\n> Mind the gap.",
  ].join("\n\n");
  const res = await author.context.request.post("/api/post/create", {
    data: { title: `Cards ${Date.now()}`, content },
  });
  expect(res.status()).toBe(201);
  const { slug } = (await res.json()).data.post as { slug: string };

  const reader = await browser.newContext();
  const page = await reader.newPage();
  const toYouTube: string[] = [];
  page.on("request", (r) => {
    if (YOUTUBE.test(r.url())) toYouTube.push(r.url());
  });
  // The player's frame is answered here: the test needs no internet and proves the address asked for.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Player</p>" }),
  );

  const weight = await jsTransferred(page, `/post/${slug}`, async () => {
    await expect(page.getByRole("button", { name: "Play video from YouTube" })).toBeVisible();
  });
  // The embed script stays within the readers' budget (decision 005).
  expect(weight.total).toBeLessThanOrEqual(30 * 1024);
  const csp = (await page.request.get(`/post/${slug}`)).headers()["content-security-policy"]!;
  expect(/frame-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/).sort()).toEqual([
    "https://codepen.io",
    "https://gist.github.com",
    "https://player.vimeo.com",
    "https://www.youtube-nocookie.com",
  ]);

  const story = page.locator(".prose-post");
  const card = story.locator(".embed-youtube");
  await expect(card.getByText("YouTube", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: VIDEO })).toHaveAttribute("href", VIDEO);
  const note = story.getByRole("note").filter({ hasText: "Callouts stay portable" });
  await expect(note.getByText("Note", { exact: true })).toBeVisible();
  await expect(story.getByRole("note").filter({ hasText: "Mind the gap" })).toBeVisible();
  const figure = story.locator("figure.figure-wide");
  await expect(figure.getByRole("img", { name: "A blue field" })).toBeVisible();
  await expect(figure.locator("figcaption")).toHaveText("A wide picture, captioned");
  // Wider than the text column, and no sideways scrolling.
  const columnWidth = (await story.boundingBox())!.width;
  expect((await figure.boundingBox())!.width).toBeGreaterThan(columnWidth);
  await expect(story.getByRole("link", { name: /Fediverse post on mastodon\.social/ })).toBeVisible();

  await page.evaluate(() => document.fonts.ready);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, "story-cards-desktop.png"), fullPage: true });
  // The script that loads a player is on this page (and only on pages with one: the test below).
  expect(await embedScripts(page)).toBe(1);
  // Every theme, light and dark: the cards keep their contrast (the callouts' colours most of all).
  // The attributes the server paints from the appearance cookie, set in place (no reload per pair).
  for (const theme of THEMES) {
    for (const mode of ["light", "dark"] as const) {
      await page.evaluate(
        ([t, m]) => Object.assign(document.documentElement.dataset, { theme: t, mode: m }),
        [theme, mode],
      );
      expect(await seriousViolations(page), `${theme}/${mode}`).toEqual([]);
      if (theme === "modern" && mode === "dark")
        await page.screenshot({ path: path.join(SCREENS, "story-cards-dark.png"), fullPage: true });
    }
  }
  await page.reload();
  expect(toYouTube, "requests to YouTube before play").toEqual([]);

  await card.getByRole("button", { name: "Play video from YouTube" }).click();
  const frame = card.locator("iframe");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\b/);
  await expect(frame).toHaveAttribute("title", "YouTube video");
  await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(page.frameLocator(".embed-youtube iframe").getByText("Player")).toBeVisible();
  expect(toYouTube.every((u) => u.startsWith("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"))).toBe(true);
  expect(toYouTube.length).toBeGreaterThan(0);

  // At a phone's width: the wide picture fills the screen, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(figure.getByRole("img", { name: "A blue field" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(SCREENS, "story-cards-phone.png"), fullPage: true });
  await reader.close();
  await author.context.close();
});

test("a story without a player allows no frame from elsewhere and loads no embed script", async ({ browser }) => {
  const author = await newPerson(browser, "Noel", "Plain");
  const res = await author.context.request.post("/api/post/create", {
    data: { title: `Plain ${Date.now()}`, content: `Watch ${VIDEO} later.\n\n> [!TIP]\n> A tip.` },
  });
  expect(res.status()).toBe(201);
  const { slug } = (await res.json()).data.post as { slug: string };
  const page = await browser.newPage();
  const answer = await page.goto(`/post/${slug}`);
  expect(answer!.headers()["content-security-policy"]).not.toContain("frame-src");
  await expect(page.locator(".prose-post").getByRole("link", { name: VIDEO })).toBeVisible();
  await expect(page.locator(".embed")).toHaveCount(0);
  expect(await embedScripts(page)).toBe(0);
  await page.close();
  await author.context.close();
});
