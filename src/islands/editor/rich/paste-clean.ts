/**
 * Pasted HTML from word processors, made plain before ProseMirror reads it. Google Docs and Word
 * write formatting as inline styles on spans rather than as elements: the schema keeps what it has
 * elements for (headings, lists, links, pictures) and drops the spans, so a word in a monospace
 * font, bold or italic written only as a style would lose its meaning. Here those styles become
 * `<code>`, `<strong>` and `<em>`, Google's `<b style="font-weight:normal">` wrapper (which is no
 * bold) is unwrapped, Word's list paragraphs (`mso-list`, with the bullet typed as text) become
 * `<ul>`/`<ol>`, and every `style`, `class` and `id` goes.
 */
import { Plugin } from "@milkdown/kit/prose/state";
import { $prose } from "@milkdown/kit/utils";

const MONOSPACE = /monospace|courier|consolas|menlo|monaco|source code|roboto mono|fira (code|mono)|inconsolata/i;

/** The elements a span's styles stand for, outermost first. */
function meaningOf(style: CSSStyleDeclaration): string[] {
  const tags: string[] = [];
  const weight = style.fontWeight;
  if (weight === "bold" || weight === "bolder" || Number(weight) >= 600) tags.push("strong");
  if (style.fontStyle === "italic" || style.fontStyle === "oblique") tags.push("em");
  if (MONOSPACE.test(style.fontFamily)) tags.push("code");
  return tags;
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

const isWordListItem = (node: Element | null): node is HTMLParagraphElement =>
  node?.tagName === "P" && /mso-list:\s*l\d/i.test(node.getAttribute("style") ?? "");

/** Word's typed bullets and numbers. */
const markersIn = (paragraph: Element) =>
  [...paragraph.querySelectorAll("[style]")].filter((e) => /mso-list:\s*ignore/i.test(e.getAttribute("style")!));

/**
 * Word writes a list as paragraphs, each with its bullet or number as text in a span marked
 * `mso-list:Ignore`: runs of them become one list (numbered when the first marker is a number).
 */
function wordLists(doc: Document, body: HTMLElement) {
  for (const first of body.querySelectorAll("p")) {
    if (!body.contains(first) || !isWordListItem(first) || isWordListItem(first.previousElementSibling)) continue;
    const run: HTMLParagraphElement[] = [first];
    for (let next = first.nextElementSibling; isWordListItem(next); next = next.nextElementSibling) run.push(next);
    const marker = markersIn(first)[0]?.textContent?.trim() ?? "";
    const list = doc.createElement(/^[\da-z]{1,3}[.)]$/i.test(marker) ? "ol" : "ul");
    first.before(list);
    for (const paragraph of run) {
      for (const marker of markersIn(paragraph)) marker.remove();
      const item = doc.createElement("li");
      const inner = doc.createElement("p");
      inner.append(...paragraph.childNodes);
      item.append(inner);
      list.append(item);
      paragraph.remove();
    }
  }
}

/** The HTML of a paste with styled spans turned into the elements they stand for. */
export function cleanPastedHtml(html: string): string {
  // Read in a <template>, whose content is inert: a pasted <style> (Word sends one) is neither applied
  // nor checked against the page's CSP (a DOMParser document inherits the CSP and reports it).
  const template = document.createElement("template");
  template.innerHTML = html;
  const doc = template.content.ownerDocument;
  const body = doc.createElement("div");
  body.append(template.content);
  for (const head of body.querySelectorAll("style, meta, title, link, script")) head.remove();
  // Google Docs wraps the whole paste in a non-bold <b>.
  for (const wrapper of body.querySelectorAll('b[id^="docs-internal-guid"]')) unwrap(wrapper);
  wordLists(doc, body);
  // Word's empty <o:p> paragraph ends, and its conditional comments.
  for (const office of [...body.getElementsByTagName("*")].filter((e) => e.tagName.toLowerCase() === "o:p"))
    office.remove();
  const comments = doc.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  for (const comment of found) comment.parentNode?.removeChild(comment);
  for (const span of [...body.querySelectorAll("span")].reverse()) {
    const tags = span.closest("pre") ? [] : meaningOf(span.style);
    let inner: Node[] = [...span.childNodes];
    for (const tag of tags.reverse()) {
      // Code inside code, or bold inside a heading's own weight, adds nothing.
      if (span.parentElement?.closest(tag === "strong" ? "strong, b, h1, h2, h3, h4, h5, h6" : tag)) continue;
      const made = doc.createElement(tag);
      made.append(...inner);
      inner = [made];
    }
    span.replaceWith(...inner);
  }
  for (const styled of body.querySelectorAll("[style], [class], [id]")) {
    styled.removeAttribute("style");
    styled.removeAttribute("class");
    styled.removeAttribute("id");
  }
  return body.innerHTML;
}

/** The editor plugin: `.use(pasteClean)` in makeRichEditor. */
export const pasteClean = $prose(
  () =>
    new Plugin({
      props: { transformPastedHTML: cleanPastedHtml },
    }),
);
