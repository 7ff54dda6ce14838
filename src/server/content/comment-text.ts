/**
 * Comments are Markdown, rendered once at write time by the same sanitiser as stories, with each
 * `@username` of a real person linked to their profile (code spans are left as written).
 */
import { markdownPool } from "./markdown-pool.ts";

/** At most this many people are linked (and told) per comment. */
export const MENTIONS_MAX = 10;
const MENTION = /(^|[^\w@/.])@([A-Za-z0-9_]{3,30})(?![\w])/g;
/** Code spans and fences: mentions inside them stay text. */
const CODE = /(`+)[\s\S]*?\1/g;

/** Splits text into prose and code, so only the prose is looked at. */
function prose(content: string): { text: string; code: boolean }[] {
  const parts: { text: string; code: boolean }[] = [];
  let at = 0;
  for (const m of content.matchAll(CODE)) {
    parts.push({ text: content.slice(at, m.index), code: false }, { text: m[0], code: true });
    at = m.index + m[0].length;
  }
  parts.push({ text: content.slice(at), code: false });
  return parts;
}

/** The usernames a comment mentions (lower-cased keys, first MENTIONS_MAX, each once). */
export function mentionedNames(content: string): string[] {
  const names = new Set<string>();
  for (const part of prose(content)) {
    if (part.code) continue;
    for (const m of part.text.matchAll(MENTION)) names.add(m[2]!.normalize("NFKC").toLowerCase());
  }
  return [...names].slice(0, MENTIONS_MAX);
}

/** Sanitised HTML for a comment; `people` maps a mentioned key to the person's username. */
export async function renderComment(content: string, people: ReadonlyMap<string, string>): Promise<string> {
  const linked = prose(content)
    .map((part) =>
      part.code
        ? part.text
        : part.text.replace(MENTION, (whole, before: string, name: string) => {
            const username = people.get(name.toLowerCase());
            return username ? `${before}[@${username}](/profile?id=${encodeURIComponent(username)})` : whole;
          }),
    )
    .join("");
  return (await markdownPool.render(linked)).html;
}
