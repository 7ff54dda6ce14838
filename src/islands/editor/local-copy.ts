/**
 * The copy of what is being written that lives on this device, written on every change, so a crash,
 * a closed tab or a lost connection never loses text. Keyed by post id ("new" before the first save).
 */
import type { Locale } from "../../shared/locale";

export interface EditorFields {
  title: string;
  subtitle: string;
  content: string;
  tags: string[];
  cover: { url: string; alt: string } | null;
  /** Where the story was first published (optional: copies saved before it existed lack it). */
  canonicalUrl?: string;
  /** false: its first publication e-mails none of the author's subscribers (absent in older copies: true). */
  emailSubscribers?: boolean;
  /** The language the writer chose in the story's settings (absent: the server guesses from the text). */
  language?: Locale;
}

export interface LocalCopy {
  fields: EditorFields;
  postId: string | null;
  /** The server version these fields were based on (null: never saved to the server). */
  baseVersion: number | null;
  savedAt: number;
}

const PREFIX = "editor:";
export const localKey = (userId: string, postId: string | null) => `${PREFIX}${userId}:${postId ?? "new"}`;

export function readLocal(storage: Storage, key: string): LocalCopy | null {
  try {
    const raw = storage.getItem(key);
    const copy = raw ? (JSON.parse(raw) as LocalCopy) : null;
    return copy && typeof copy.fields?.content === "string" ? copy : null;
  } catch {
    return null;
  }
}

export function writeLocal(storage: Storage, key: string, copy: LocalCopy): void {
  try {
    storage.setItem(key, JSON.stringify(copy));
  } catch {
    // Storage full or blocked: the server draft is still being saved.
  }
}

export function sameFields(a: EditorFields, b: EditorFields): boolean {
  return (
    a.title === b.title &&
    a.subtitle === b.subtitle &&
    a.content === b.content &&
    a.tags.join("\n") === b.tags.join("\n") &&
    (a.cover?.url ?? "") === (b.cover?.url ?? "") &&
    (a.cover?.alt ?? "") === (b.cover?.alt ?? "") &&
    (a.canonicalUrl ?? "") === (b.canonicalUrl ?? "")
  );
}

export type Recovery = "none" | "restore" | "conflict";

/**
 * What to do with a local copy when the editor opens: nothing when it matches the server; restore it
 * when it holds changes made on top of the server's current version (or was never saved); ask when the
 * server moved on since the copy was made (edited elsewhere meanwhile).
 */
export function recoveryFor(
  local: LocalCopy | null,
  server: { fields: EditorFields; version: number } | null,
): Recovery {
  if (!local) return "none";
  if (!server) return local.fields.content || local.fields.title ? "restore" : "none";
  if (sameFields(local.fields, server.fields)) return "none";
  return local.baseVersion === server.version ? "restore" : "conflict";
}
