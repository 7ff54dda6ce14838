/**
 * Stories from elsewhere: Markdown files with YAML front matter (the format dev.to, Jekyll, Hugo and
 * our own download use), Medium's HTML posts, and zip archives of either (Medium's export holds its
 * stories under posts/). Each file becomes a draft's fields, or a reason it could not.
 */
import { strFromU8, unzipSync } from "fflate";
import TurndownService from "turndown";
import { parse as parseYaml } from "yaml";
import { parse, serialize, type DefaultTreeAdapterTypes } from "parse5";
import { POST_LIMITS } from "../../shared/limits.ts";
import { IMPORT_LIMITS, IMPORT_MESSAGES, MAX_HTML_DEPTH } from "./import-limits.ts";

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

export { IMPORT_LIMITS, IMPORT_MESSAGES, MAX_HTML_DEPTH } from "./import-limits.ts";

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
type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
const childrenOf = (node: Node): Node[] => ("childNodes" in node ? node.childNodes : []);
const isElement = (node: Node): node is Element => "tagName" in node;

/** The first element `test` accepts, depth first, with an explicit stack (a deep file cannot overflow it). */
function findElement(root: Node, test: (el: Element) => boolean): Element | undefined {
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (isElement(node) && test(node)) return node;
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return undefined;
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const hasClass = (el: Element, name: string) => (attr(el, "class") ?? "").split(/\s+/).includes(name);
function textOf(el: Element | undefined): string {
  if (!el) return "";
  let text = "";
  const stack: Node[] = [el];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeName === "#text") text += (node as DefaultTreeAdapterTypes.TextNode).value;
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return text.replace(/\s+/g, " ").trim();
}
function deeperThan(root: Node, limit: number): boolean {
  const stack: [Node, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > limit) return true;
    for (const child of childrenOf(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** A story from Medium's export (posts/*.html): its title, subtitle, body, and where it was published. */
export function fromMediumHtml(file: string, html: string): ImportedStory | ImportProblem {
  if (html.length > IMPORT_LIMITS.fileChars) return { file, reason: IMPORT_MESSAGES.tooBigFile };
  // A real HTML parser (parse5, iterative): linear in the length of the file, whatever the file holds.
  const tree = parse(html);
  // Turndown and the serializer recurse: a tree deeper than any story is refused before them.
  if (deeperThan(tree, MAX_HTML_DEPTH)) return { file, reason: IMPORT_MESSAGES.tooDeep };
  const body =
    findElement(tree, (el) => el.tagName === "section" && attr(el, "data-field") === "body") ??
    findElement(tree, (el) => el.tagName === "body");
  const title =
    textOf(findElement(tree, (el) => el.tagName === "h1" && hasClass(el, "p-name"))) ||
    textOf(findElement(tree, (el) => el.tagName === "title"));
  const subtitle = textOf(findElement(tree, (el) => el.tagName === "section" && attr(el, "data-field") === "subtitle"));
  const canonical = findElement(tree, (el) => el.tagName === "a" && hasClass(el, "p-canonical"));
  const canonicalUrl = webAddress(canonical ? attr(canonical, "href") : undefined);
  const content = body ? turndown.turndown(serialize(body)).trim() : "";
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

/**
 * A name inside a zip that stays inside it: no absolute path, drive, backslash or `..` step. Such
 * names are skipped (nothing is ever written to disk, but a name like that is never a story).
 */
export function safeEntryName(name: string): boolean {
  if (!name || name.includes("\\") || name.includes("\0") || /^[a-z]:/i.test(name) || name.startsWith("/"))
    return false;
  return name.split("/").every((part) => part !== ".." && part !== ".");
}
/** Medium's export keeps its stories in `posts/` at the top of the archive (or of its one folder). */
const inMediumPosts = (name: string) => /^(?:[^/]+\/)?posts\/[^/]+\.html?$/i.test(name);

const isMarkdown = (name: string) => /\.(md|markdown)$/i.test(name);
const isHtml = (name: string) => /\.html?$/i.test(name);

export interface ImportFile {
  name: string;
  text?: string;
  base64?: string;
}

/** Every story in the files sent, and a reason for each file that held none (run it in import-reader.ts). */
export function readImport(files: ImportFile[]): {
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
            if (!safeEntryName(entry.name) || entry.name.startsWith("__MACOSX/")) return false;
            return isMarkdown(entry.name) || (isHtml(entry.name) && inMediumPosts(entry.name));
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
        if (source.length > IMPORT_LIMITS.fileChars) {
          take({ file: `${f.name}/${name}`, reason: IMPORT_MESSAGES.tooBigFile });
          continue;
        }
        take(
          isMarkdown(name) ? fromMarkdown(`${f.name}/${name}`, source) : fromMediumHtml(`${f.name}/${name}`, source),
        );
      }
    } else if (isMarkdown(f.name) && f.text !== undefined) {
      take(
        f.text.length > IMPORT_LIMITS.fileChars
          ? { file: f.name, reason: IMPORT_MESSAGES.tooBigFile }
          : fromMarkdown(f.name, f.text),
      );
    } else if (isHtml(f.name) && f.text !== undefined) {
      take(fromMediumHtml(f.name, f.text));
    } else {
      problems.push({ file: f.name, reason: IMPORT_MESSAGES.unknownKind });
    }
  }
  return { stories, problems };
}
