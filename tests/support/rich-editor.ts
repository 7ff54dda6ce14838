/**
 * The rich editor as the editor tests open it (in happy-dom): in an element of its own on the page,
 * every callback doing nothing unless a test gives its own.
 */
import { afterEach } from "vitest";
import type { Editor } from "@milkdown/kit/core";
import { makeRichEditor, type RichOptions } from "../../src/islands/editor/rich/make-editor.ts";

export async function openRichEditor(markdown: string, options: Partial<RichOptions> = {}): Promise<Editor> {
  const root = document.createElement("div");
  document.body.append(root);
  return makeRichEditor({
    root,
    markdown,
    label: "Story",
    onChange: () => {},
    quiet: () => false,
    onUpdate: () => {},
    onLinkKey: () => {},
    onSlashKey: () => false,
    onCardKey: () => false,
    onImageFiles: () => {},
    ...options,
  });
}

/** `openRichEditor` for a suite whose tests open one editor each, destroyed after each test. */
export function editorPerTest() {
  let editor: Editor | undefined;
  afterEach(async () => {
    await editor?.destroy();
    editor = undefined;
  });
  return async (markdown: string, options: Partial<RichOptions> = {}) =>
    (editor = await openRichEditor(markdown, options));
}
