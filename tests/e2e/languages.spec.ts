/**
 * Languages (issue 39) in Chromium: a reader switches to French in the footer (a plain form), signs
 * up and in through the translated forms, reads a story, sets the language and the feeds' languages in
 * settings, writes and publishes in the French editor and comments; a reader in Arabic on a phone gets
 * right-to-left pages that axe finds no serious fault with, and in contrast in every theme and mode. Screenshots of
 * home, story, editor and settings in Arabic at 390 px go to test-results/.
 */
import { AxeBuilder } from "./axe.ts";
import type { Page } from "@playwright/test";
import { expect, publish, signUp, test, toast, uniqueEmail } from "./fixtures.ts";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("in French: switch in the footer, sign up, sign in, read a story, choose it in settings", async ({
  page,
  browser,
}) => {
  test.slow();
  const writer = await browser.newContext();
  await signUp(writer, { firstName: "Jeanne", lastName: "Auteur", interests: ["writing"] });
  const story = await publish(
    writer,
    "Les chevaux du matin",
    "Les chevaux galopent dans la prairie au lever du soleil, et le fermier les regarde partir.",
  );
  await writer.close();

  await page.goto("/help");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("language-switcher").selectOption("fr");
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("link", { name: "Aller au contenu" })).toBeAttached();

  await page.goto("/auth/register");
  await expect(page.getByRole("heading", { name: "Créer un compte" })).toBeVisible();
  const email = uniqueEmail("marie");
  await page.getByLabel("Prénom").fill("Marie");
  await page.getByLabel("Nom", { exact: true }).fill("Curie");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe").fill("une phrase secrète solide");
  await page.getByRole("button", { name: "Créer le compte" }).click();
  await expect(toast(page, "Inscription réussie")).toBeVisible();
  await page.getByLabel("Mot de passe").fill("une phrase secrète solide");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(toast(page, "Bon retour parmi nous !")).toBeVisible();

  await page.goto(`/post/${story.slug}`);
  await expect(page.locator("article")).toHaveAttribute("lang", "fr");
  const responses = page.getByRole("region", { name: "Réactions" });
  await expect(responses.getByRole("button", { name: /J’aime/ })).toBeVisible();
  await expect(responses.getByTestId("comment-count")).toHaveText("0 commentaire");
  await expect(responses.getByText("Partager")).toBeVisible();

  await page.goto("/settings?type=language");
  await expect(page.getByRole("heading", { name: "Paramètres", level: 1 })).toBeVisible();
  await page.locator("#settings-language").selectOption("fr");
  await page.getByRole("button", { name: "Enregistrer" }).first().click();
  await expect(page.locator("#settings-language")).toHaveValue("fr");
  const me = (await (await page.request.get("/api/user")).json()) as { data: { language: string } };
  expect(me.data.language).toBe("fr");

  // Feeds in French only (the lists' filter itself: tests/api/feed-languages.test.ts).
  await page.getByRole("checkbox", { name: "Français" }).check();
  await page.getByRole("button", { name: "Enregistrer" }).last().click();
  await expect(page.getByText("Les langues de vos fils sont enregistrées.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Français" })).toBeChecked();
  // Writing and publishing through the French editor.
  await page.goto("/create-post");
  await expect(page.getByTestId("save-state")).toHaveText("Rien à enregistrer pour l’instant");
  await page.getByLabel("Titre", { exact: true }).fill("Le jardin en novembre");
  await page.getByLabel("Histoire").click();
  await page.keyboard.type("Les dernières tomates rougissent enfin dans le jardin, malgré le froid du matin.");
  await expect(page.getByTestId("save-state")).toHaveText("Toutes les modifications sont enregistrées");
  await expect(page.getByTestId("word-count")).toContainText("13 mots");
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(toast(page, "Histoire publiée")).toBeVisible();
  await expect(page.locator("article")).toHaveAttribute("lang", "fr");

  // Comments in French.
  const comments = page.getByRole("region", { name: /Commentaires/ });
  await comments.getByLabel("Ajouter un commentaire").fill("Quelle belle saison.");
  await comments.getByRole("button", { name: "Commenter" }).click();
  await expect(comments.getByText("Quelle belle saison.")).toBeVisible();
  await expect(comments.getByRole("button", { name: "Répondre" })).toBeVisible();
});

