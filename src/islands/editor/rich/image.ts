/**
 * Milkdown's image node, mended and given a width: a picture without a title (most of them) parsed as
 * `title: null` and threw (the story then did not open), and a pasted <img> took its alt text as its
 * title, which the site shows as a caption. The title is the caption (decision 017): only a real one
 * counts. The width (normal, wide, full) travels in the address's fragment (`/uploads/x.jpg#wide`), so
 * the Markdown stays portable; in the editor it is an attribute of its own, and the picture is drawn
 * with its caption under it.
 */
import type { DOMOutputSpec } from "@milkdown/kit/prose/model";
import { imageSchema } from "@milkdown/kit/preset/commonmark";
import { m } from "../../../i18n/m";

export const IMAGE_WIDTHS = ["normal", "wide", "full"] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** An address and its width: `#wide` and `#full` are widths, any other fragment stays in the address. */
export function splitWidth(url: string): { src: string; width: ImageWidth } {
  const match = /#(wide|full)$/.exec(url);
  return match ? { src: url.slice(0, match.index), width: match[1] as ImageWidth } : { src: url, width: "normal" };
}

export const joinWidth = (src: string, width: string) =>
  width === "wide" || width === "full" ? `${src}#${width}` : src;

function fromImg(img: HTMLElement, width?: string | null) {
  const { src, width: inAddress } = splitWidth(img.getAttribute("src") ?? "");
  return {
    src,
    alt: img.getAttribute("alt") ?? "",
    title: img.getAttribute("title") ?? "",
    width: IMAGE_WIDTHS.includes(width as ImageWidth) ? width : inAddress,
  };
}

export const captionedImage = imageSchema.extendSchema((prev) => (ctx) => {
  const base = prev(ctx);
  return {
    ...base,
    attrs: { ...base.attrs, width: { default: "normal", validate: "string" } },
    parseDOM: [
      {
        // Our own figure (copied inside the editor): the caption under it is no text of the story.
        tag: "span.rich-figure",
        getAttrs: (dom) => {
          const img = dom.querySelector("img");
          return img ? fromImg(img, dom.getAttribute("data-width")) : false;
        },
      },
      { tag: "img[src]", getAttrs: (dom) => fromImg(dom) },
    ],
    toDOM: (node): DOMOutputSpec => {
      const { src, alt, title, width } = node.attrs as Record<string, string>;
      const img = ["img", { src, alt, ...(title ? { title } : {}) }] as const;
      // A wide or full picture says which it is (global.css draws the label), in the page's language.
      const label = width === "wide" ? m.rich_width_wide() : width === "full" ? m.rich_width_full() : undefined;
      return [
        "span",
        { class: "rich-figure", "data-width": width, ...(label ? { "data-width-label": label } : {}) },
        img,
        ...(title ? [["span", { class: "rich-caption", "aria-hidden": "true" }, title] as const] : []),
      ] as DOMOutputSpec;
    },
    parseMarkdown: {
      match: ({ type }) => type === "image",
      runner: (state, node, type) => {
        state.addNode(type, {
          ...splitWidth(typeof node.url === "string" ? node.url : ""),
          alt: typeof node.alt === "string" ? node.alt : "",
          title: typeof node.title === "string" ? node.title : "",
        });
      },
    },
    toMarkdown: {
      match: (node) => node.type.name === "image",
      runner: (state, node) => {
        const { src, alt, title, width } = node.attrs as Record<string, string>;
        state.addNode("image", undefined, undefined, {
          title: title || null,
          url: joinWidth(src!, width!),
          alt: alt ?? "",
        });
      },
    },
  };
});
