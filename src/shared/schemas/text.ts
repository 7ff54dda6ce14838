/**
 * The one rule for text people send: which characters a field may hold. A NUL reached PostgreSQL
 * (500, and its error logged every parameter), CR/LF reached e-mail headers, and characters XML
 * forbids (a title with Word's line break \u000b) made strict readers drop every feed the story was in.
 *
 * - A line (names, titles, tags, addresses, tokens, search words): no control character at all
 *   (C0, DEL, C1), nor U+FFFE/U+FFFF or half of a surrogate pair.
 * - Text (stories, comments, bios, reasons): tab, line feed and carriage return, nothing else of C0.
 *   What else XML forbids is stripped where bodies are rendered (content/xml-text.ts).
 */
import { z } from "zod";

/** Half of a surrogate pair, alone: no character at all (JSON can carry one as `\ud800`). */
const LONE_SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";
const NOT_IN_A_LINE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\ufffe\\uffff]|${LONE_SURROGATE}`);
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export const TEXT_MESSAGES = {
  line: "Remove the control characters (such as tabs or line breaks) from this field",
  text: "Remove the control characters from this text",
} as const;

/** Whether `value` may stand in a single-line field (also for addresses' path and query parts). */
export const isCleanLine = (value: string): boolean => !NOT_IN_A_LINE.test(value);
/** Whether `value` may stand in a multi-line field. */
export const isCleanText = (value: string): boolean => !NOT_IN_TEXT.test(value);

/** A single-line field: `schema` (trimmed, limited...) with the rule above, checked after trimming. */
export const line = <T extends z.ZodString>(schema: T): T =>
  schema.refine(isCleanLine, { error: TEXT_MESSAGES.line, abort: true });

/** A multi-line field: tab, LF and CR allowed. */
export const text = <T extends z.ZodString>(schema: T): T =>
  schema.refine(isCleanText, { error: TEXT_MESSAGES.text, abort: true });
