/**
 * No English written into the interface (issue 39): what a person reads in the islands, the enhancers
 * and the Astro pages, layouts and components comes from the message catalogues. Each file is parsed
 * (TypeScript; an .astro file through Astro's own TSX conversion) and these count as written-in text:
 * JSX text with a word in it; a literal `aria-label`, `title`, `placeholder`, `alt`, `label`, `hint`
 * and the like; a string with a word in it inside `{…}` among an element's children; and, elsewhere
 * in the code, a string that reads as an English phrase (a capital, then more words). Class names,
 * ids, addresses and keys do not look like that, so the check stays quiet about them.
 *
 * ALLOWED holds what is meant to stay as it is (names, examples, machine text), each with its reason.
 * `english-left.json` lists the English still waiting for the catalogues, file by file: the test fails
 * on English that is in neither (new English), and on an entry of the list no longer found (the list
 * only shrinks: take it out once it is translated).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { convertToTSX } from "@astrojs/compiler/sync";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["src/islands", "src/enhancers", "src/components", "src/layouts", "src/pages"];

/** Attributes whose value a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
  "hint",
  "description",
]);

/** Text that stays as written, in any language; `file` narrows an entry to one file. */
const ALLOWED: { text: string; file?: string; why: string }[] = [
  { text: "Inkwell", why: "the site's name" },
  { text: "Markdown", why: "a format's name, the same in every language" },
  { text: "RSS", why: "a format's name" },
  { text: "UTC", why: "a time zone's name, written so in every language" },
  { text: "https://…", why: "the shape of a web address, not words" },
  { text: "spam.example", why: "an example domain, the same in every language" },
  { text: "@someone@example.social", why: "an example fediverse handle" },
  { text: "X-Inkwell-Signature", why: "an HTTP header's name" },
  { text: "connect-src 'self' ws: wss:", why: "a Content-Security-Policy directive" },
  { text: "Google sign-in did not load", file: "src/islands/auth/GoogleButton.tsx", why: "an Error for the log" },
  {
    text: "Google sign-in could not be reached",
    file: "src/islands/auth/GoogleButton.tsx",
    why: "an Error for the log",
  },
];

/** A word of Latin letters (one capital letter alone counts: "B" on a button is read). */
const WORDY = /[A-Za-z]{2,}|^[A-Z]$/;
/** An English phrase in code: a capital letter starting a word, then at least one more word. */
const PHRASE = /^[A-Z][a-z]*('[a-z]+)?,?\s+\S*[A-Za-z]/;
/** Machine text inside `{…}`: classes, ids, paths, keys. */
const MACHINE = /^[a-z0-9\-_/.:#[\]=()&?{}… ]*$/;
/** In a template with values in it, two plain lowercase words in a row read as a phrase ("{n} suggestions for {q}"). */
const WORDS = /(?<![-\w[])[a-z]{2,}\s+[a-z]{2,}(?![-\w\]])/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|astro)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Pages' .ts files are endpoints (feeds, redirects, sitemaps): their text is data, not interface. */
const interfaceFile = (rel: string) => !(rel.startsWith("src/pages/") && rel.endsWith(".ts"));

/** The English written into one file's interface, in order. */
export function englishIn(rel: string, source: string): string[] {
  const astro = rel.endsWith(".astro");
  const code = astro ? convertToTSX(source, { filename: rel }).code.replace(/\/\/# sourceMappingURL=.*$/s, "") : source;
  const kind = rel.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.TSX;
  const file = ts.createSourceFile(rel, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const add = (text: string) => found.push(text.trim().replace(/\s+/g, " "));

  const visit = (node: ts.Node, inJsx: boolean): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxElement(node) && ["script", "style"].includes(node.openingElement.tagName.getText(file))) return;
    if (ts.isJsxText(node)) {
      if (WORDY.test(node.text.trim())) add(node.text);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      const value = node.initializer;
      if (!value) return;
      const read = TEXT_ATTRIBUTES.has(name);
      if (ts.isStringLiteral(value)) {
        if (read && WORDY.test(value.text)) add(value.text);
        return;
      }
      return ts.forEachChild(value, (child) => visit(child, read));
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      // A template is read whole, its values as "{…}": `Hide #${tag} from my feeds` is one phrase.
      const text = ts.isTemplateExpression(node)
        ? node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join("")
        : node.text;
      const shown = inJsx
        ? WORDY.test(text) && !MACHINE.test(text)
        : PHRASE.test(text.trim()) || (ts.isTemplateExpression(node) && WORDS.test(text));
      if (shown) add(text);
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression, inJsx));
      return;
    }
    // Inside an element's `{…}` a string is shown; a comparison's or a call's arguments are not.
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      return ts.forEachChild(node, (child) => visit(child, true));
    if (ts.isBinaryExpression(node) && /^(===|!==|==|!=)$/.test(node.operatorToken.getText(file)))
      return ts.forEachChild(node, (child) => visit(child, false));
    if (ts.isCallExpression(node) || ts.isElementAccessExpression(node))
      return ts.forEachChild(node, (child) => visit(child, false));
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node))
      return ts.forEachChild(node, (child) => visit(child, false));
    ts.forEachChild(node, (child) => visit(child, inJsx));
  };
  visit(file, false);
  return found.filter((text) => !ALLOWED.some((a) => a.text === text && (!a.file || a.file === rel)));
}

