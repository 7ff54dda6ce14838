// @vitest-environment happy-dom
/**
 * A long story opens in parts (rich/open-in-parts): the document built part by part must be the very
 * document built at once, a save while parts wait must hold the whole story, and a story with anything
 * the whole text shares, or a cut that would fall in a code fence, is not cut there.
 */
import { describe, expect, it } from "vitest";
import { parserCtx } from "@milkdown/kit/core";
import type { Node as ProseNode } from "@milkdown/kit/prose/model";
import { getMarkdown } from "@milkdown/kit/utils";
import { flushChanges, setMarkdown, viewOf } from "../../src/islands/editor/rich/make-editor.ts";
import { finishOpening, splitForOpening, tailOf, whenOpened } from "../../src/islands/editor/rich/open-in-parts.ts";
import { renderMarkdownBody } from "../../src/server/content/markdown.ts";
import { editorPerTest } from "../support/rich-editor.ts";
import { CARDS, EXTRAS, seedDocs } from "./corpus.ts";

const html = async (md: string) =>
  (await renderMarkdownBody(md)).html.replace(/\s+/g, " ").replace(/> </g, "><").trim();

const openEditor = editorPerTest();
const open = (markdown: string, onChange: (md: string) => void = () => {}) => openEditor(markdown, { onChange });

/** The same document, less the empty paragraph the editor keeps after a last picture, table or code. */
function sameStory(shown: ProseNode, parsed: ProseNode) {
  const last = shown.lastChild!;
  const kept = last.type.name === "paragraph" && last.content.size === 0 && !parsed.lastChild!.eq(last);
  return (kept ? shown.copy(shown.content.cut(0, shown.content.size - last.nodeSize)) : shown).eq(parsed);
}

/** Our corpus (what a cut may not span left out), each under a heading, until the story is long. */
function longCorpus(): string {
  const docs = [...seedDocs(), ...EXTRAS, ...CARDS].filter((d) => !/^ {0,3}(\[[^\]\n]+\]:|<)/m.test(d.md));
  const parts: string[] = [];
  for (let round = 0; parts.join("\n\n").length < 60_000; round++)
    for (const d of docs) parts.push(`## ${d.name} ${round}\n\n${d.md.trim()}`);
  return parts.join("\n\n") + "\n";
}

describe("a long story opening in parts", () => {
  it("builds the same document as opening it at once", { timeout: 60_000 }, async () => {
    const md = longCorpus();
    const parts = splitForOpening(md);
    expect(parts?.later.length).toBeGreaterThan(3);
    expect(parts!.first + parts!.later.join("")).toBe(md);
    const e = await open(md);
    const view = viewOf(e);
    expect(tailOf(view)).not.toBe("");
    expect(view.state.doc.content.size).toBeLessThan(e.ctx.get(parserCtx)(md).content.size);
    finishOpening(view);
    expect(tailOf(view)).toBe("");
    expect(sameStory(view.state.doc, e.ctx.get(parserCtx)(md))).toBe(true);
    // Written back as a story opened at once is written back.
    const atOnce = e.action(getMarkdown()).trimEnd();
    setMarkdown(e, md);
    expect(atOnce).toBe(e.action(getMarkdown()).trimEnd());
  });

  it("appends the later parts by itself", { timeout: 60_000 }, async () => {
    const md = longCorpus();
    const e = await open(md);
    const view = viewOf(e);
    await expect.poll(() => tailOf(view), { timeout: 20_000 }).toBe("");
    expect(sameStory(view.state.doc, e.ctx.get(parserCtx)(md))).toBe(true);
  });

  it("tells when the whole story is in, without taking it in at once", { timeout: 60_000 }, async () => {
    const md = longCorpus();
    const e = await open(md);
    const view = viewOf(e);
    const waiting = tailOf(view);
    expect(waiting).not.toBe("");
    // Co-editing's first shared text waits for this: the parts still go in one idle moment at a time.
    const whole = whenOpened(view);
    expect(tailOf(view)).toBe(waiting);
    await whole;
    expect(tailOf(view)).toBe("");
    expect(sameStory(view.state.doc, e.ctx.get(parserCtx)(md))).toBe(true);
    await expect(whenOpened(view)).resolves.toBeUndefined();
  });

  it("saves the whole story when the writer types before the rest is in", { timeout: 60_000 }, async () => {
    const md = longCorpus();
    let saved = "";
    const e = await open(md, (m) => (saved = m));
    const view = viewOf(e);
    expect(tailOf(view)).not.toBe("");
    view.dispatch(view.state.tr.insertText("Hello. ", 1));
    const tail = tailOf(view);
    const head = e.action(getMarkdown()).replace(/\n{2,}$/, "\n");
    flushChanges(e);
    // What is in the document, written out, then the parts still waiting, as they were written.
    expect(saved).toBe(`${head}\n${tail}`);
    expect(saved.startsWith("## Hello. ")).toBe(true);
    finishOpening(view);
    const whole = e.action(getMarkdown());
    expect(await html(saved)).toBe(await html(whole));
  });

  it("does not cut a story whose parts share references, nor inside a code fence", () => {
    const filler = "A sentence of a long story, long enough to need cutting somewhere.\n\n".repeat(400);
    expect(splitForOpening(`${filler}## Part\n\nSee [x][ref].\n\n${filler}[ref]: https://e.x\n`)).toBeNull();
    expect(splitForOpening(`${filler}<div>\n\n## Part\n\n</div>\n`)).toBeNull();
    const fenced = `${filler}~~~md\n\n## not a heading\n\n\`\`\`\n\n## still code\n~~~\n\n## Part\n\n${filler}`;
    const parts = splitForOpening(fenced)!;
    for (const part of parts.later) expect(part.startsWith("## not") || part.startsWith("## still")).toBe(false);
    expect(parts.first + parts.later.join("")).toBe(fenced);
  });

  it("opens a story of ordinary length at once", () => {
    expect(splitForOpening("## Short\n\nText.\n")).toBeNull();
  });
});
