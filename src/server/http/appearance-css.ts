/**
 * GET /appearance.css: the reader's theme and mode for browsers without JavaScript. Shared pages are
 * painted with the defaults and fixed up by an inline script; without scripts they load this
 * stylesheet instead (inside <noscript>), which repeats the chosen theme's and mode's custom
 * properties on :root with a higher specificity. The declarations are taken from the built
 * stylesheet itself, so the palettes live in one place (global.css).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { APPEARANCE_COOKIE, parseAppearance, type Appearance } from "../../shared/appearance.ts";

/** The declarations of the first rule whose selector list holds `selector`, outside any @media. */
export function declarationsFor(css: string, selector: string): string | undefined {
  const topLevel = css.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
  for (const rule of topLevel.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = rule[1]!.split(",").map((s) => s.trim().replace(/["']/g, ""));
    if (selectors.includes(selector)) return rule[2]!;
  }
  return undefined;
}

/** The stylesheet for one appearance; empty for the defaults (the page already has them). */
export function appearanceStylesheet(css: string, { theme, mode }: Appearance): string {
  const parts: string[] = [];
  const themeDecls = declarationsFor(css, `[data-theme=${theme}]`);
  if (themeDecls) parts.push(themeDecls);
  // "system" is what the shared page says already; light and dark must beat its media query.
  if (mode !== "system") {
    const modeDecls = declarationsFor(css, `[data-mode=${mode}]`);
    if (modeDecls) parts.push(modeDecls);
  }
  return parts.length ? `:root:root{${parts.join(";")}}\n` : "";
}

/** Reads the built stylesheet that defines the themes, once. */
export function loadThemeCss(clientDir: string): string {
  const dir = path.join(clientDir, "_astro");
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".css"));
  } catch {
    return "";
  }
  for (const file of files) {
    const css = readFileSync(path.join(dir, file), "utf8");
    if (css.includes("[data-theme=editorial]") || css.includes('[data-theme="editorial"]')) return css;
  }
  return "";
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

export function appearanceCssHandler(clientDir: string) {
  let css: string | undefined;
  return (req: IncomingMessage, res: ServerResponse) => {
    css ??= loadThemeCss(clientDir);
    const appearance = parseAppearance(cookieValue(req.headers.cookie, APPEARANCE_COOKIE));
    res.writeHead(200, {
      "content-type": "text/css; charset=utf-8",
      // Follows the cookie: never shared, asked again on every page.
      "cache-control": "private, no-cache",
      vary: "Cookie",
    });
    res.end(req.method === "HEAD" ? undefined : appearanceStylesheet(css, appearance));
  };
}
