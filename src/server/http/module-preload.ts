/**
 * Names in a page's head, as `<link rel="modulepreload">`, what its scripts will import
 * (build/module-preload.ts): the static imports of each `<script type="module" src>` it holds, level by
 * level, and on a page holding the writing screen's island, the editor's chunks. The browser fetches
 * them as the HTML arrives instead of one level of imports after another. Runs before the language
 * rewrite (locale-scripts.ts), which points these links at the language's copies as it does the
 * scripts' own addresses. Done once per render, before the page is cached.
 */
import { MODULE_PRELOAD_FILE, type ModulePreload } from "../build/module-preload.ts";
import { readBuildList, type PageRewrite } from "./locale-scripts.ts";

const HEAD_END = Buffer.from("</head>");
const MODULE_SCRIPT = Buffer.from('<script type="module" src="');
const QUOTE = 0x22;

/** The addresses of the page's module scripts, read from the bytes (the page is not made a string). */
function moduleScripts(html: Buffer): string[] {
  const found: string[] = [];
  for (let at = html.indexOf(MODULE_SCRIPT); at >= 0; at = html.indexOf(MODULE_SCRIPT, at + 1)) {
    const start = at + MODULE_SCRIPT.length;
    const end = html.indexOf(QUOTE, start);
    if (end > start) found.push(html.toString("latin1", start, end));
  }
  return found;
}
/** Pages differ in few ways (which scripts, the editor or not): their links are kept by that. */
const KEPT_MAX = 64;

export function modulePreloadRewrite(list: ModulePreload): PageRewrite {
  const island = Buffer.from(`component-url="${list.island}"`);
  const kept = new Map<string, Buffer>();
  const linksFor = (scripts: string[], editor: boolean) => {
    const found = new Set<string>();
    const add = (script: string) => {
      for (const imported of list.imports[script] ?? []) {
        if (found.has(imported)) continue;
        found.add(imported);
        add(imported);
      }
    };
    scripts.forEach(add);
    // The editor's after the page's own (small, and what DOMContentLoaded waits for).
    if (editor) list.editor.forEach((chunk) => found.add(chunk));
    for (const script of scripts) found.delete(script);
    return Buffer.from([...found].map((href) => `<link rel="modulepreload" href="${href}">`).join(""));
  };
  return (html) => {
    const end = html.indexOf(HEAD_END);
    if (end < 0) return html;
    const scripts = moduleScripts(html);
    const editor = html.indexOf(island, end) >= 0;
    const key = `${editor ? "editor " : ""}${scripts.join(" ")}`;
    let links = kept.get(key);
    if (!links) {
      links = linksFor(scripts, editor);
      if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
      kept.set(key, links);
    }
    if (links.length === 0) return html;
    return Buffer.concat([html.subarray(0, end), links, html.subarray(end)]);
  };
}

/** From the build's list; none (pages unchanged) in development or before a build. */
export function loadModulePreload(clientDir: string): PageRewrite | undefined {
  const list = readBuildList<ModulePreload>(clientDir, MODULE_PRELOAD_FILE);
  return list && modulePreloadRewrite(list);
}

/** Each rewrite in turn; none when none is given. */
export function rewrites(...each: (PageRewrite | undefined)[]): PageRewrite | undefined {
  const given = each.filter((r): r is PageRewrite => !!r);
  return given.length ? (html) => given.reduce((page, rewrite) => rewrite(page), html) : undefined;
}
