/**
 * Typed domain errors. Services throw these; the API maps them to a status and the contract's error
 * envelope in one place (api/errors.ts). Messages live here so wording stays consistent.
 */
import type { FieldError } from "../shared/api-types.ts";

export type { FieldError };

export const messages = {
  validation: "Some fields are not valid",
  malformedJson: "The request body is not valid JSON",
  unauthorized: "You need to sign in to do that",
  forbidden: "You are not allowed to do that",
  notFound: "Not found",
  routeNotFound: "No such API endpoint",
  conflict: "That already exists",
  payloadTooLarge: "The request body is too large (at most 1 MiB)",
  unsupportedMediaType: "Send the request body as application/json",
  tooManyRequests: "Too many requests, please try again later",
  internal: "Something went wrong on our side. Please try again.",
} as const;

/** Marks our errors whichever copy of this module made them (global, so every copy names the same one). */
const BRAND = Symbol.for("inkwell.AppError");

/**
 * `instanceof` works across copies of this module: Astro's build bundles its own copy for pages, so
 * the class a page imports is not the one services throw (a subscription refused with 400 showed
 * "404 Page not found" because the page's `err instanceof AppError` was false). An error is an
 * instance of a class when it carries the brand and a class of that name is in its chain.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  constructor(status: number, message: string, errors?: FieldError[]) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.errors = errors ?? [{ message }];
  }
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (typeof value !== "object" || value === null || !(BRAND in value)) return false;
    for (let proto: unknown = Object.getPrototypeOf(value); proto; proto = Object.getPrototypeOf(proto))
      if ((proto as { constructor?: { name?: string } }).constructor?.name === this.name) return true;
    return false;
  }
}
Object.defineProperty(AppError.prototype, BRAND, { value: true });

export class ValidationError extends AppError {
  constructor(errors: FieldError[], message: string = messages.validation) {
    super(400, message, errors);
  }
}
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string = messages.unauthorized) {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string = messages.forbidden) {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string = messages.notFound) {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string = messages.conflict, field?: string) {
    super(409, message, [{ field, message }]);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor() {
    super(413, messages.payloadTooLarge);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, messages.unsupportedMediaType);
  }
}
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: string = messages.tooManyRequests) {
    super(429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Whether `err` is an AppError with this status. */
export function hasStatus(err: unknown, status: number): boolean {
  return err instanceof AppError && err.status === status;
}
