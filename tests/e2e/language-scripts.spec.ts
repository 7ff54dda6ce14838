/**
 * The JavaScript a reader downloads holds their language's strings only (issue 39, decision 020): a
 * signed-in French reader's scripts on home, a story and the editor carry French strings of the
 * catalogues and none of German, Spanish, Brazilian Portuguese, Japanese or Arabic.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, publish, signUp, test } from "./fixtures.ts";

const OTHERS = ["de", "es", "pt-BR", "ja", "ar"] as const;

type Catalogue = Record<string, unknown>;
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "../../messages", `${locale}.json`), "utf8")) as Catalogue;

/**
 * The plain messages of a language (no placeholder, long enough to mean something) that no other
 * language says the same way, as they stand in a script's source.
 */
function ownStrings(locale: string, all: Record<string, Catalogue>): string[] {
  const elsewhere = new Set(
    Object.entries(all)
      .filter(([l]) => l !== locale)
      .flatMap(([, c]) => Object.values(c).filter((v) => typeof v === "string")),
  );
  return Object.entries(all[locale]!)
    .filter(([key]) => key !== "$schema")
    .map(([, value]) => value)
    .filter((v): v is string => typeof v === "string" && v.length >= 10 && !/[{}\\`"$\n]/.test(v))
    .filter((v) => !elsewhere.has(v));
}

/**
 * The bodies of the scripts the page loads from the site while `visit` runs. Only the addresses are
 * noted during the visit: a response's body is gone once the page navigates away (which failed once in
 * CI), and a script's copy is chosen by its address, so fetching it again afterwards gives the same bytes.
 */
async function scriptsOf(page: Page, visit: () => Promise<void>): Promise<Map<string, string>> {
  const urls = new Set<string>();
  const seen = (res: import("@playwright/test").Response) => {
    if (new URL(res.url()).pathname.startsWith("/_astro/") && res.url().endsWith(".js")) urls.add(res.url());
  };
  page.on("response", seen);
  await visit();
  page.off("response", seen);
  return new Map(
    await Promise.all(
      [...urls].map(async (url) => {
        const res = await page.request.get(url);
        expect(res.ok(), url).toBe(true);
        return [url, await res.text()] as const;
      }),
    ),
  );
}

test("a French reader's scripts carry French strings and no other language's", async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ locale: "fr" });
  await signUp(context, { firstName: "Lucie", lastName: "Lecteur", interests: ["writing"] });
  const story = await publish(
    context,
    "Les chevaux du soir",
    "Les chevaux rentrent à l’écurie quand le soleil se couche.",
  );
  const page = await context.newPage();
  const scripts = await scriptsOf(page, async () => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.goto(`/post/${story.slug}`);
    await expect(page.getByRole("region", { name: "Réactions" }).getByRole("button", { name: /J’aime/ })).toBeVisible();
    await page.goto("/create-post");
    await expect(page.getByTestId("save-state")).toHaveText("Rien à enregistrer pour l’instant");
  });
  await context.close();

  const all = Object.fromEntries(["en", "fr", ...OTHERS].map((l) => [l, catalogue(l)]));
  const code = [...scripts.values()].join("\n");
  // Not vacuous: the islands' French strings are in what was downloaded.
  expect(ownStrings("fr", all).filter((s) => code.includes(s)).length).toBeGreaterThan(20);
  for (const locale of OTHERS) {
    const found = ownStrings(locale, all).filter((s) => code.includes(s));
    expect(found, `${locale} strings in a French reader's scripts`).toEqual([]);
  }
});