test("in Arabic on a phone: right to left, no serious axe violation, screenshots", async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "ar" });
  await signUp(context, { firstName: "Layla", lastName: "Haddad", interests: ["writing"] });
  const story = await publish(
    context,
    "الخيول في الصباح",
    // With a player and a callout, whose words are the story's (Arabic), not English.
    "الخيول تركض في المرج الأخضر عند شروق الشمس، والمزارع يراقبها من بعيد.\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n> [!CAUTION]\n> لا تقترب من الخيول.",
  );
  const page = await context.newPage();
  // Accept-Language alone chooses Arabic (Chromium sends it from the context's locale).
  for (const [name, path] of [
    ["home", "/"],
    ["story", `/post/${story.slug}`],
    ["settings", "/settings?type=language"],
    ["editor", "/create-post"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    if (name === "editor") await expect(page.getByTestId("save-state")).toHaveText("لا شيء للحفظ بعد");
    if (name === "story") {
      const body = page.locator(".prose-post").first();
      await expect(body.getByRole("button", { name: "تشغيل الفيديو من YouTube" })).toBeVisible();
      await expect(body.locator(".callout-title")).toHaveText("احذر");
      await expect(body).not.toContainText(/Play video|Nothing loads|Caution/);
    }
    expect(await seriousViolations(page), path).toEqual([]);
    await page.screenshot({ path: `test-results/languages-ar-${name}-390.png`, fullPage: true });
  }
  // The shell reads right to left: the account menu sits at the left edge, the logo at the right.
  const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
  expect(logo!.x).toBeGreaterThan(390 / 2);

  // Writing, the formatting bar is one scrolling row at the window's foot: its first button whole at
  // the right edge, and the arrows move along it as it reads (ArrowLeft to the next, right to left).
  await page.getByTestId("editor-body").click();
  await page.keyboard.type("كلمات");
  const toolbar = page.getByRole("toolbar", { name: "التنسيق" });
  const first = toolbar.getByRole("button").first();
  const box = (await first.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.x).toBeGreaterThan(390 / 2);
  await page.screenshot({ path: "test-results/languages-ar-editor-writing-390.png" });
  await first.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(toolbar.getByRole("button").nth(1)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(first).toBeFocused();

  // A kind the picker does not offer (GitHub's CAUTION) is named in Arabic too, not as its keyword.
  const editing = await context.newPage();
  await editing.goto(`/edit-post?id=${story._id}`);
  const kind = editing.getByTestId("editor-body").getByLabel("نوع التنبيه");
  await expect(kind).toHaveValue("caution");
  await expect(kind.locator("option:checked")).toHaveText("احذر");
  await context.close();
});

/** What the rich editor said in English before its strings went into the catalogues. */
const EDITOR_ENGLISH = [
  "Code language",
  "No language",
  "Callout kind",
  "Tell your story",
  "Insert a block",
  "Code block",
  "Callout",
  "Heading",
  "Embed",
  "Picture",
  "Settings",
  "Note",
  "Warning",
];

test("in Arabic on a phone: the rich editor's slash menu and cards read in Arabic (screenshot)", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "ar" });
  await signUp(context, { firstName: "Samir", lastName: "Nasser", interests: ["writing"] });
  const page = await context.newPage();
  await page.goto("/create-post");
  await expect(page.getByTestId("save-state")).toHaveText("لا شيء للحفظ بعد");
  const body = page.getByTestId("editor-body");
  await expect(body.locator(".is-empty-story")).toHaveAttribute("data-placeholder", "اروِ قصتك…");
  await body.click();
  await page.keyboard.type("كلمات البداية.");
  await page.keyboard.press("Enter");

  const menu = page.getByRole("listbox", { name: "إدراج كتلة" });
  await page.keyboard.type("/");
  await expect(menu.getByRole("option", { name: /^عنوان/ }).first()).toBeVisible();
  await menu.getByRole("option", { name: /^كتلة شيفرة/ }).click();
  await page.keyboard.type("print('salam')");
  const language = body.getByLabel("لغة الشيفرة");
  await expect(language.locator("option").first()).toHaveText("بلا لغة");
  await language.selectOption("python");
  await expect(body.locator(".code-card")).toHaveAttribute("data-language", "python");

  // A callout after the code, its kind picker in Arabic.
  await body.locator(":scope > p").last().click();
  await page.keyboard.type("/");
  await menu.getByRole("option", { name: /^تنبيه/ }).click();
  await page.keyboard.type("اسقِ النباتات كل يوم.");
  const kind = body.getByLabel("نوع التنبيه");
  await expect(kind.locator("option")).toHaveText(["ملاحظة", "نصيحة", "تحذير"]);

  // The slash menu open again below the cards, for the screenshot.
  await body.locator(":scope > p").last().click();
  await page.keyboard.type("/");
  await expect(menu).toBeVisible();
  const editor = page.locator(".rich-editor");
  const shown = await editor.evaluate((el) => {
    const selects = [...el.querySelectorAll("select")].flatMap((s) => [
      s.getAttribute("aria-label") ?? "",
      ...[...s.options].map((o) => o.textContent ?? ""),
    ]);
    const labelled = [...el.querySelectorAll("[aria-label], [title], [data-placeholder]")].flatMap((e) => [
      e.getAttribute("aria-label") ?? "",
      e.getAttribute("title") ?? "",
      e.getAttribute("data-placeholder") ?? "",
    ]);
    const code = [...el.querySelectorAll("pre")].map((p) => p.textContent ?? "");
    let text = (el as HTMLElement).innerText;
    for (const c of code) text = text.replace(c, "");
    return [text, ...selects.filter((s) => !/^(Python|JavaScript)$/.test(s)), ...labelled].join("\n");
  });
  for (const english of EDITOR_ENGLISH) expect(shown, english).not.toContain(english);
  await page.screenshot({ path: "test-results/languages-ar-rich-editor-390.png" });
  await context.close();
});

