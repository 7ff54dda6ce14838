/**
 * What a rendered body becomes on the main thread: its pictures' sizes and smaller copies, its
 * excerpt and reading time. Kept apart from the Markdown pipeline (markdown.ts), which only the
 * worker threads load: a server process does not carry unified, rehype and highlight.js.
 */
import { BODY_IMAGE_SIZES, FULL_IMAGE_SIZES, responsiveSources, WIDE_IMAGE_SIZES } from "../../shared/images.ts";
import { readingMinutes, WORDS_PER_MINUTE } from "../../shared/reading-time.ts";

export { WORDS_PER_MINUTE };
export const EXCERPT_LENGTH = 200;

export type ImageSize = (src: string) => Promise<{ width: number; height: number } | null>;

export interface Rendered {
  html: string;
  excerpt: string;
  readingTime: number;
  /** Plain text, for search. */
  text: string;
}

/** What the Markdown pipeline makes of a body, before pictures get their sizes. */
export interface RenderedBody {
  html: string;
  text: string;
  words: number;
  /** `/uploads/` pictures, in order of appearance. */
  images: string[];
}

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), EXCERPT_LENGTH - 30)).trimEnd()}…`;
}

export const unknownSize: ImageSize = () => Promise.resolve(null);

/** Escapes a value as rehype-stringify writes it inside double quotes. */
function attributeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

const LAST_ATTRIBUTE = ' decoding="async"';

/** The width a picture is shown at: a wide or full figure (content/cards.ts writes it right before). */
function sizesAt(html: string, at: number): string {
  const width = /<figure class="figure-(wide|full)">$/.exec(html.slice(Math.max(0, at - 30), at))?.[1];
  return width === "full" ? FULL_IMAGE_SIZES : width === "wide" ? WIDE_IMAGE_SIZES : BODY_IMAGE_SIZES;
}

/**
 * Gives each uploaded picture its width and height (no layout shift) and its smaller sizes (`srcset`),
 * found after rendering in the `<img>` tags rehype-stringify wrote.
 */
export async function finishBody(body: RenderedBody, imageSize: ImageSize = unknownSize): Promise<Rendered> {
  let html = body.html;
  for (const src of new Set(body.images)) {
    const size = await imageSize(src);
    if (!size) continue;
    const tag = `<img src="${attributeText(src)}"`;
    // `decoding` is the last attribute lazyImages set, so the size goes right after it.
    let at = html.indexOf(tag);
    while (at !== -1) {
      const end = html.indexOf(LAST_ATTRIBUTE, at) + LAST_ATTRIBUTE.length;
      const { srcset, sizes } = responsiveSources(src, sizesAt(html, at), size.width);
      const sources = srcset && sizes ? ` srcset="${attributeText(srcset)}" sizes="${sizes}"` : "";
      html = `${html.slice(0, end)} width="${size.width}" height="${size.height}"${sources}${html.slice(end)}`;
      at = html.indexOf(tag, end);
    }
  }
  return {
    html,
    excerpt: excerptOf(body.text),
    readingTime: readingMinutes(body.words),
    text: body.text,
  };
}
