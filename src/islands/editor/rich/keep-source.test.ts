// @vitest-environment happy-dom
/**
 * A story opened and saved without a change is saved as it was (issue 36: "opens and saves back
 * without a change it did not ask for"); an edit rewrites only the blocks it touched, so a table or a
 * list three screens away keeps the way its writer typed it, and what is written reads back as the
 * editor's document.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parserCtx } from "@milkdown/kit/core";
import type { Node as ProseNode } from "@milkdown/kit/prose/model";
import { TextSelection } from "@milkdown/kit/prose/state";
import { editorPerTest, openRichEditor } from "../../../../tests/support/rich-editor.ts";
import { flushChanges, markdownOffset, setMarkdown, viewOf } from "./make-editor";
import { splitForOpening, whenOpened } from "./open-in-parts";

const open = editorPerTest();

/** Opens `markdown`, lets `edit` change the document, and returns what the editor writes out. */
async function afterEdit(markdown: string, edit: (view: ReturnType<typeof viewOf>) => void, opener = open) {
  const written: string[] = [];
  const editor = await opener(markdown, { onChange: (md) => written.push(md) });
  flushChanges(editor);
  written.length = 0;
  const view = viewOf(editor);
  edit(view);
  flushChanges(editor);
  return { editor, view, text: written.at(-1) };
}

/** The same document made again from scratch: equal nodes, none of them the same object (a co-editing redraw). */
const redraw = (view: ReturnType<typeof viewOf>) =>
  view.dispatch(
    view.state.tr.replaceWith(
      0,
      view.state.doc.content.size,
      view.state.schema.nodeFromJSON(view.state.doc.toJSON()).content,
    ),
  );

/**
 * Types `text` at the first place for text from the document's `index`-th block on, and says which
 * block it went into (a divider has no place for text: the next block's).
 */
function typeInBlock(view: ReturnType<typeof viewOf>, index: number, text: string): number {
  let pos = 0;
  for (let i = 0; i < index; i++) pos += view.state.doc.child(i).nodeSize;
  const at = TextSelection.near(view.state.doc.resolve(pos + 1)).from;
  view.dispatch(view.state.tr.insertText(text, at));
  return view.state.doc.resolve(at).index(0);
}

const TABLE = "| Tool | Use |\n|------|:---:|\n| rake | leaves |";
const STORY = ["Intro *here*.", TABLE, "* one\n* two", "Middle paragraph.", "~~~js\nlet x = 1;\n~~~", "The end."].join(
  "\n\n",
);

describe("writing back what the writer did not touch", () => {
  it("an unchanged story, even drawn again by co-editing, is written back byte for byte", async () => {
    const { text } = await afterEdit(STORY, redraw);
    expect(text).toBe(STORY);
  });

  it("an edit in one paragraph leaves the table, the list and the fence as they were typed", async () => {
    const { text } = await afterEdit(STORY, (view) => typeInBlock(view, 3, "New. "));
    expect(text).toBe(STORY.replace("Middle paragraph.", "New. Middle paragraph."));
  });

  it("an edit inside the table rewrites that table only", async () => {
    const { text } = await afterEdit(STORY, (view) => typeInBlock(view, 1, "Garden "));
    expect(text).toContain("Garden Tool");
    expect(text).not.toContain("|------|:---:|");
    expect(text!.startsWith("Intro *here*.\n\n|")).toBe(true);
    expect(text).toContain("* one\n* two\n\nMiddle paragraph.\n\n~~~js\nlet x = 1;\n~~~\n\nThe end.");
  });

  it("a long story, opened in parts, is written back as typed once it is whole", { timeout: 30_000 }, async () => {
    const sections = Array.from(
      { length: 60 },
      (_, i) => `## Part ${i}\n\n${"Words and more words in this part. ".repeat(12).trim()}\n\n${TABLE}`,
    );
    const long = sections.join("\n\n");
    expect(splitForOpening(long)).not.toBeNull();
    const written: string[] = [];
    const editor = await open(long, { onChange: (md) => written.push(md) });
    const view = viewOf(editor);
    await whenOpened(view);
    typeInBlock(view, 1, "Edited. ");
    flushChanges(editor);
    expect(written.at(-1)).toBe(long.replace("Words and", "Edited. Words and"));
  });

  it("the caret's place in the Markdown view counts the text as it was typed", async () => {
    const editor = await open(STORY);
    const view = viewOf(editor);
    let pos = 0;
    for (let i = 0; i < 3; i++) pos += view.state.doc.child(i).nodeSize;
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, pos + 1 + "Middle ".length)));
    expect(markdownOffset(editor)).toBe(STORY.indexOf("Middle paragraph.") + "Middle ".length);
  });

  it("a story whose blocks do not line up (a link reference) is written out whole, nothing lost", async () => {
    const md = "See [the docs][d].\n\n[d]: https://example.com\n\n| a |\n|---|\n| 1 |";
    const { text } = await afterEdit(md, (view) => typeInBlock(view, 0, "Please "));
    expect(text).toContain("Please See");
    expect(text).toContain("https://example.com");
  });

  it("a text put in place of the story (a revision restored) is the one kept from then on", async () => {
    const written: string[] = [];
    const editor = await open("Old.", { onChange: (md) => written.push(md) });
    setMarkdown(editor, STORY);
    const view = viewOf(editor);
    redraw(view);
    flushChanges(editor);
    expect(written.at(-1)).toBe(STORY);
  });
});

