/**
 * Milkdown's image node, mended: a picture without a title (most of them) parsed as `title: null`
 * and threw (the story then did not open), and a pasted <img> took its alt text as its title, which
 * the site shows as a caption. The title is the caption here (decision 017): only a real one counts.
 */
import { imageSchema } from "@milkdown/kit/preset/commonmark";

export const captionedImage = imageSchema.extendSchema((prev) => (ctx) => {
  const base = prev(ctx);
  return {
    ...base,
    parseDOM: [
      {
        tag: "img[src]",
        getAttrs: (dom) => {
          const img = dom;
          return {
            src: img.getAttribute("src") ?? "",
            alt: img.getAttribute("alt") ?? "",
            title: img.getAttribute("title") ?? "",
          };
        },
      },
    ],
    parseMarkdown: {
      match: ({ type }) => type === "image",
      runner: (state, node, type) => {
        state.addNode(type, {
          src: typeof node.url === "string" ? node.url : "",
          alt: typeof node.alt === "string" ? node.alt : "",
          title: typeof node.title === "string" ? node.title : "",
        });
      },
    },
    toMarkdown: {
      match: (node) => node.type.name === "image",
      runner: (state, node) => {
        const { src, alt, title } = node.attrs as { src: string; alt: string; title: string };
        state.addNode("image", undefined, undefined, { title: title || null, url: src, alt });
      },
    },
  };
});
