/** Built assets through sirv: hashed files under /_astro are cached for a year, the rest briefly. */
import sirv from "sirv";
import type { IncomingMessage, ServerResponse } from "node:http";

export type NextFn = () => void;

export function staticFiles(dir: string) {
  return sirv(dir, {
    etag: true,
    dotfiles: false,
    setHeaders(res: ServerResponse, pathname: string) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  }) as (req: IncomingMessage, res: ServerResponse, next: NextFn) => void;
}
