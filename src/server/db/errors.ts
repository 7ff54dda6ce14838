/** Recognises a unique-constraint violation (SQLSTATE 23505) on either engine, through Drizzle's wrapper. */
export function uniqueViolation(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: string; constraint?: string; detail?: string; message?: string; cause?: unknown };
    if (candidate.code === "23505") return candidate.constraint ?? candidate.detail ?? candidate.message ?? "unique";
    e = candidate.cause;
  }
  return null;
}
