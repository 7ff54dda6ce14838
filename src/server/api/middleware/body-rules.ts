/** Transport rules of the contract: JSON bodies only (415), at most 1 MiB (413). */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PayloadTooLargeError, UnsupportedMediaTypeError } from "../../errors.ts";

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function isJson(type: string) {
  return type === "application/json" || type.endsWith("+json");
}

/**
 * A write that carries a body must say it is JSON. Bodiless writes (toggles by path) need no type;
 * a declared non-JSON type is refused even when the length is unknown (chunked uploads).
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (WRITES.has(c.req.method)) {
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    const length = c.req.header("content-length");
    const declaresBody =
      type !== "" || (length !== undefined && Number(length) > 0) || c.req.header("transfer-encoding");
    if (declaresBody && length !== "0" && !isJson(type)) throw new UnsupportedMediaTypeError();
  }
  await next();
};

/**
 * At most `maxSize` bytes. A declared length is judged as declared (Node's parser holds the body to
 * it), as Hono's `bodyLimit` does, but without first looking at the body: that look makes the Node
 * adapter build a full `Request` for every write, where the handler's `c.req.json()` would read the
 * socket directly. A body of no declared length (chunked) is counted as it arrives.
 */
const limitTo = (maxSize: number): MiddlewareHandler => {
  const counted = bodyLimit({
    maxSize,
    onError: () => {
      throw new PayloadTooLargeError();
    },
  });
  return async (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding")) return counted(c, next);
    if (Number(length) > maxSize) throw new PayloadTooLargeError();
    await next();
  };
};
export const limitJsonBody: MiddlewareHandler = limitTo(JSON_BODY_LIMIT_BYTES);

/** JSON only, up to `maxSize` bytes: for the one call that carries more (imports). */
export function largeJsonBody(maxSize: number): MiddlewareHandler {
  const limit = limitTo(maxSize);
  return async (c, next) => {
    await requireJsonBody(c, async () => {
      await limit(c, next);
    });
  };
}

/**
 * Both rules for writes, except those `skip` says carry another kind of body (image uploads). Reads
 * carry none and pass untouched: the limit's look at the body made the Node adapter build a full
 * `Request` for every read (about an eighth of a personal call's CPU under load).
 */
export function jsonBodyRules(skip: (method: string, path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!WRITES.has(c.req.method) || skip(c.req.method, c.req.path)) return next();
    await requireJsonBody(c, async () => {
      await limitJsonBody(c, next);
    });
  };
}
