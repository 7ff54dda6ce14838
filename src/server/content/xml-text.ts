/**
 * Text made fit for XML 1.0, whose `Char` production leaves out most C0 controls, U+FFFE, U+FFFF and
 * half surrogate pairs: one such character (a title with Word's line break \u000b, a story with a
 * form feed) made strict readers (xmllint, feedparser, ElementTree) refuse a whole feed. Single-line
 * fields refuse them at the edge (shared/schemas/text.ts); bodies and older rows are stripped here.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` without the characters XML forbids. */
export const xmlSafe = (text: string): string => text.replace(NOT_XML, "");

/** `text` for XML character data or a quoted attribute: forbidden characters gone, markup escaped. */
export const escapeXml = (text: string): string => xmlSafe(text).replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
