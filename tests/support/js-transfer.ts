/**
 * The JavaScript a reader's browser actually fetches for a page, as sent over the wire (compressed),
 * including the chunks loaded on demand after the page starts (a signed-in reader's islands), plus
 * the page's inline scripts (gzip-sized, as they travel inside the HTML).
 */
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

export interface JsTransfer {
  files: { url: string; bytes: number }[];
  total: number;
}

export async function jsTransferred(page: Page, url: string, settle: () => Promise<void>): Promise<JsTransfer> {
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  const onFinished = (req: import("@playwright/test").Request) => {
    if (req.resourceType() !== "script") return;
    pending.push(req.sizes().then((s) => ({ url: req.url(), bytes: s.responseBodySize + s.responseHeadersSize })));
  };
  page.on("requestfinished", onFinished);
  await page.goto(url);
  await settle();
  await page.waitForLoadState("networkidle");
  page.off("requestfinished", onFinished);
  const files = await Promise.all(pending);
  const inline = await page.$$eval("script:not([src])", (els) =>
    els.filter((e) => !/json/.test(e.getAttribute("type") ?? "")).map((e) => e.textContent ?? ""),
  );
  for (const body of inline) if (body.trim()) files.push({ url: "(inline)", bytes: gzipSync(body).length });
  return { files, total: files.reduce((n, f) => n + f.bytes, 0) };
}
