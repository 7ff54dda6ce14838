/**
 * Languages (issue 39) in Chromium: a reader switches to French in the footer (a plain form), signs
 * up and in through the translated forms, reads a story and sets the language in settings; a reader
 * in Arabic on a phone gets right-to-left pages that axe finds no serious fault with. Screenshots of
 * home, story and settings in Arabic at 390 px go to test-results/.
 */
import AxeBuilder from "@axe-core/playwright";
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
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.locator("#settings-language")).toHaveValue("fr");
  const me = (await (await page.request.get("/api/user")).json()) as { data: { language: string } };
  expect(me.data.language).toBe("fr");
});

test("in Arabic on a phone: right to left, no serious axe violation, screenshots", async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "ar" });
  await signUp(context, { firstName: "Layla", lastName: "Haddad", interests: ["writing"] });
  const story = await publish(
    context,
    "الخيول في الصباح",
    "الخيول تركض في المرج الأخضر عند شروق الشمس، والمزارع يراقبها من بعيد.",
  );
  const page = await context.newPage();
  // Accept-Language alone chooses Arabic (Chromium sends it from the context's locale).
  for (const [name, path] of [
    ["home", "/"],
    ["story", `/post/${story.slug}`],
    ["settings", "/settings?type=language"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    expect(await seriousViolations(page), path).toEqual([]);
    await page.screenshot({ path: `test-results/languages-ar-${name}-390.png`, fullPage: true });
  }
  // The shell reads right to left: the account menu sits at the left edge, the logo at the right.
  const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
  expect(logo!.x).toBeGreaterThan(390 / 2);
  await expect(page.getByRole("heading", { name: "الإعدادات", level: 1 })).toBeVisible();
  await context.close();
});
