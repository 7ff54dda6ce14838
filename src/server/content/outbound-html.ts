/**
 * A story's (already sanitised) HTML as it leaves the site, in a feed or an e-mail: every address
 * absolute (`srcset` too), and the page-only parts gone: heading anchors and in-page links
 * (`#user-content-...`) point nowhere outside the story's page. Parsed with htmlparser2 (the DOM
 * html-to-text reads too), never with patterns over the markup.
 */
import render from "dom-serializer";
import { Element, Text, type ChildNode, type Document } from "domhandler";
import { findAll, removeElement, replaceElement } from "domutils";
import { parseDocument } from "htmlparser2";

export type { Document, Element };

export const parseHtml = (html: string): Document => parseDocument(html, { decodeEntities: true });
export const renderHtml = (node: ChildNode | ChildNode[] | Document): string =>
  render(node, { decodeEntities: true, encodeEntities: "utf8" });
export const elements = (doc: Document | ChildNode[], tag?: string): Element[] =>
  findAll((el) => !tag || el.name === tag, "children" in doc ? doc.children : doc);

function absolute(value: string, origin: string): string {
  // Only site-relative addresses: `//host/x` names another site, and `#x` or `?x` stay what they are.
  return value.startsWith("/") && !value.startsWith("//") ? `${origin}${value}` : value;
}

/** `a.png 320w, /b.png 640w` with each address made absolute. */
function absoluteSrcset(srcset: string, origin: string): string {
  return srcset
    .split(",")
    .map((candidate) => {
      const [url, ...descriptor] = candidate.trim().split(/\s+/);
      return [absolute(url ?? "", origin), ...descriptor].join(" ");
    })
    .join(", ");
}

/** Replaces an element by its children (a link that points nowhere keeps its words). */
function unwrap(el: Element): void {
  const parent = el.parent;
  if (!parent) return;
  const at = parent.children.indexOf(el);
  for (const child of el.children) child.parent = parent;
  parent.children.splice(at, 1, ...el.children);
  // Keep the sibling links domutils walks by.
  parent.children.forEach((child, i) => {
    child.prev = parent.children[i - 1] ?? null;
    child.next = parent.children[i + 1] ?? null;
  });
}

/** A new element over these nodes, with the parent and sibling links domutils walks by. */
function make(name: string, attribs: Record<string, string>, children: ChildNode[]): Element {
  const made = new Element(name, attribs, children);
  children.forEach((child, i) => {
    child.parent = made;
    child.prev = children[i - 1] ?? null;
    child.next = children[i + 1] ?? null;
  });
  return made;
}

const hasClass = (el: Element, name: string) => (el.attribs.class ?? "").split(/\s+/).includes(name);

/**
 * The cards of a story's page (content/cards.ts) as every reader elsewhere understands them: a
 * callout is a quote with its title in bold, an embed the plain link it was written as, a wide
 * picture an ordinary one (its caption stays).
 */
function plainCards(doc: Document): void {
  for (const el of elements(doc)) {
    if (el.name === "aside" && hasClass(el, "callout")) {
      const title = el.children.find((c): c is Element => c instanceof Element && hasClass(c, "callout-title"));
      if (title) {
        title.children = [make("strong", {}, title.children)];
        title.children[0]!.parent = title;
        delete title.attribs.class;
      }
      replaceElement(el, make("blockquote", {}, el.children));
    } else if (el.name === "div" && hasClass(el, "embed")) {
      const link = findAll((a) => a.name === "a" && hasClass(a, "embed-link"), el.children)[0];
      const href = link?.attribs.href ?? "";
      replaceElement(el, make("p", {}, [make("a", { href }, [new Text(href)])]));
    } else if (el.name === "figure" && /\bfigure-(wide|full)\b/.test(el.attribs.class ?? "")) {
      delete el.attribs.class;
    }
  }
}

/** Made absolute and without page-only parts, in place (see the top of this file). */
export function forElsewhere(doc: Document, origin: string): Document {
  plainCards(doc);
  for (const el of elements(doc)) {
    const attrs = el.attribs;
    if (attrs.id?.startsWith("user-content-")) delete attrs.id;
    if (el.name === "a") {
      const href = attrs.href ?? "";
      if (href.startsWith("#")) {
        // The heading's "#" and a footnote's "back to the text" arrow are only marks; a footnote
        // reference keeps its number.
        const mark = /\bheading-anchor\b/.test(attrs.class ?? "") || "data-footnote-backref" in attrs;
        if (mark) removeElement(el);
        else unwrap(el);
        continue;
      }
      attrs.href = absolute(href, origin);
    }
    if (attrs.src) attrs.src = absolute(attrs.src, origin);
    if (attrs.srcset) attrs.srcset = absoluteSrcset(attrs.srcset, origin);
    if (attrs.poster) attrs.poster = absolute(attrs.poster, origin);
  }
  return doc;
}

/** The story's HTML for a feed reader: absolute addresses, no page-only parts. */
export const htmlForFeeds = (html: string, origin: string): string => renderHtml(forElsewhere(parseHtml(html), origin));

/** The first picture of a story's body (absolute), for link previews of a story without a cover. */
export function firstPicture(html: string, origin: string): string | null {
  const img = findAll((el) => el.name === "img" && !!el.attribs.src, parseHtml(html).children)[0];
  if (!img) return null;
  const src = absolute(img.attribs.src!, origin);
  return /^https?:\/\//.test(src) ? src : null;
}
