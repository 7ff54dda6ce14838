/**
 * A page holding the writing screen's island names the editor's chunks in its head as
 * `<link rel="modulepreload">` (build/editor-preload.ts): the browser fetches them as the HTML arrives
 * instead of one after another once the island's script runs. Other pages are returned as they are.
 * Runs before the language rewrite (locale-scripts.ts), which points these links at the language's
 * copies as it does the island's own address.
 */
import { EDITOR_CHUNKS_FILE, type EditorChunks } from "../build/editor-preload.ts";
import { readBuildList, type PageRewrite } from "./locale-scripts.ts";

const HEAD_END = Buffer.from("</head>");

export function editorPreloadRewrite(chunks: EditorChunks): PageRewrite {
  const island = Buffer.from(`component-url="${chunks.island}"`);
  const links = Buffer.from(chunks.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join(""));
  return (html) => {
    const end = html.indexOf(HEAD_END);
    if (end < 0 || html.indexOf(island, end) < 0) return html;
    return Buffer.concat([html.subarray(0, end), links, html.subarray(end)]);
  };
}

/** From the build's list; none (pages unchanged) in development or before a build. */
export function loadEditorPreload(clientDir: string): PageRewrite | undefined {
  const chunks = readBuildList<EditorChunks>(clientDir, EDITOR_CHUNKS_FILE);
  return chunks && editorPreloadRewrite(chunks);
}

/** Each rewrite in turn; none when none is given. */
export function rewrites(...each: (PageRewrite | undefined)[]): PageRewrite | undefined {
  const given = each.filter((r): r is PageRewrite => !!r);
  return given.length ? (html) => given.reduce((page, rewrite) => rewrite(page), html) : undefined;
}
