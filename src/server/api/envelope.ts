/** The contract's success and error envelopes. */
import type { Context } from "hono";
import { BODY_ENCODED, encodingFor } from "./middleware/compression.ts";
import { compressesNow, compressible, compressNow } from "../http/compression.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorEnvelope, FieldError, SuccessEnvelope } from "../../shared/api-types.ts";

// The shapes are the client's too: defined once, in shared/api-types.ts.
export type { ErrorEnvelope, SuccessEnvelope };

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  const body: SuccessEnvelope<T> = message === undefined ? { success: true, data } : { success: true, message, data };
  return json(c, body, status);
}

/**
 * `c.json`, compressed here when the client accepts it and the answer is worth it (middleware/compression.ts
 * then leaves it alone): the middleware must read a finished answer's body back, which makes the Node
 * adapter build a full Fetch `Response` around it, about 60 us of a personal call's 170 (its ~700 bytes
 * are not even compressed). Answers too large to compress on the spot are still the middleware's.
 */
function json<T>(c: Context, body: T, status: ContentfulStatusCode) {
  // Answered as c.json answers (same type for the typed client, hc); only the bytes may differ.
  type Json = ReturnType<typeof c.json<T, typeof status>>;
  const text = JSON.stringify(body);
  const length = Buffer.byteLength(text);
  const answer = (bytes: string | Uint8Array<ArrayBuffer>) =>
    c.body(bytes, status, { "Content-Type": JSON_TYPE }) as unknown as Json;
  if (!compressesNow(length)) return answer(text);
  c.set(BODY_ENCODED, true);
  const encoding = encodingFor(c);
  if (encoding === "identity") return answer(text);
  c.header("Vary", "Accept-Encoding", { append: true });
  if (!compressible(JSON_TYPE, length)) return answer(text);
  c.header("Content-Encoding", encoding);
  return answer(new Uint8Array(compressNow(Buffer.from(text), encoding)));
}
const JSON_TYPE = "application/json";

export function errorBody(message: string, errors: FieldError[]): ErrorEnvelope {
  return { success: false, message, errors: errors.length > 0 ? errors : [{ message }] };
}