/** Blocks as their writers type them, mostly not as Milkdown would write them. */
const BLOCK = fc.oneof(
  fc.constantFrom(
    TABLE,
    "* star\n* list",
    "1) paren\n2) list",
    "- [ ] task",
    "Setext heading\n==============",
    "## Closed heading ##",
    "~~~\nfenced\n~~~",
    "***",
    "> [!TIP]\n> A callout.",
    "> A quote\nwith a lazy line.",
    "Some *emphasis* and __strong__ text.",
    "![A picture](/p.png)",
  ),
  fc.stringMatching(/^[A-Z][a-z]{1,8}( [a-z]{1,8}){0,5}\.$/),
);

describe("any story, any one edit", () => {
  it(
    "writes back what reads as the editor's document, and every block not edited as it was typed",
    { timeout: 180_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(BLOCK, { minLength: 1, maxLength: 8 }),
          fc.nat(),
          fc.constantFrom("type", "delete", "insert"),
          async (blocks, at, how) => {
            // Two lists one after the other are one list in Markdown: a story of blocks as generated has none.
            const list = (j: number) => /^(\* |1\) |- )/.test(blocks[j] ?? "");
            fc.pre(blocks.every((_, i) => !(list(i) && list(i + 1))));
            const markdown = blocks.join("\n\n");
            let index = at % blocks.length;
            const { editor, view, text } = await afterEdit(
              markdown,
              (v) => {
                const doc = v.state.doc;
                let pos = 0;
                for (let i = 0; i < index; i++) pos += doc.child(i).nodeSize;
                if (how === "type") index = typeInBlock(v, index, "Word");
                else if (how === "delete") v.dispatch(v.state.tr.delete(pos, pos + doc.child(index).nodeSize));
                else v.dispatch(v.state.tr.insert(pos, paragraph(v, "Added here.")));
              },
              openRichEditor,
            );
            const back = editor.ctx.get(parserCtx)(text ?? "");
            // Each run's editor goes at once: Milkdown's timers must not outlive the test's page.
            await editor.destroy();
            expect(text).toBeDefined();
            expect(storyBlocks(back).map((n) => n.toJSON())).toEqual(
              storyBlocks(view.state.doc).map((n) => n.toJSON()),
            );
            // Every block but the edited one keeps its text (a list next to another list may be written anew:
            // two lists must stay two).
            blocks.forEach((block, i) => {
              if (how !== "insert" && i === index) return;
              if (list(i) && (list(i - 1) || list(i + 1) || list(i - 2) || list(i + 2))) return;
              expect(text, `block ${i} of ${JSON.stringify(markdown)}`).toContain(block);
            });
          },
        ),
        { numRuns: 100 },
      );
    },
  );
});

const paragraph = (view: ReturnType<typeof viewOf>, words: string) =>
  view.state.schema.nodes.paragraph!.create(null, view.state.schema.text(words));

/** The document's blocks without the empty paragraph kept at its end. */
function storyBlocks(doc: ProseNode): ProseNode[] {
  const nodes: ProseNode[] = [];
  doc.forEach((n) => nodes.push(n));
  if (nodes.length > 1 && nodes.at(-1)!.type.name === "paragraph" && nodes.at(-1)!.content.size === 0) nodes.pop();
  return nodes;
}
