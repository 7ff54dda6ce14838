// @vitest-environment happy-dom
/**
 * A long story is written out as Markdown after a pause, not per keystroke (issue 36, speed); what was
 * typed is never lost: it is written out at once when asked (the Markdown switch), on blur, or when the
 * editor goes.
 */
import { describe, expect, it } from "vitest";
import { TextSelection } from "@milkdown/kit/prose/state";
import { openRichEditor } from "../../../../tests/support/rich-editor.ts";
import { flushChanges, viewOf } from "./make-editor";

/** About 7,000 words: past the length written out per keystroke. */
const LONG = Array.from({ length: 800 }, (_, i) => `Paragraph ${i} has a few more words in it.`).join("\n\n") + "\n";

async function open(changes: string[]) {
  const editor = await openRichEditor(LONG, { onChange: (md) => changes.push(md) });
  // What opening itself changed (the empty paragraph kept at the end) is not the writer's typing.
  flushChanges(editor);
  changes.length = 0;
  return editor;
}

function typeAtStart(editor: Awaited<ReturnType<typeof open>>, text: string) {
  const view = viewOf(editor);
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 1)).insertText(text));
}

// Opening a story this long in happy-dom takes seconds on a loaded machine.
describe("writing out a long story", { timeout: 30_000 }, () => {
  it("waits while typing, and writes out at once when asked", async () => {
    const changes: string[] = [];
    const editor = await open(changes);
    typeAtStart(editor, "New ");
    await new Promise((r) => setTimeout(r, 0));
    expect(changes).toEqual([]);
    flushChanges(editor);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.startsWith("New Paragraph 0")).toBe(true);
    await editor.destroy();
  });

  it("keeps what was typed just before the editor goes", async () => {
    const changes: string[] = [];
    const editor = await open(changes);
    typeAtStart(editor, "Last ");
    await editor.destroy();
    expect(changes.at(-1)?.startsWith("Last Paragraph 0")).toBe(true);
  });
});
