/**
 * Live co-editing limits shared by the browser and the server (decision 018). Kept apart from
 * shared/realtime.ts, which every signed-in reader's page loads: only the editor needs these.
 */

/**
 * The most one co-editing message carries: the socket's message limit stays 16 KiB (io.ts), and a
 * part travels base64-encoded when the socket falls back to long-polling (8 KiB become about 11).
 */
export const COEDIT_PART_BYTES = 8 * 1024;
/** The largest update accepted, in parts: the first content of the longest story (100,000 characters) fits. */
export const MAX_COEDIT_UPDATE = 400 * 1024;

/** An update cut into message-sized parts, in order; the server puts them back together. */
export function coeditParts(update: Uint8Array): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (let at = 0; at < update.byteLength; at += COEDIT_PART_BYTES)
    parts.push(update.subarray(at, at + COEDIT_PART_BYTES));
  return parts;
}

/**
 * The story's title and subtitle in its shared document: a Y.Text each, beside the body's fragment, so
 * two people typing into the title at once merge as they do in the body.
 */
export const COEDIT_TITLES = ["title", "subtitle"] as const;
export type CoeditTitle = (typeof COEDIT_TITLES)[number];
/** A Y.Map of facts about the shared document itself. */
export const COEDIT_META = "meta";
/** In COEDIT_META: true once the title and subtitle were put in from the story (once per document). */
export const TITLES_SEEDED = "titles";
