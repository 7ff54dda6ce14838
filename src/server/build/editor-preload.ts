/**
 * The editor pages' scripts, fetched from the page's head (issue 36). The writing screen is an island
 * (`PostEditor`) whose module the browser asks for only when the island's script runs, then its
 * imports once it has it; the rich editor (`RichEditor`, Milkdown's chunk among its imports) was asked
 * for only when that module ran, once DOMContentLoaded had passed: a waterfall of module loads before
 * the story could open. The client build records here which chunks the two need (each chunk and its
 * static imports); the page server names them as `<link rel="modulepreload">` in the head of a page
 * holding that island (http/editor-preload.ts), so the browser fetches them all as the HTML arrives.
 * Readers' pages hold no such island and are not touched.
 */
import type { AstroIntegration } from "astro";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** Where the page server finds the chunks to preload: next to the client folder. */
export const EDITOR_CHUNKS_FILE = "editor-chunks.json";
export interface EditorChunks {
  /** The island's module as its `component-url` names it: a page holding it gets the preloads. */
  island: string;
  /** Addresses of the chunks to fetch at once, the island's first. */
  preload: string[];
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

/** The chunks of `entries` (source paths ending so) and their static imports, transitively, with `base` before each. */
export function chunksOf(bundle: Record<string, Built>, entries: readonly string[], base = "/"): string[] | null {
  const chunks = Object.values(bundle).filter((c): c is BuiltChunk => c.type === "chunk");
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
  return found.map((name) => `${base.endsWith("/") ? base : `${base}/`}${name}`);
}

export function editorPreload(): AstroIntegration {
  let chunks: EditorChunks | null = null;
  let base = "/";
  const plugin: Plugin = {
    name: "inkwell:editor-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const preload = chunksOf(bundle, ENTRIES, base);
      if (preload) chunks = { island: preload[0]!, preload };
    },
  };
  return {
    name: "inkwell-editor-preload",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        base = config.base;
        updateConfig({ vite: { plugins: [plugin] } });
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (!chunks) return logger.warn("The editor's chunks were not found: its pages preload nothing");
        await writeFile(path.join(fileURLToPath(dir), "..", EDITOR_CHUNKS_FILE), JSON.stringify(chunks));
        logger.info(`${chunks.preload.length} chunks preloaded on the editor's pages`);
      },
    },
  };
}
