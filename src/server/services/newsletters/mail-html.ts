/**
 * A story's body as mail clients need it: inline styles only (many drop <style>), pictures that fit
 * the 600 px column without `srcset` (Outlook obeys `width`, others ignore `srcset` or resolve it
 * against nothing), code that wraps inside the column instead of widening it, and a size Gmail shows
 * whole: it clips HTML past about 102 KB, which would hide the footer with the way out.
 */
import { resizedUrl } from "../../../shared/images.ts";
import { elements, forElsewhere, parseHtml, renderHtml, type Element } from "../../content/outbound-html.ts";

/** The column is 600 px with 24 px of padding on each side. */
export const MAIL_CONTENT_WIDTH = 552;
/**
 * The story's share of the message's HTML (UTF-8 bytes): with the frame and footer (about 3 KB) and
 * the transfer encoding's growth, the message stays well inside Gmail's 102 KB.
 */
export const MAIL_BODY_BUDGET = 60_000;

const CODE_FONT = "font-family:Menlo,Consolas,'Courier New',monospace;font-size:14px;line-height:1.45";
const STYLES: Record<string, string> = {
  pre: `margin:0 0 16px;padding:12px;background:#f4f4f5;border:1px solid #e4e4e7;border-radius:6px;white-space:pre-wrap;word-wrap:break-word;overflow-wrap:anywhere;word-break:break-all;max-width:100%;overflow-x:auto;${CODE_FONT};color:#18181b`,
  code: "padding:1px 4px;background:#f4f4f5;border-radius:4px;font-family:Menlo,Consolas,'Courier New',monospace;font-size:15px;overflow-wrap:anywhere;word-break:break-word",
  blockquote: "margin:0 0 16px;padding-left:12px;border-left:3px solid #d4d4d8;color:#3f3f46",
  a: "color:#2563eb;overflow-wrap:anywhere;word-break:break-word",
  table:
    "display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;margin:0 0 16px;font-size:15px;word-break:break-word",
  th: "border:1px solid #e4e4e7;padding:4px 8px;text-align:left",
  td: "border:1px solid #e4e4e7;padding:4px 8px",
  img: "display:block;max-width:100%;height:auto;border:0;margin:0 auto",
  figure: "margin:0 0 16px",
  figcaption: "margin-top:6px;font-size:14px;line-height:1.4;color:#52525b;text-align:center",
};

const insidePre = (el: Element) => {
  for (let p = el.parent; p && "name" in p; p = p.parent) if (p.name === "pre") return true;
  return false;
};

/** A picture at most the column's width, one address (the resized copy when the original is larger). */
function fitPicture(img: Element): void {
  const a = img.attribs;
  const width = Number(a.width);
  const height = Number(a.height);
  if (width > MAIL_CONTENT_WIDTH) {
    // The 640 px copy is plenty for a 552 px column (and half the bytes), for our own uploads.
    if (a.src)
      a.src = a.src.replace(
        /^(https?:\/\/[^/]+)(\/uploads\/.+)$/,
        (_m, o: string, p: string) => o + resizedUrl(p, 640),
      );
    a.width = String(MAIL_CONTENT_WIDTH);
    if (height > 0) a.height = String(Math.round((height * MAIL_CONTENT_WIDTH) / width));
  }
  for (const name of ["srcset", "sizes", "loading", "decoding"]) delete a[name];
}

export interface MailBody {
  html: string;
  /** The story was longer than the budget: only its beginning is in `html`. */
  cut: boolean;
}

/** The story's HTML for a message: see the top of this file. */
export function mailBody(html: string, origin: string, budget = MAIL_BODY_BUDGET): MailBody {
  const doc = forElsewhere(parseHtml(html), origin);
  for (const el of elements(doc)) {
    if (el.name === "img") fitPicture(el);
    const style = el.name === "code" && insidePre(el) ? CODE_FONT : STYLES[el.name];
    if (style) el.attribs.style = style;
    // Classes mean nothing without the site's stylesheet.
    delete el.attribs.class;
  }
  // Whole blocks from the top while they fit: a cut never leaves a tag open.
  let size = 0;
  let kept = 0;
  const blocks = doc.children;
  for (const block of blocks) {
    const bytes = Buffer.byteLength(renderHtml(block));
    if (size + bytes > budget) break;
    size += bytes;
    kept++;
  }
  return { html: renderHtml(blocks.slice(0, kept)), cut: kept < blocks.length };
}
