/**
 * Module preloads (issue 36): what a page's scripts will import, named in its head so the browser asks
 * for it all as the HTML arrives instead of a level of imports at a time.
 *
 * - Every page: the layout's module scripts (search box, theme control, user menu, layout) import in a
 *   waterfall about four levels deep (api, then i18n and notifications, then their imports), each level
 *   asked for only once the one above has arrived and been read; DOMContentLoaded waits for the lot.
 * - The editor's pages: the writing screen is an island (`PostEditor`) whose module the browser asks for
 *   only when the island's script runs, then its imports once it has it; the rich editor (`RichEditor`,
 *   Milkdown's chunk among its imports) was asked for only when that module ran, once DOMContentLoaded
 *   had passed.
 *
 * The client build records here each chunk's static imports and which chunks the editor needs (each
 * chunk and its static imports); the page server names them as `<link rel="modulepreload">` in a page's
 * head (http/module-preload.ts). Dynamic imports are never named: what a page loads only on a reader's
 * action stays unloaded until then.
 */
import type { AstroIntegration } from "astro";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** Where the page server finds the list: next to the client folder. */
export const MODULE_PRELOAD_FILE = "module-preload.json";
export interface ModulePreload {
  /** The editor island's module as its `component-url` names it: a page holding it gets `editor`. */
  island: string;
  /** Addresses of the editor's chunks, the island's first. */
  editor: string[];
  /** Each script's address and the addresses it imports statically (directly). */
  imports: Record<string, string[]>;
}

/** The island, then the module it imports on opening (the rich editor, most writers' body editor). */
const ENTRIES = ["src/islands/editor/PostEditor.tsx", "src/islands/editor/RichEditor.tsx"];

interface BuiltChunk {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}
type Built = BuiltChunk | { type: "asset" };

const chunksIn = (bundle: Record<string, Built>) =>
  Object.values(bundle).filter((c): c is BuiltChunk => c.type === "chunk");
const address = (base: string, name: string) => `${base.endsWith("/") ? base : `${base}/`}${name}`;

/** The chunks of `entries` (source paths ending so) and their static imports, transitively, with `base` before each. */
export function chunksOf(bundle: Record<string, Built>, entries: readonly string[], base = "/"): string[] | null {
  const chunks = chunksIn(bundle);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const found: string[] = [];
  const add = (chunk: BuiltChunk) => {
    if (found.includes(chunk.fileName)) return;
    found.push(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) add(imported);
    }
  };
  for (const entry of entries) {
    const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll("\\", "/").endsWith(`/${entry}`));
    if (!chunk) return null;
    add(chunk);
  }
  return found.map((name) => address(base, name));
}

/** Each chunk's address and its static imports' (chunks importing nothing left out). */
export function importsOf(bundle: Record<string, Built>, base = "/"): Record<string, string[]> {
  const chunks = chunksIn(bundle);
  const names = new Set(chunks.map((c) => c.fileName));
  const imports: Record<string, string[]> = {};
  for (const c of chunks) {
    const imported = c.imports.filter((i) => names.has(i)).map((i) => address(base, i));
    if (imported.length > 0) imports[address(base, c.fileName)] = imported;
  }
  return imports;
}

export function modulePreload(): AstroIntegration {
  let list: ModulePreload | null = null;
  let base = "/";
  const plugin: Plugin = {
    name: "inkwell:module-preload",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const editor = chunksOf(bundle, ENTRIES, base);
      if (editor) list = { island: editor[0]!, editor, imports: importsOf(bundle, base) };
    },
  };
  return {
    name: "inkwell-module-preload",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        base = config.base;
        updateConfig({ vite: { plugins: [plugin] } });
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (!list) return logger.warn("The editor's chunks were not found: pages preload nothing");
        await writeFile(path.join(fileURLToPath(dir), "..", MODULE_PRELOAD_FILE), JSON.stringify(list));
        logger.info(`${list.editor.length} chunks preloaded on the editor's pages; other pages their scripts' imports`);
      },
    },
  };
}
