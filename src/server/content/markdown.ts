/**
 * Markdown to HTML, once, at write time. The sanitiser (an allow-list) runs on what Markdown
 * produced, with raw HTML dropped; only then do we add our own attributes: heading anchors, code
 * highlighting classes, rel="ugc nofollow noopener" on links, and the size of uploaded images.
 */
import type { Element, Root as HastRoot } from "hast";
import type { Nodes as MdastNode, Root as MdastRoot } from "mdast";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeHighlight from "rehype-highlight";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { CONTINUE, SKIP, visit } from "unist-util-visit";
import { CALLOUT_MARKER, cards } from "./cards.ts";
import { xmlSafe } from "./xml-text.ts";
import { DEFAULT_LOCALE, type Locale } from "../../shared/locale.ts";
import {
  EXCERPT_LENGTH,
  finishBody,
  unknownSize,
  WORDS_PER_MINUTE,
  type ImageSize,
  type Rendered,
  type RenderedBody,
} from "./rendered-body.ts";

export { EXCERPT_LENGTH, finishBody, WORDS_PER_MINUTE, type ImageSize, type Rendered, type RenderedBody };

/** What every id from a story's headings starts with. */
export const HEADING_ID_PREFIX = "user-content-";

/** GitHub's allow-list without the id clobber prefix (we add ids ourselves after sanitising). */
const schema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: "",
  attributes: { ...defaultSchema.attributes, code: [["className", /^language-[\w-]+$/]] },
};

const REL = "ugc nofollow noopener";

function readerAttributes() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      // A code block scrolls sideways: keyboard users must be able to focus it to scroll it.
      if (node.tagName === "pre") node.properties.tabIndex = 0;
      if (node.tagName !== "a") return;
      const href = String(node.properties.href ?? "");
      if (href.startsWith("#")) return;
      node.properties.rel = REL.split(" ");
    });
  };
}

/** Uploaded pictures in a body, in order: the page learns their sizes after rendering. */
function lazyImages(found: string[]) {
  return () => (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "img") return;
      node.properties.loading = "lazy";
      node.properties.decoding = "async";
      const src = String(node.properties.src ?? "");
      if (src.startsWith("/uploads/")) found.push(src);
    });
  };
}

/** Blocks whose text is inline pieces (text, code spans, links, emphasis...). */
const TEXT_BLOCKS = new Set(["paragraph", "heading", "tableCell"]);

function inlineText(node: MdastNode): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "break") return " ";
  return "children" in node ? node.children.map((child) => inlineText(child as MdastNode)).join("") : "";
}

/**
 * The CPU-heavy part: parse, sanitise, highlight, stringify. Pure, so it runs in a worker thread
 * (content/markdown-pool.ts) where a hostile body can be stopped without stopping the server.
 * `locale` is the story's language: what the cards add to the body is written in it.
 */
export async function renderMarkdownBody(markdown: string, locale: Locale = DEFAULT_LOCALE): Promise<RenderedBody> {
  // What XML forbids never reaches a page, a feed or a mail (imports and older stories included).
  const mdast: MdastRoot = unified().use(remarkParse).use(remarkGfm).parse(xmlSafe(markdown));
  const parts: string[] = [];
  visit(mdast, (node, _index, parent) => {
    if (node.type === "code") parts.push(node.value);
    // A callout's marker (`[!NOTE]`) is not part of what it says.
    else if (node.type === "paragraph" && parent?.type === "blockquote" && parent.children[0] === node)
      parts.push(inlineText(node).replace(CALLOUT_MARKER, ""));
    else if (TEXT_BLOCKS.has(node.type)) parts.push(inlineText(node));
    else return CONTINUE;
    return SKIP;
  });
  // Blocks joined with spaces, so "Heading" and "First words" never run together; inside a block the
  // pieces join as written ("Hello *world*." reads "Hello world.", not "Hello world .").
  const text = parts.join(" ");
  const words = text.split(/\s+/).filter(Boolean).length;
  const images: string[] = [];
  const html = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    // Prefixed, so a heading such as "Session data" cannot take an id the page itself uses
    // (#session-data, #post-page-data, #main) and break it for every reader of the shared page.
    .use(rehypeSlug, { prefix: HEADING_ID_PREFIX })
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
      properties: { className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 },
    })
    .use(rehypeHighlight, { detect: false })
    // Callouts, embeds and figures (cards.ts): before the pictures are listed for their sizes.
    .use(cards, { locale })
    .use(readerAttributes)
    .use(lazyImages(images))
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(html), text, words, images };
}

/** Renders in this thread: for tests and tools. The server renders through the pool. */
export async function renderMarkdown(
  markdown: string,
  imageSize: ImageSize = unknownSize,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Rendered> {
  return finishBody(await renderMarkdownBody(markdown, locale), imageSize);
}
