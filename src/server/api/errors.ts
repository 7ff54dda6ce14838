/**
 * The one place where errors become HTTP answers: typed AppErrors keep their status and message,
 * framework errors are translated, anything else is a logged 500 with a generic message and no stack.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, messages, TooManyRequestsError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { errorBody } from "./envelope.ts";
import { BODY_ENCODED } from "./middleware/compression.ts";

function fromHttpException(err: HTTPException): AppError {
  if (err.status === 413) return new AppError(413, messages.payloadTooLarge);
  if (err.status === 400) return new AppError(400, messages.malformedJson);
  return new AppError(err.status, err.message || messages.internal);
}

export function errorResponse(c: Context, err: unknown, logger: Logger): Response {
  let appError: AppError;
  if (err instanceof AppError) appError = err;
  else if (err instanceof HTTPException) appError = fromHttpException(err);
  else {
    logger.error(`Unhandled error on ${c.req.method} ${c.req.path}`, err);
    appError = new AppError(500, messages.internal);
  }
  if (appError instanceof TooManyRequestsError) c.header("Retry-After", String(appError.retryAfterSeconds));
  // An answer made before the error and encoded by ok() (it compresses its own) gives way to this one,
  // whose body is plain: its Content-Encoding must not carry over, and the middleware judges this one.
  if (c.get(BODY_ENCODED)) {
    c.set(BODY_ENCODED, false);
    c.header("Content-Encoding", undefined);
  }
  return c.json(errorBody(appError.message, appError.errors), appError.status as ContentfulStatusCode);
}
