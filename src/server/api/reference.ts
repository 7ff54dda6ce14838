/**
 * /api/reference: the generated OpenAPI document rendered by Scalar's API reference, served from the
 * npm package (no CDN), under a policy of its own that lets nothing load from elsewhere: grouped
 * calls, request and answer shapes with examples, the error envelope, and "try it" against this site.
 * Without JavaScript the page links to the document itself and to docs/api.md.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { escapeHtml } from "../content/escape-html.ts";

/** Only this site: the script, its styles (Scalar injects them), pictures in data URLs, calls here. */
export const REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

const require = createRequire(import.meta.url);
let bundle: Promise<{ raw: Buffer; gzip: Buffer }> | undefined;
/** Scalar's standalone build, read (and gzipped) once per process on first ask. */
function scalarBundle() {
  // The package's "browser" build (not among its exports): next to its main entry.
  const file = path.join(path.dirname(require.resolve("@scalar/api-reference")), "browser", "standalone.js");
  bundle ??= readFile(file).then((raw) => ({
    raw,
    gzip: gzipSync(raw, { level: 9 }),
  }));
  return bundle;
}

const INIT = `Scalar.createApiReference("#reference", {
  url: "/api/openapi.json",
  withDefaultFonts: false,
  hideClientButton: false,
  telemetry: false,
  // Scalar's own cloud (its agent, MCP and the developer toolbar) is not part of this site.
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  // "Try it" calls this site: a signed-in person's cookie goes along (same origin).
  defaultOpenAllTags: false,
  metaData: { title: document.title },
});
`;

export async function serveReferenceAsset(c: Context, name: string) {
  const long = { "Cache-Control": "public, max-age=86400", "Content-Security-Policy": REFERENCE_CSP };
  if (name === "init.js") return c.body(INIT, 200, { ...long, "Content-Type": "text/javascript; charset=utf-8" });
  if (name !== "scalar.js") return undefined;
  const { raw, gzip } = await scalarBundle();
  const gzipped = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
  return c.body(new Uint8Array(gzipped ? gzip : raw), 200, {
    ...long,
    "Content-Type": "text/javascript; charset=utf-8",
    ...(gzipped ? { "Content-Encoding": "gzip" } : {}),
    Vary: "Accept-Encoding",
  });
}

export function referencePage(title: string): string {
  const name = escapeHtml(title);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} API reference</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><noscript><h1>${name} API reference</h1><p>The reference needs JavaScript. The OpenAPI document it shows is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript><div id="reference"></div><script src="/api/reference/scalar.js"></script><script src="/api/reference/init.js"></script></body></html>`;
}
