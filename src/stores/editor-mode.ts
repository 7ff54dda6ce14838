/**
 * Which writers on this device prefer the Markdown source view to the rich editor: remembered per
 * writer (their user id), so two people sharing a computer each keep their own choice.
 */
import { persistentAtom } from "@nanostores/persistent";
import { MARKDOWN_WRITERS_KEY } from "../shared/early-body";

export const $markdownWriters = persistentAtom<string[]>(MARKDOWN_WRITERS_KEY, [], {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const list: unknown = JSON.parse(raw);
      return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
    } catch {
      return [];
    }
  },
});

export const prefersMarkdown = (userId: string) => $markdownWriters.get().includes(userId);

export function setMarkdownMode(userId: string, on: boolean) {
  const others = $markdownWriters.get().filter((id) => id !== userId);
  $markdownWriters.set(on ? [...others, userId] : others);
}
