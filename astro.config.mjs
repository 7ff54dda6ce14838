// @ts-check
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { devServer } from "./src/server/dev/integration.ts";
import { precompress } from "./src/server/build/precompress.ts";
import { localeScripts } from "./src/server/build/locale-scripts.ts";
import { modulePreload } from "./src/server/build/module-preload.ts";
import { APPEARANCE_SCRIPT } from "./src/shared/appearance-script.ts";
import { paraglideClientRuntime, sharedI18nChunks } from "./src/i18n/vite-client-runtime.ts";

/**
 * sonner injects its stylesheet as an inline <style> at run time; a strict style-src needs that
 * exact text's hash, which we read from the installed package so an upgrade cannot break toasts.
 */
function sonnerStyleHash() {
  const file = createRequire(import.meta.url)
    .resolve("sonner")
    .replace(/index\.js$/, "index.mjs");
  const match = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, "utf8"));
  if (!match?.[1]) throw new Error("sonner: could not find its inline stylesheet to hash");
  return sha256(JSON.parse(match[1]));
}

/** @param {string} text */
function sha256(text) {
  return /** @type {`sha256-${string}`} */ (`sha256-${createHash("sha256").update(text).digest("base64")}`);
}

/**
 * The theme's typeface is used only if it is there by the first paint (`font-display: optional`):
 * with fontsource's `swap` it arrived after first paint and moved the feed (Lighthouse: CLS 0.26 on
 * home). A reader sees the device's font on a first visit at worst; the file is cached for the next.
 * Runs on the stylesheet Tailwind produced, which has the fontsource faces inlined.
 * @returns {import("vite").Plugin}
 */
function fontsWithoutLayoutShift() {
  /** @param {string} css */
  const optional = (css) => css.replace(/font-display:\s*swap/g, "font-display:optional");
  return {
    name: "inkwell:font-display-optional",
    enforce: "post",
    // The dev server serves the transformed stylesheet; the build rewrites the CSS it emits.
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || !code.includes("font-display")) return undefined;
      return { code: optional(code), map: null };
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "asset" && file.fileName.endsWith(".css") && typeof file.source === "string")
          file.source = optional(file.source);
      }
    },
  };
}

export default defineConfig({
  output: "server",
  // Pages take small forms only (the appearance form, the editor's preview); the API has its own limit.
  adapter: node({ mode: "middleware", bodySizeLimit: 1024 * 1024 }),
  // localeScripts writes the per-language scripts before precompress compresses them.
  integrations: [react(), devServer(), modulePreload(), localeScripts(), precompress()],
  vite: {
    plugins: [tailwindcss(), fontsWithoutLayoutShift(), paraglideClientRuntime(import.meta.dirname)],
    // The editor's chunk (CodeMirror; its Markdown support imports the HTML, CSS and JavaScript grammars
    // for embedded HTML) is ~510 KB, 150 KB as brotli, and loads only on /create-post and /edit-post.
    // Every other chunk stays far below 500 KB; the limit warns if one grows past the editor.
    build: { chunkSizeWarningLimit: 600 },
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: sharedI18nChunks } } } } },
    },
  },
  devToolbar: { enabled: false },
  // Shiki writes inline styles, which a strict CSP refuses; posts are highlighted on the server instead.
  markdown: { syntaxHighlight: false },
  server: { host: "127.0.0.1", port: 4321 },
  security: {
    csp: {
      // Astro sends this policy as the page's CSP header (replacing the server's default one), so the
      // directives that must hold everywhere are repeated here.
      directives: [
        "default-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
        "form-action 'self'",
        "img-src 'self' data: blob: https:",
        "connect-src 'self' ws: wss:",
        "font-src 'self'",
        "media-src 'self' https:",
        "manifest-src 'self'",
        "worker-src 'self' blob:",
      ],
      // The inline appearance script (shared/appearance-script.ts) runs before the first paint.
      scriptDirective: { hashes: [sha256(APPEARANCE_SCRIPT)] },
      styleDirective: {
        hashes: [sonnerStyleHash()],
        // React sets inline styles through the CSSOM, which CSP allows; no style="" is rendered on the server.
        // No `resources`: Astro writes style-src 'self' by itself, and naming 'self' here made it warn on
        // every editor page that the editor's style-src-attr does not inherit it (it needs none).
      },
    },
  },
});
