/**
 * zod validation at the edge: the contract's 400 with one `errors` item per bad field, named as sent.
 * Unknown fields are refused by the schemas themselves (z.strictObject), not dropped silently.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { ValidationError, type FieldError } from "../errors.ts";

export function issuesToFieldErrors(
  issues: readonly { path: PropertyKey[]; message: string; code?: string; keys?: string[] }[],
): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const fields = issue.code === "unrecognized_keys" && issue.keys ? issue.keys : [issue.path.map(String).join(".")];
    for (const field of fields) {
      if (seen.has(field)) continue;
      seen.add(field);
      const message = issue.code === "unrecognized_keys" ? `Unknown field: ${field}` : issue.message;
      out.push(field ? { field, message } : { message });
    }
  }
  return out;
}

/** Which schema each validating middleware checks: the OpenAPI document is built from it (openapi.ts). */
const checks = new WeakMap<object, { target: keyof ValidationTargets; schema: ZodType }>();
export const schemaOf = (handler: unknown) => (typeof handler === "function" ? checks.get(handler) : undefined);

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw new ValidationError(issuesToFieldErrors(result.error.issues));
  });
  checks.set(middleware, { target, schema });
  return middleware;
}
