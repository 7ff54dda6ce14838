/**
 * Feed languages in the browser (issue 39): home is one cached page for every reader, holding stories
 * in every language; a signed-in reader who chose French sees the other languages' cards hidden there
 * by the page's script (`data-lang` on each card, the languages from the personal call). The server's
 * filter of the signed-in lists is tests/api/feed-languages.test.ts.
 */
import { expect, publish, signUp, test } from "./fixtures.ts";

test("home hides the cards of a language the reader did not choose", async ({ page }) => {
  // The reader writes both stories: the choice hides one's own stories too, and one person is lighter.
  await signUp(page.context(), { firstName: "Francophone", lastName: "Reader" });
  const stamp = Date.now().toString(36);
  const french = await page.request.post("/api/post/create", {
    data: { title: `Le verger ${stamp}`, content: "Les pommes mûrissent au verger.", language: "fr" },
  });
  expect(french.status()).toBe(201);
  const english = await publish(page.context(), `The orchard ${stamp}`, "The apples ripen in the orchard.");
  const saved = await page.request.patch("/api/user/me", { data: { feedLanguages: ["fr"] } });
  expect(saved.status()).toBe(200);

  await page.goto("/?tab=latest&limit=50");
  await expect(page.locator("html")).toHaveAttribute("data-auth", "in");
  await expect(page.getByRole("link", { name: `Le verger ${stamp}` })).toBeVisible();
  // The shared page holds the English card; the reader's choice hides it.
  const englishCard = page.locator(`li[data-lang="en"]`).filter({ hasText: english.title });
  await expect(englishCard).toBeAttached();
  await expect(englishCard).toBeHidden();
});
