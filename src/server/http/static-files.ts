/** Built assets through sirv, pre-compressed: hashed files under /_astro are cached for a year, the rest briefly. */
import sirv from "sirv";
import type { IncomingMessage, ServerResponse } from "node:http";

export type NextFn = () => void;

export function staticFiles(dir: string) {
  return sirv(dir, {
    etag: true,
    dotfiles: false,
    // The build writes .br and .gz copies (build/precompress.ts): served as they are, per Accept-Encoding.
    brotli: true,
    gzip: true,
    setHeaders(res: ServerResponse, pathname: string) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  }) as (req: IncomingMessage, res: ServerResponse, next: NextFn) => void;
}

/**
 * Uploaded images: keys are random and files never change, so they are cached for a year. They are
 * served as inert images: nosniff, and a CSP that lets nothing inside them run.
 */
export function uploadedFiles(dir: string) {
  return sirv(dir, {
    dev: true, // files appear after start-up; look them up on each request
    etag: true,
    dotfiles: false,
    setHeaders(res: ServerResponse) {
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    },
  }) as (req: IncomingMessage, res: ServerResponse, next: NextFn) => void;
}