const left = JSON.parse(readFileSync(path.join(import.meta.dirname, "english-left.json"), "utf8")) as Record<
  string,
  string[]
>;

describe("the interface's text", () => {
  const files = SCANNED.flatMap((dir) => filesUnder(path.join(root, dir)))
    .map((full) => path.relative(root, full).split(path.sep).join("/"))
    .filter(interfaceFile)
    .sort();

  it("finds the English it is meant to find", () => {
    const sample = `<button aria-label="Close" className="btn">Save {busy ? "Saving…" : m.ok()}</button>`;
    expect(englishIn("x.tsx", `const a = ${sample};`)).toEqual(["Close", "Save", "Saving…"]);
    expect(
      englishIn("x.tsx", `const a = <p className="text-sm" data-x="y">{m.ok()} {n === "draft" && "·"}</p>;`),
    ).toEqual([]);
    expect(englishIn("x.ts", `toast.success("Series saved"); el.className = "card shadow";`)).toEqual(["Series saved"]);
    expect(
      englishIn(
        "x.astro",
        `---\nconst t = "Hello there";\n---\n<h1 title="Hi">Welcome</h1><script>"Not shown"</script>`,
      ),
    ).toEqual(["Hello there", "Hi", "Welcome"]);
  });

  it("has no English outside the catalogues but what is listed as still waiting", () => {
    const added: string[] = [];
    const gone: string[] = [];
    for (const rel of files) {
      const found = englishIn(rel, readFileSync(path.join(root, rel), "utf8"));
      const waiting = [...(left[rel] ?? [])];
      for (const text of found) {
        const at = waiting.indexOf(text);
        if (at >= 0) waiting.splice(at, 1);
        else added.push(`${rel}: ${JSON.stringify(text)}`);
      }
      gone.push(...waiting.map((text) => `${rel}: ${JSON.stringify(text)}`));
    }
    for (const rel of Object.keys(left)) if (!files.includes(rel)) gone.push(`${rel} (no such file)`);
    expect(added, "English written into the interface: put it in messages/*.json").toEqual([]);
    expect(gone, "translated now (or moved): take it out of src/i18n/english-left.json").toEqual([]);
  });

  it("has no words in the style sheets' generated content (a label drawn by CSS is read too)", () => {
    const css = readdirSync(path.join(root, "src/styles")).filter((name) => name.endsWith(".css"));
    const words = css.flatMap((name) =>
      [...readFileSync(path.join(root, "src/styles", name), "utf8").matchAll(/content:\s*"([^"]*)"/g)]
        .map((match) => match[1]!)
        .filter((text) => WORDY.test(text))
        .map((text) => `${name}: ${text}`),
    );
    expect(words, "give the element the words in an attribute and show it with attr()").toEqual([]);
  });

  it("keeps the rich editor and the editor's islands wholly translated", () => {
    expect(Object.keys(left).filter((rel) => rel.startsWith("src/islands/editor/"))).toEqual([]);
  });
});
