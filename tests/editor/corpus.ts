/**
 * The documents the rich editor must open and write back without changing what readers see: the
 * seed's bodies, an imported Medium story, GFM's tables, footnotes, task lists and alerts, cards'
 * Markdown (captions, embeds, code with a language), and the CommonMark spec's examples.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { corpus as seed } from "../../scripts/seed-corpus.ts";
import { fromMediumHtml } from "../../src/server/content/import.ts";

export interface Doc {
  name: string;
  md: string;
}

const MEDIUM = `<!DOCTYPE html><html><head><title>Why gardens matter</title></head><body><article class="h-entry">
<header><h1 class="p-name">Why gardens matter</h1></header>
<section data-field="body" class="e-content"><section name="a1" class="section"><div class="section-content"><div class="section-inner">
<h3 name="t1" class="graf graf--h3 graf--title">Why gardens matter</h3>
<p name="p1" class="graf graf--p">Gardens are <strong class="markup--strong">good</strong> for <a href="https://example.org/bees" class="markup--anchor">bees</a> and <em>people</em>.</p>
<ol><li>Dig</li><li>Plant <code>seeds</code></li></ol>
<blockquote name="q1" class="graf graf--blockquote">A garden is a friend you can visit any time.</blockquote>
<figure><img src="https://cdn-images-1.medium.com/max/800/1*abc.png" alt="Rows of beans"><figcaption>Beans in June</figcaption></figure>
<pre name="c1" class="graf graf--pre">plant(seed)
water()</pre>
</div></div></section></section></article></body></html>`;

export const EXTRAS: Doc[] = [
  { name: "table", md: "| Tool | Use |\n| --- | :-: |\n| `rake` | **leaves** |\n| [spade](https://e.x) | digging |\n" },
  { name: "footnote", md: "Text with a note.[^1]\n\n[^1]: The note, with _emphasis_.\n" },
  { name: "alert-note", md: "> [!NOTE]\n> Useful information.\n" },
  { name: "alert-warning", md: "> [!WARNING]\n> Careful **now**.\n\nAfter.\n" },
  { name: "alert-one-line", md: "> [!TIP] Water daily.\n\nAfter.\n" },
  { name: "tasks", md: "- [ ] todo\n- [x] done\n" },
  { name: "strike", md: "~~gone~~ and kept\n" },
  { name: "image-caption", md: '![A cat on a mat](/uploads/abc.webp "The caption")\n' },
  { name: "embed", md: "Before\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\nAfter\n" },
  { name: "code-language", md: "```ts\nconst a: number = 1;\n```\n" },
  { name: "autolink", md: "See www.example.com and https://example.org.\n" },
  { name: "nested", md: "1. one\n   - a\n   - b\n2. two\n\n> quote\n>\n> - in list\n" },
  { name: "divider", md: "Above\n\n---\n\nBelow\n" },
  { name: "hard-break", md: "Line one\\\nline two\n" },
  { name: "quote-not-callout", md: "> [!NOTE] on one line with words is a quote\n" },
  { name: "link-in-text", md: "See https://example.org/a for more.\n" },
  { name: "escapes", md: "Not \\*emphasis\\*, 2 \\* 3, a\\_b and \\# not a heading\n" },
];

/** Cards whose Markdown the rich editor must write back byte for byte (issue 36). */
export const CARDS: Doc[] = [
  { name: "callout-note", md: "> [!NOTE]\n> Useful information.\n" },
  { name: "callout-tip", md: "Before.\n\n> [!TIP]\n> A _tip_ with [a link](https://example.org).\n\nAfter.\n" },
  { name: "callout-warning-2", md: "> [!WARNING]\n> First part.\n>\n> - a list\n> - in it\n" },
  { name: "callout-important", md: "> [!IMPORTANT]\n> Kept as it was.\n" },
  { name: "callout-caution-empty", md: "> [!CAUTION]\n" },
  { name: "embed-youtube", md: "Before\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\nAfter\n" },
  { name: "embed-vimeo", md: "https://vimeo.com/76979871\n" },
  { name: "embed-gist", md: "https://gist.github.com/octocat/6cad326836d38bd3a7ae\n" },
  { name: "embed-codepen", md: "https://codepen.io/team/codepen/pen/PNaGbb\n" },
  { name: "embed-fediverse", md: "https://mastodon.social/@Gargron/1\n" },
  { name: "embed-card", md: "Read this:\n\nhttps://en.wikipedia.org/wiki/Garden_(disambiguation)\n" },
  { name: "image-wide", md: '![Tomatoes on the vine](/uploads/abc.webp#wide "Ripe at last")\n' },
  { name: "image-full", md: "![A field at dawn](/uploads/def.jpg#full)\n" },
  { name: "image-normal", md: '![A cat on a mat](/uploads/abc.webp "The caption")\n' },
  { name: "image-fragment", md: "![Chart](https://example.org/c.svg#part)\n" },
];

export function seedDocs(count = 40): Doc[] {
  return Array.from({ length: count }, (_, i) => ({ name: `seed-${i}`, md: seed.body() }));
}

export function importedDocs(): Doc[] {
  const story = fromMediumHtml("medium.html", MEDIUM);
  if (!("content" in story)) throw new Error("the Medium fixture did not import");
  return [{ name: "medium", md: story.content }];
}

/** The CommonMark spec's examples (→ stands for a tab in the spec). */
export function commonmarkDocs(): Doc[] {
  const spec = readFileSync(createRequire(import.meta.url).resolve("commonmark-spec/spec.txt"), "utf8");
  const docs: Doc[] = [];
  const example = /^`{32} example\n([\s\S]*?)^\.\n[\s\S]*?^`{32}$/gm;
  for (const m of spec.matchAll(example))
    docs.push({ name: `commonmark-${docs.length + 1}`, md: m[1]!.replaceAll("→", "\t") });
  return docs;
}
