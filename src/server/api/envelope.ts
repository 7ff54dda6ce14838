/** The contract's success and error envelopes. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorEnvelope, FieldError, SuccessEnvelope } from "../../shared/api-types.ts";

// The shapes are the client's too: defined once, in shared/api-types.ts.
export type { ErrorEnvelope, SuccessEnvelope };

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  const body: SuccessEnvelope<T> = message === undefined ? { success: true, data } : { success: true, message, data };
  return c.json(body, status);
}

export function errorBody(message: string, errors: FieldError[]): ErrorEnvelope {
  return { success: false, message, errors: errors.length > 0 ? errors : [{ message }] };
}
