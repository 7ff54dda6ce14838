/**
 * The editor's action row in every language (issue 39): at desktop width and on a phone, each of its
 * controls (save status, Preview, Save draft, History, Settings, Schedule, Publish, and Unpublish or
 * Update once published, Change schedule and Publish now once scheduled) lies whole inside the window
 * and inside the bar, its words not cut, with nothing to scroll sideways; in French "Historique" ran
 * past the edge of a row that scrolled. Languages follow the account's. With E2E_SCREENSHOTS set,
 * screenshots of each case go there.
 */
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

const SHOTS = process.env.E2E_SCREENSHOTS ?? "";

/**
 * Desktop at 1280 px, then the same page narrowed to 768 px (the row measures itself again on a resize, so
 * this also proves it gives up its words when the window narrows); a phone at 390 px is a context of its
 * own (touch and a mobile viewport cannot be switched on a page). One sign-up per language: 21 tests, one
 * per language and width with a sign-up each, took 400 s of CI's browser time.
 */
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const NARROWED = { width: 768, height: 1024 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LANGUAGES = ["fr", "de", "es", "pt-BR", "en", "ja", "ar"] as const;

/** Each control of the row that is shown, and what is wrong with it: outside the window or the bar, or its text cut. */
async function misplaced(page: Page) {
  return page.getByTestId("editor-actions").evaluate((bar) => {
    const outer = bar.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    // Nothing in the row scrolls sideways (a control half hidden in a scroller is easy to miss).
    for (const el of [bar, ...bar.querySelectorAll<HTMLElement>("*")]) {
      const style = getComputedStyle(el);
      if (el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(style.overflowX))
        problems.push(`${el.className || el.tagName} scrolls sideways`);
    }
    const controls = [...bar.querySelectorAll<HTMLElement>("button, summary, [data-testid=save-state]")].filter(
      (el) => !el.closest("dialog") && el.getClientRects().length > 0,
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim() || el.outerHTML.slice(0, 60);
      if (box.left < 0 || box.right > width + 0.5)
        problems.push(`${name}: outside the window (${box.left}-${box.right})`);
      else if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) problems.push(`${name}: outside the bar`);
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name}: its text is cut`);
    }
    return { problems, controls: controls.length };
  });
}

/** Waits for the row to settle after a load or a resize, then checks it. */
async function checkRow(page: Page, label: string, shot: string) {
  await expect.poll(async () => (await misplaced(page)).problems, { message: label }).toEqual([]);
  expect((await misplaced(page)).controls).toBeGreaterThanOrEqual(4);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}.png` });
}

for (const language of LANGUAGES) {
  test(`the editor's action row fits whole in ${language} at 1280, 768 and 390 px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext(DESKTOP);
    await signUp(context, { firstName: "Row", lastName: "Writer", interests: ["writing"] });
    const ids: string[] = [];
    for (const [url, status] of [
      ["/api/post/draft", 200],
      ["/api/post/draft", 200],
      ["/api/post/create", 201],
    ] as const) {
      const res = await context.request.post(url, { data: { title: "Une histoire", content: "Quelques mots." } });
      expect(res.status()).toBe(status);
      ids.push(((await res.json()).data.post as { _id: string })._id);
    }
    const [draft, scheduled, published] = ids;
    // A scheduled draft has the longest words: "Change schedule" and "Publish now".
    const publishAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    expect((await context.request.post(`/api/post/${scheduled}/schedule`, { data: { publishAt } })).status()).toBe(200);
    expect((await context.request.patch("/api/user/me", { data: { language } })).status()).toBe(200);
    const phone = await browser.newContext({ ...PHONE, storageState: await context.storageState() });

    for (const [width, page] of [
      ["desktop", await context.newPage()],
      ["390", await phone.newPage()],
    ] as const) {
      for (const [kind, path] of [
        ["new", "/create-post"],
        ["draft", `/edit-post?id=${draft}`],
        ["scheduled", `/edit-post?id=${scheduled}`],
        ["published", `/edit-post?id=${published}`],
      ] as const) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByTestId("save-state")).not.toBeEmpty();
        if (kind !== "new") await expect(page.getByTestId("editor-body")).not.toBeEmpty();
        if (kind === "scheduled") await expect(page.getByTestId("scheduled-for")).toBeVisible();
        if (width === "desktop") {
          await page.setViewportSize(DESKTOP.viewport);
          await checkRow(page, `${language}, ${kind} story, 1280 px`, `editor-row-${language}-${kind}-1280`);
          await page.setViewportSize(NARROWED);
          await checkRow(page, `${language}, ${kind} story, 768 px`, `editor-row-${language}-${kind}-768`);
        } else {
          await checkRow(page, `${language}, ${kind} story, 390 px`, `editor-row-${language}-${kind}-390`);
        }
        if (kind === "draft" && language === "fr") {
          // The History panel opened from the row wraps its words in the window too.
          await page.getByRole("button", { name: "Historique" }).click();
          const dialog = page.getByRole("dialog", { name: "Versions précédentes" });
          await expect(dialog.locator("ol li").first()).toBeVisible();
          const cut = await dialog.evaluate(
            (el) => [el, ...el.querySelectorAll("p, li")].filter((e) => e.scrollWidth > e.clientWidth + 1).length,
          );
          expect(cut).toBe(0);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
      }
    }
    await phone.close();
    await context.close();
  });
}
