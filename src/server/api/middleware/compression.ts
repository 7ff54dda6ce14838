/**
 * Compresses API answers of 1 KB and more (brotli or gzip, as the client accepts); smaller ones go
 * out as they are. JSON answers are whole in memory already, so this buffers nothing new.
 */
import type { Context, MiddlewareHandler } from "hono";
import { compress, compressible, pickEncoding, type Encoding } from "../../http/compression.ts";

/** Set by an answer that settled its own encoding (envelope.ts), so its body is not read back here. */
export const BODY_ENCODED = "bodyEncoded";

/** How this request's answer may be encoded: as the client accepts, never for HEAD (no body). */
export const encodingFor = (c: Context): Encoding =>
  c.req.method === "HEAD" ? "identity" : pickEncoding(c.req.header("accept-encoding"));

export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.get(BODY_ENCODED)) return;
  const res = c.res;
  const encoding = encodingFor(c);
  if (encoding === "identity" || !res.body || res.headers.has("content-encoding")) return;
  const type = res.headers.get("content-type") ?? undefined;
  if (!compressible(type, Number.MAX_SAFE_INTEGER)) return;
  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.append("Vary", "Accept-Encoding");
  if (!compressible(type, body.length)) {
    c.res = new Response(new Uint8Array(body), { status: res.status, headers });
    return;
  }
  const packed = await compress(body, encoding);
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(packed.length));
  c.res = new Response(new Uint8Array(packed), { status: res.status, headers });
};
