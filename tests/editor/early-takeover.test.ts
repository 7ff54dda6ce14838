// @vitest-environment happy-dom
/**
 * Places in the story's body as the page sends it (the site's HTML) are matched to the editor's
 * document made from the Markdown (rich/early-takeover): at every character of every block of a story
 * holding each kind of block, the text before the matched position is the text before the place.
 */
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../src/server/content/markdown.ts";
import { editorPerTest, openRichEditor } from "../support/rich-editor.ts";
import { CARDS, EXTRAS, seedDocs } from "./corpus.ts";
import { ADDED, atText, blockIndex, placer, wordEdge } from "../../src/islands/editor/rich/early-takeover.ts";
import { viewOf } from "../../src/islands/editor/rich/make-editor.ts";
import { finishOpening } from "../../src/islands/editor/rich/open-in-parts.ts";

const open = editorPerTest();

const STORY = [
  "## A heading with `code`",
  "A paragraph with **strong**, _quiet_ and [linked](https://example.com) words.",
  "A paragraph said twice.",
  "- one item\n- two items, with **strong** ones\n  - a nested item",
  "1. first\n2. second",
  "```ts\nconst total = 1 + 2;\nconsole.log(total);\n```",
  "> A quotation\n> over two lines.",
  "> [!NOTE]\n> A callout that says something.",
  "| Name | Value |\n| ---- | ----- |\n| one | 1 |\n| two | 2 |",
  "A paragraph said twice.",
  "---",
  "The last words.",
].join("\n\n");

/** Every text node of `el`, with the block (top-level child) it is in. */
function textNodes(el: HTMLElement) {
  const found: Text[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) found.push(n as Text);
  return found;
}

const plain = (text: string) => text.replace(/\s+/g, "");

/** A range's text without the words the page adds. */
function textOf(range: Range): string {
  const copy = range.cloneContents();
  for (const added of copy.querySelectorAll(ADDED)) added.remove();
  return copy.textContent ?? "";
}

/** Checks every place in every text of the page's body; returns how many were checked. */
async function checkPlaces(markdown: string): Promise<number> {
  const { html } = await renderMarkdown(markdown);
  const el = document.createElement("div");
  el.innerHTML = html;
  document.body.append(el);
  const editor = await openRichEditor(markdown);
  const view = viewOf(editor);
  finishOpening(view);
  const { doc } = view.state;
  const place = placer(el, doc);
  let checked = 0;
  try {
    for (const node of textNodes(el)) {
      let block: Node = node;
      while (block.parentNode !== el) block = block.parentNode!;
      if (!plain(node.data)) continue;
      // Words the page adds (a callout's title): a place in them is the start of what the block says.
      if (node.parentElement?.closest(".callout-title")) {
        const $pos = doc.resolve(place(node, 1));
        expect(doc.textBetween($pos.before(1), $pos.pos, "", "")).toBe("");
        continue;
      }
      // Other words the page adds, and footnotes (gathered at the page's end, in place in the editor):
      // matched as nearly as may be, not checked here.
      if (node.parentElement?.closest(`${ADDED}, section[data-footnotes]`)) continue;
      for (let offset = 0; offset <= node.data.length; offset++) {
        const range = document.createRange();
        range.setStart(block, 0);
        range.setEnd(node, offset);
        const before = plain(textOf(range)).replace(/^(Note|Tip|Important|Warning|Caution)/, "");
        const pos = place(node, offset);
        const $pos = doc.resolve(pos);
        const inDoc = plain(doc.textBetween($pos.depth ? $pos.before(1) : pos, pos, "", ""));
        expect(inDoc, `${JSON.stringify(node.data)} at ${offset}`).toBe(before);
        // A place at the start of a word is before that word, not before the space ahead of it.
        if (offset > 0 && /\s/.test(node.data[offset - 1]!) && /\S/.test(node.data[offset] ?? ""))
          expect(doc.textBetween(pos, pos + 1)).toBe(node.data[offset]);
        checked++;
      }
    }
  } finally {
    el.remove();
    await editor.destroy();
  }
  return checked;
}

