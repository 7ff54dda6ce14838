/**
 * Stories from elsewhere: Markdown files with YAML front matter (the format dev.to, Jekyll, Hugo and
 * our own download use), Medium's HTML posts, and zip archives of either (Medium's export holds its
 * stories under posts/). Each file becomes a draft's fields, or a reason it could not.
 */
import { strFromU8, unzipSync } from "fflate";
import TurndownService from "turndown";
import { parse as parseYaml } from "yaml";
import { POST_LIMITS } from "../../shared/limits.ts";

export interface ImportedStory {
  file: string;
  title: string;
  subtitle?: string;
  content: string;
  tags: string[];
  canonicalUrl?: string;
}
export interface ImportProblem {
  file: string;
  reason: string;
}

export const IMPORT_LIMITS = { files: 100, archiveBytes: 8 * 1024 * 1024, unpackedBytes: 32 * 1024 * 1024 } as const;

export const IMPORT_MESSAGES = {
  unknownKind: "Not a Markdown, Medium HTML or zip file",
  badZip: "This zip could not be opened",
  tooBigZip: "This zip unpacks to more than 32 MB",
  noBody: "This file has no story in it",
  badFrontMatter: "Its front matter is not valid YAML",
  tooLong: `A story has at most ${POST_LIMITS.contentMax.toLocaleString("en")} characters`,
  tooMany: `Import at most ${IMPORT_LIMITS.files} stories at once`,
} as const;

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A tag as our posts take it: lower-case letters, digits and dashes. */
export function normaliseTag(raw: string): string | null {
  const tag = raw
    .trim()
    .toLowerCase()
    .replace(/^#/, "")
    .replace(/[\s_]+/g, "-")
    .replace(/[^\p{L}\p{N}-]/gu, "")
    .replace(/^-+/, "")
    .slice(0, POST_LIMITS.tagMax);
  return tag || null;
}
function tagsFrom(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const tags = list.filter((t): t is string => typeof t === "string").map(normaliseTag);
  return [...new Set(tags.filter((t): t is string => t !== null))].slice(0, POST_LIMITS.tagsMax);
}
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const webAddress = (value: unknown) => {
  const s = text(value);
  return s && /^https?:\/\/\S+$/i.test(s) ? s.slice(0, 2000) : undefined;
};
const baseName = (file: string) =>
  file
    .split("/")
    .pop()!
    .replace(/\.[^.]+$/, "")
    .replace(/[-_]+/g, " ")
    .trim();

export function fromMarkdown(file: string, source: string): ImportedStory | ImportProblem {
  let meta: Record<string, unknown> = {};
  let body = source;
  const front = FRONT_MATTER.exec(source);
  if (front) {
    try {
      const parsed: unknown = parseYaml(front[1]!);
      if (parsed && typeof parsed === "object") meta = parsed as Record<string, unknown>;
    } catch {
      return { file, reason: IMPORT_MESSAGES.badFrontMatter };
    }
    body = source.slice(front[0].length);
  }
  let title = text(meta.title);
  if (!title) {
    // No title in the front matter: a leading "# Heading" is the title.
    const heading = /^\s*#\s+(.+)\r?\n/.exec(body);
    if (heading) {
      title = heading[1]!.trim();
      body = body.slice(heading[0].length);
    }
  }
  body = body.replace(/^\s+/, "");
  if (!body.trim()) return { file, reason: IMPORT_MESSAGES.noBody };
  if (body.length > POST_LIMITS.contentMax) return { file, reason: IMPORT_MESSAGES.tooLong };
  const subtitle = text(meta.subtitle) ?? text(meta.description);
  const canonicalUrl = webAddress(meta.canonical_url ?? meta.canonicalUrl ?? meta.canonical);
  return {
    file,
    title: (title ?? baseName(file)).slice(0, POST_LIMITS.titleMax),
    ...(subtitle ? { subtitle: subtitle.slice(0, POST_LIMITS.subtitleMax) } : {}),
    content: body,
    tags: tagsFrom(meta.tags ?? meta.categories),
    ...(canonicalUrl ? { canonicalUrl } : {}),
  };
}

const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-" });
// Medium repeats the title and subtitle at the top of the body; they become the story's own fields.
turndown.addRule("mediumTitle", {
  filter: (node) => /\bgraf--(title|subtitle)\b/.test(node.getAttribute("class") ?? ""),
  replacement: () => "",
});
turndown.addRule("pre", {
  filter: (node) => node.nodeName === "PRE" && node.firstChild?.nodeName !== "CODE",
  replacement: (_content, node) => `\n\n\`\`\`\n${(node.textContent ?? "").replace(/\n$/, "")}\n\`\`\`\n\n`,
});
const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .trim();

/** A story from Medium's export (posts/*.html): its title, subtitle, body, and where it was published. */
export function fromMediumHtml(file: string, html: string): ImportedStory | ImportProblem {
  const body =
    /<section[^>]*data-field="body"[^>]*>([\s\S]*)<\/section>\s*<footer/i.exec(html)?.[1] ??
    /<section[^>]*data-field="body"[^>]*>([\s\S]*?)<\/section>\s*<\/article>/i.exec(html)?.[1] ??
    /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1];
  const title =
    decode(/<h1[^>]*class="[^"]*p-name[^"]*"[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? "") ||
    decode(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "");
  const subtitle = decode(/<section[^>]*data-field="subtitle"[^>]*>([\s\S]*?)<\/section>/i.exec(html)?.[1] ?? "");
  const canonicalUrl = webAddress(/<a[^>]*href="([^"]+)"[^>]*class="[^"]*p-canonical/i.exec(html)?.[1]);
  const content = body ? turndown.turndown(body).trim() : "";
  if (!content) return { file, reason: IMPORT_MESSAGES.noBody };
  if (content.length > POST_LIMITS.contentMax) return { file, reason: IMPORT_MESSAGES.tooLong };
  return {
    file,
    title: (title || baseName(file)).slice(0, POST_LIMITS.titleMax),
    ...(subtitle ? { subtitle: subtitle.slice(0, POST_LIMITS.subtitleMax) } : {}),
    content,
    tags: [],
    ...(canonicalUrl ? { canonicalUrl } : {}),
  };
}

const isMarkdown = (name: string) => /\.(md|markdown)$/i.test(name);
const isHtml = (name: string) => /\.html?$/i.test(name);

/** Every story in the files sent, and a reason for each file that held none. */
export function readImport(files: { name: string; text?: string; base64?: string }[]): {
  stories: ImportedStory[];
  problems: ImportProblem[];
} {
  const stories: ImportedStory[] = [];
  const problems: ImportProblem[] = [];
  const take = (result: ImportedStory | ImportProblem) =>
    "reason" in result ? problems.push(result) : stories.push(result);
  for (const f of files) {
    if (/\.zip$/i.test(f.name) && f.base64 !== undefined) {
      let entries: Record<string, Uint8Array>;
      let unpacked = 0;
      try {
        entries = unzipSync(Buffer.from(f.base64, "base64"), {
          filter: (entry) => {
            unpacked += entry.originalSize;
            if (unpacked > IMPORT_LIMITS.unpackedBytes) throw new RangeError(IMPORT_MESSAGES.tooBigZip);
            // Medium's export: only the stories (posts/), never its profile, claps or lists pages.
            return (
              (isMarkdown(entry.name) || (isHtml(entry.name) && /(^|\/)posts\//.test(entry.name))) &&
              !entry.name.startsWith("__MACOSX/")
            );
          },
        });
      } catch (err) {
        problems.push({ file: f.name, reason: err instanceof RangeError ? err.message : IMPORT_MESSAGES.badZip });
        continue;
      }
      const names = Object.keys(entries).sort();
      if (names.length === 0) problems.push({ file: f.name, reason: IMPORT_MESSAGES.noBody });
      for (const name of names) {
        const source = strFromU8(entries[name]!);
        take(
          isMarkdown(name) ? fromMarkdown(`${f.name}/${name}`, source) : fromMediumHtml(`${f.name}/${name}`, source),
        );
      }
    } else if (isMarkdown(f.name) && f.text !== undefined) {
      take(fromMarkdown(f.name, f.text));
    } else if (isHtml(f.name) && f.text !== undefined) {
      take(fromMediumHtml(f.name, f.text));
    } else {
      problems.push({ file: f.name, reason: IMPORT_MESSAGES.unknownKind });
    }
  }
  return { stories, problems };
}
