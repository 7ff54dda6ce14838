/**
 * The JavaScript a page makes a browser download before anything is clicked: its inline scripts, its
 * module scripts, and every chunk those import statically (dynamic imports load only on demand).
 */
import { gzipSync } from "node:zlib";

export interface JsWeight {
  files: { url: string; bytes: number; gzip: number }[];
  totalGzip: number;
}

const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import\s*(?:[\w*{}\s,$]+from\s*)?|export\s*[\w*{}\s,$]+from\s*)["']([^"']+\.js)["']/g;

export async function pageJsWeight(pageUrl: string, init: RequestInit = {}): Promise<JsWeight> {
  const html = await (await fetch(pageUrl, init)).text();
  const files: JsWeight["files"] = [];
  const add = (url: string, body: string) => {
    const bytes = Buffer.byteLength(body);
    files.push({ url, bytes, gzip: gzipSync(body).length });
  };
  const queue: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = "", body = ""] = m;
    if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
    const src = /\ssrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) queue.push(new URL(src, pageUrl).toString());
    else if (body.trim()) {
      add("(inline)", body);
      for (const imp of body.matchAll(STATIC_IMPORT)) queue.push(new URL(imp[1]!, pageUrl).toString());
    }
  }
  const seen = new Set<string>();
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const body = await (await fetch(url)).text();
    add(url, body);
    for (const imp of body.matchAll(STATIC_IMPORT)) queue.push(new URL(imp[1]!, url).toString());
  }
  return { files, totalGzip: files.reduce((n, f) => n + f.gzip, 0) };
}
