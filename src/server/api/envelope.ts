/** The contract's success and error envelopes. */
import type { Context } from "hono";
import { BODY_ENCODED, encodingFor } from "./middleware/compression.ts";
import { compressesNow, compressible, compressNow, type Encoding } from "../http/compression.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorEnvelope, FieldError, SuccessEnvelope } from "../../shared/api-types.ts";

// The shapes are the client's too: defined once, in shared/api-types.ts.
export type { ErrorEnvelope, SuccessEnvelope };

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  const body: SuccessEnvelope<T> = message === undefined ? { success: true, data } : { success: true, message, data };
  return json(c, body, status);
}

/** An answer's JSON and its compressed forms, by encoding. */
interface Encoded {
  text: string;
  length: number;
  packed: Map<string, Uint8Array<ArrayBuffer>>;
}
const encodedFor = new WeakMap<object, Encoded>();

/**
 * `ok` for a value a cache hands out again and again and nobody changes once made (the personal
 * call's state, kept 5 s): its JSON and compressed bytes are kept beside it, for as long as the value
 * lives, instead of being made again for every answer (a third of a personal call's CPU).
 */
export function okShared<T extends object>(c: Context, data: T) {
  return json(c, { success: true, data } satisfies SuccessEnvelope<T>, 200, data);
}

/**
 * `c.json`, compressed here when the client accepts it and the answer is worth it (middleware/compression.ts
 * then leaves it alone): the middleware must read a finished answer's body back, which makes the Node
 * adapter build a full Fetch `Response` around it, about 60 us of a personal call's 170 (its ~700 bytes
 * are not even compressed). Answers too large to compress on the spot are still the middleware's.
 */
function json<T>(c: Context, body: T, status: ContentfulStatusCode, keptWith?: object) {
  // Answered as c.json answers (same type for the typed client, hc); only the bytes may differ.
  type Json = ReturnType<typeof c.json<T, typeof status>>;
  const kept = encodedOf(body, keptWith);
  const answer = (bytes: string | Uint8Array<ArrayBuffer>) =>
    c.body(bytes, status, { "Content-Type": JSON_TYPE }) as unknown as Json;
  if (!compressesNow(kept.length)) return answer(kept.text);
  c.set(BODY_ENCODED, true);
  const sent = packed(kept, encodingFor(c));
  if (sent.varies) c.header("Vary", "Accept-Encoding", { append: true });
  if (sent.encoding) c.header("Content-Encoding", sent.encoding);
  return answer(sent.bytes);
}

/** The JSON of `body`, kept with `keptWith` when given (made again otherwise). */
function encodedOf(body: unknown, keptWith?: object): Encoded {
  let kept = keptWith && encodedFor.get(keptWith);
  if (!kept) {
    const text = JSON.stringify(body);
    kept = { text, length: Buffer.byteLength(text), packed: new Map() };
    if (keptWith) encodedFor.set(keptWith, kept);
  }
  return kept;
}

/** What goes out for a client accepting `encoding`: the bytes, whether they vary with it, how they are encoded. */
interface Sent {
  bytes: string | Uint8Array<ArrayBuffer>;
  varies: boolean;
  encoding?: Exclude<Encoding, "identity">;
}

function packed(kept: Encoded, encoding: Encoding): Sent {
  if (encoding === "identity") return { bytes: kept.text, varies: false };
  if (!compressible(JSON_TYPE, kept.length)) return { bytes: kept.text, varies: true };
  let bytes = kept.packed.get(encoding);
  if (!bytes) {
    bytes = new Uint8Array(compressNow(Buffer.from(kept.text), encoding));
    kept.packed.set(encoding, bytes);
  }
  return { bytes, varies: true, encoding };
}

/**
 * `okShared`'s bytes without a Hono context (http/viewer-call.ts answers the personal call with them):
 * the same envelope, JSON and compressed forms, kept with `data`; null when the answer is too large
 * to compress on the spot (the API's compression middleware answers those).
 */
export function sharedAnswer(data: object, encoding: Encoding): Sent | null {
  const kept = encodedOf({ success: true, data } satisfies SuccessEnvelope<object>, data);
  return compressesNow(kept.length) ? packed(kept, encoding) : null;
}
const JSON_TYPE = "application/json";

export function errorBody(message: string, errors: FieldError[]): ErrorEnvelope {
  return { success: false, message, errors: errors.length > 0 ? errors : [{ message }] };
}