/**
 * Every theme in both modes, in Arabic: the pages lay out right to left and keep their contrast. The
 * other rules do not depend on the theme: the phone test above runs all of axe on the same pages in
 * Arabic, and a11y.spec.ts on every theme in English. Each page is loaded once with the first theme's
 * cookie (the server's and the early script's way to it, checked), then given each other theme and mode
 * the way that script does (the `data-theme` and `data-mode` of <html>; every theme's rules are in the one
 * stylesheet). One test a theme, each with a sign-up and eight page loads, took 250 s of CI's browser
 * time; these two about 40 s here.
 */
const THEMES = ["soft", "modern", "dark", "editorial", "neutral"] as const;
for (const pages of [
  ["home", "story"],
  ["editor", "settings"],
] as const) {
  test(`in Arabic, every theme in light and dark mode: ${pages.join(" and ")} right to left, in contrast`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "ar" });
    await signUp(context, { firstName: "Omar", lastName: "Said", interests: ["writing"] });
    const story = await publish(context, "البحر في الشتاء", "البحر هادئ في الشتاء، والقوارب تنتظر الربيع في الميناء.");
    const paths = {
      home: "/",
      story: `/post/${story.slug}`,
      editor: "/create-post",
      settings: "/settings?type=language",
    };
    await context.addCookies([{ name: "appearance", value: `${THEMES[0]}.light`, url: baseURL! }]);
    const page = await context.newPage();
    for (const name of pages) {
      const path = paths[name];
      await page.goto(path);
      const html = page.locator("html");
      await expect(html).toHaveAttribute("data-theme", THEMES[0]);
      await expect(html).toHaveAttribute("data-mode", "light");
      await expect(html).toHaveAttribute("dir", "rtl");
      for (const theme of THEMES) {
        for (const mode of ["light", "dark"] as const) {
          // The theme as the early script sets it, and any colour transition it starts run to its end.
          await html.evaluate(
            async (el, [t, m]) => {
              Object.assign((el as HTMLElement).dataset, { theme: t, mode: m });
              await new Promise(requestAnimationFrame);
              await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
            },
            [theme, mode],
          );
          await expect(html).toHaveAttribute("data-theme", theme);
          const { violations } = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
          expect(
            violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
            `${theme}/${mode} ${path}`,
          ).toEqual([]);
        }
      }
    }
    await context.close();
  });
}
