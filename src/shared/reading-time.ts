/** How long a story takes to read: the same count on the story page and while it is written. */
export const WORDS_PER_MINUTE = 230;

export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/** Words of a Markdown text as a reader counts them: markers, addresses and code fences left out. */
export function wordsOfMarkdown(markdown: string): number {
  const text = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^```.*$/gm, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/[#>*_`~|[\]-]/g, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
