/**
 * Points a rendered page at the copies of its scripts in the page's language (`<html lang>`), which
 * hold only that language's strings (build/locale-scripts.ts, decision 020). Done once per render,
 * before the page is cached: a shared page is already one copy per language.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { LOCALE_SCRIPTS_FILE, renameScripts, type LocaleScriptsManifest } from "../build/locale-scripts.ts";

export type PageRewrite = (html: Buffer) => Buffer;

const HTML_LANG = /<html\b[^>]*?\slang="([^"]+)"/;

export function localeScriptsRewrite(manifest: LocaleScriptsManifest): PageRewrite {
  const scripts = new Set(manifest.scripts);
  const locales = new Set(manifest.locales);
  return (html) => {
    // The <html> tag comes first; only its opening part is read to learn the language.
    const lang = HTML_LANG.exec(html.subarray(0, 2048).toString("latin1"))?.[1];
    if (!lang || !locales.has(lang) || !scripts.size) return html;
    return Buffer.from(renameScripts(html.toString("utf8"), scripts, lang));
  };
}

/** A list the build wrote next to the client folder; none in development or before a build. */
export function readBuildList<T>(clientDir: string, file: string): T | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(clientDir, "..", file), "utf8");
  } catch {
    return undefined;
  }
  return JSON.parse(text) as T;
}

/** From the build's manifest; none (pages unchanged) in development or before a build. */
export function loadLocaleScripts(clientDir: string): PageRewrite | undefined {
  const manifest = readBuildList<LocaleScriptsManifest>(clientDir, LOCALE_SCRIPTS_FILE);
  return manifest && localeScriptsRewrite(manifest);
}