describe("early body places", () => {
  it("match the text before them in the editor's document, block by block", async () => {
    expect(await checkPlaces(`${STORY}\n`)).toBeGreaterThan(300);
    // A place in the second of two equal paragraphs is in the second one.
    const { html } = await renderMarkdown(STORY);
    const el = document.createElement("div");
    el.innerHTML = html;
    const view = viewOf(await open(`${STORY}\n`));
    const { doc } = view.state;
    const place = placer(el, doc);
    const twice = [...el.children].filter((b) => b.textContent === "A paragraph said twice.");
    expect(twice).toHaveLength(2);
    const first = doc.resolve(place(twice[0]!.firstChild!, 2)).index(0);
    const second = doc.resolve(place(twice[1]!.firstChild!, 2)).index(0);
    expect(doc.child(second).textContent).toBe("A paragraph said twice.");
    expect(second).toBeGreaterThan(first);
  });

  it("between blocks, in the page's spaces or by the body's child index, are the next block's start", async () => {
    const { html } = await renderMarkdown(STORY);
    const el = document.createElement("div");
    el.innerHTML = html.replace(/></g, ">\n\n<");
    const view = viewOf(await open(`${STORY}\n`));
    const { doc } = view.state;
    const place = placer(el, doc);
    const kids = [...el.childNodes];
    const gaps = kids.filter((n) => n.nodeType === Node.TEXT_NODE && !n.textContent!.trim());
    expect(gaps.length).toBeGreaterThan(3);
    for (const gap of gaps) {
      const next = kids.slice(kids.indexOf(gap)).find((n) => n instanceof HTMLElement);
      if (!next) continue;
      const start = doc.resolve(place(next, 0));
      // Two characters into the spaces (a child index of 2 would be the body's third child).
      expect(place(gap, 2)).toBe(start.pos);
      expect(place(el, kids.indexOf(gap))).toBe(start.pos);
    }
  });

  it("match in every story of the editor's corpus", async () => {
    let checked = 0;
    for (const d of [...seedDocs(10), ...EXTRAS, ...CARDS]) {
      try {
        checked += await checkPlaces(d.md);
      } catch (err) {
        throw new Error(`${d.name}: ${(err as Error).message}`, { cause: err });
      }
    }
    expect(checked).toBeGreaterThan(1000);
  }, 60_000);

  it("match blocks by their text, the k-th of equal ones to the k-th", () => {
    expect(blockIndex(["a", "b", "a"], ["a", "b", "a"], 2)).toBe(2);
    expect(blockIndex(["a", "x", "b", "a"], ["a", "b", "a"], 3)).toBe(2);
    expect(blockIndex(["a", "x", "b"], ["a", "b"], 1)).toBeNull();
    // As many blocks both ways, a block whose text differs keeps its index.
    expect(blockIndex(["a", "x", "b"], ["a", "y", "b"], 1)).toBe(1);
  });

  it("find the position of a text offset inside a block", async () => {
    const view = viewOf(await open("Some **strong** words.\n"));
    const block = view.state.doc.child(0);
    // Spaces are not counted; a place after one stays after it.
    expect(view.state.doc.textBetween(0, atText(block, 0, 6))).toBe("Somest".replace("e", "e "));
    expect(view.state.doc.textBetween(0, atText(block, 0, 4))).toBe("Some");
    expect(view.state.doc.textBetween(0, atText(block, 0, 4, true))).toBe("Some ");
    expect(atText(block, 0, 999)).toBe(block.nodeSize - 1);
  });
});

describe("a word deleted early (Ctrl+Backspace, Option+Delete), measured in the editor's text", () => {
  const edge = (text: string, backward: boolean) => {
    const at = text.indexOf("|");
    const plain = text.replace("|", "");
    const to = wordEdge(plain, at, backward);
    return backward ? `${plain.slice(0, to)}|${plain.slice(at)}` : `${plain.slice(0, at)}|${plain.slice(to)}`;
  };
  it("takes the word before the caret and the spaces next to it, as browsers do", () => {
    expect(edge("the quiet words|", true)).toBe("the quiet |");
    expect(edge("the quiet words   |", true)).toBe("the quiet |");
    expect(edge("the quiet wo|rds", true)).toBe("the quiet |rds");
    expect(edge("say it's|", true)).toBe("say |");
    expect(edge("café crème|", true)).toBe("café |");
    expect(edge("a sentence.|", true)).toBe("a sentence|");
    expect(edge("|at the start", true)).toBe("|at the start");
    expect(edge("   |", true)).toBe("|");
  });
  it("and forwards, the word after it", () => {
    expect(edge("|the quiet words", false)).toBe("| quiet words");
    expect(edge("the|   quiet words", false)).toBe("the| words");
    expect(edge("the end|", false)).toBe("the end|");
    expect(edge("x|--- y", false)).toBe("x| y");
  });
});
