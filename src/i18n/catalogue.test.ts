/** The catalogues are complete (every language, every key used): the same check as `npm run lint`. */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueProblems, usedKeys, type Catalogue } from "./check.ts";
import { LOCALES } from "../shared/locale.ts";

const root = path.resolve(import.meta.dirname, "../..");
const load = (locale: string) =>
  JSON.parse(readFileSync(path.join(root, "messages", `${locale}.json`), "utf8")) as Catalogue;
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "paraglide" ? [] : sources(full);
    return /\.(ts|tsx|astro)$/.test(name) ? [readFileSync(full, "utf8")] : [];
  });
}

describe("message catalogues", () => {
  it("have every key in every language, with English's placeholders, and no key unused", () => {
    const catalogues = Object.fromEntries(LOCALES.map((l) => [l, load(l)]));
    expect(catalogueProblems(catalogues, "en", usedKeys(sources(path.join(root, "src"))))).toEqual([]);
  });

  it("name a missing, extra, unused or misplaced key", () => {
    const problems = catalogueProblems(
      {
        en: { hi: "Hello {name}", bye: "Bye" },
        fr: { hi: "Bonjour {nom}", extra: "?" },
      },
      "en",
      usedKeys(['m.hi({ name: "Ada" })']),
    );
    expect(problems).toEqual([
      "fr: hi has {nom}, not those of en",
      "fr: missing bye",
      "fr: extra is not in en",
      "bye is used nowhere",
    ]);
  });
});
