/** Transport rules of the contract: JSON bodies only (415), at most 1 MiB (413). */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PayloadTooLargeError, UnsupportedMediaTypeError } from "../../errors.ts";

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hasBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return headers.has("transfer-encoding");
}

/** A write that carries a body must say it is JSON. Bodiless writes (toggles by path) are fine. */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (WRITES.has(c.req.method) && hasBody(c.req.raw.headers)) {
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json" && !type?.endsWith("+json")) throw new UnsupportedMediaTypeError();
  }
  await next();
};

export const limitJsonBody: MiddlewareHandler = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: () => {
    throw new PayloadTooLargeError();
  },
});
