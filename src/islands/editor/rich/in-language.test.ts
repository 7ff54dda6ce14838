// @vitest-environment happy-dom
/**
 * The rich editor speaks the page's language (issue 39): its cards' pickers, the embed card, the empty
 * story's invitation and the slash menu read from the catalogues; in English they say what they
 * always said (the end-to-end tests find them by these words).
 */
import { afterEach, expect, it } from "vitest";
import { overwriteGetLocale } from "../../../paraglide/runtime.js";
import { editorPerTest } from "../../../../tests/support/rich-editor.ts";
import { viewOf } from "./make-editor";
import { slashMatches } from "./slash";

const opened = editorPerTest();
const inLocale = (locale: string) => overwriteGetLocale(() => locale as "en");
afterEach(() => inLocale("en"));

const STORY = "```python\nx = 1\n```\n\n> [!TIP]\n> Mind.\n\nhttps://mastodon.social/@Gargron/1\n";

async function drawn(markdown: string) {
  const view = viewOf(await opened(markdown));
  const code = view.dom.querySelector<HTMLSelectElement>(".code-card .card-select")!;
  const kind = view.dom.querySelector<HTMLSelectElement>(".callout .card-select")!;
  return {
    view,
    codeLabel: code.getAttribute("aria-label"),
    noLanguage: code.options[0]!.textContent,
    language: code.value,
    kindLabel: kind.getAttribute("aria-label"),
    kinds: [...kind.options].map((o) => o.textContent),
    embed: view.dom.querySelector(".embed-provider")?.textContent,
  };
}

it("draws its cards in English as before", async () => {
  const en = await drawn(STORY);
  expect(en.language).toBe("python");
  expect(en.codeLabel).toBe("Code language");
  expect(en.noLanguage).toBe("No language");
  expect(en.kindLabel).toBe("Callout kind");
  expect(en.kinds).toEqual(["Note", "Tip", "Warning"]);
  expect(en.embed).toBe("Embed · Fediverse post");
});

it("draws its cards, the empty story and the slash menu in French", async () => {
  inLocale("fr");
  const fr = await drawn(STORY);
  expect(fr.codeLabel).toBe("Langage du code");
  expect(fr.noLanguage).toBe("Aucun langage");
  expect(fr.kindLabel).toBe("Type d'encadré");
  expect(fr.kinds).toEqual(["Note", "Astuce", "Avertissement"]);
  expect(fr.embed).toBe("Intégration · Publication du fédivers");
  expect(slashMatches("").map((i) => i.label)).toContain("Bloc de code");
  // A French writer finds the block by its French name.
  expect(slashMatches("encad").map((i) => i.id)).toEqual(["callout"]);
});

it("invites to write in Arabic in an empty story", async () => {
  inLocale("ar");
  const view = viewOf(await opened(""));
  expect(view.dom.querySelector(".is-empty-story")?.getAttribute("data-placeholder")).toBe("اروِ قصتك…");
});
