/**
 * Form submission against the API: field errors go to their fields, the rest through the error
 * catalogue. While a call is running the form is busy (buttons disabled, no double submits).
 */
import { useState } from "react";
import { ApiError } from "../../client/api-client";
import { reportApiError } from "../../client/api";
import type { FieldError } from "../../shared/api-types";

export type FieldErrors = Record<string, string>;

function fieldErrorsOf(err: unknown): FieldErrors | null {
  if (!(err instanceof ApiError) || err.kind !== "http" || (err.status !== 400 && err.status !== 409)) return null;
  const errors = (err.data as { errors?: FieldError[] } | undefined)?.errors ?? [];
  const withField = errors.filter((e): e is Required<FieldError> => typeof e.field === "string" && e.field !== "");
  if (withField.length === 0) return null;
  return Object.fromEntries(withField.map((e) => [e.field, e.message]));
}

export function useSubmit(opts: { credentials?: boolean } = {}) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    if (busy) return undefined;
    setBusy(true);
    setErrors({});
    try {
      return await action();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields) setErrors(fields);
      else reportApiError(err, opts);
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, errors, setErrors, run };
}
