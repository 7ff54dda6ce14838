/**
 * What of a database error may be logged: its SQLSTATE code and which query failed, never the
 * query's parameters. Drizzle's error message lists every parameter ("params: victim@example.com,
 * $argon2id$..."), and PostgreSQL's `detail` can quote a row's values ("Key (email)=(...) already
 * exists"): logged whole, they put addresses and password hashes in the log.
 */

export interface DatabaseErrorSummary {
  /** SQLSTATE, e.g. 22021 (a NUL in text), 23505 (unique violation); "unknown" when none was given.
   * Not named `code`: the logger redacts that key (reset codes). */
  sqlstate: string;
  /** The statement's verb and first table, e.g. `select users`: names the query, holds no value. */
  query: string;
}

interface Candidate {
  code?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

/** `select "id", ... from "users" where ...` → `select users`; only names, never literals or parameters. */
export function queryName(sql: string): string {
  const verb = /^\s*(with|select|insert|update|delete)\b/i.exec(sql)?.[1]?.toLowerCase() ?? "statement";
  const table = /\b(?:from|into|update|join)\s+"?([A-Za-z_][\w]*)"?/i.exec(sql)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The summary when `err` (or what caused it) came from the database, else null. */
export function databaseErrorSummary(err: unknown): DatabaseErrorSummary | null {
  let query: string | undefined;
  let code: string | undefined;
  let fromDatabase = false;
  let e: unknown = err;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const c = e as Candidate;
    if (typeof c.query === "string" && Array.isArray(c.params)) {
      fromDatabase = true;
      query ??= queryName(c.query);
    }
    if (typeof c.code === "string" && /^[0-9A-Z]{5}$/.test(c.code) && c.severity !== undefined) {
      fromDatabase = true;
      code ??= c.code;
    }
    e = c.cause;
  }
  return fromDatabase ? { sqlstate: code ?? "unknown", query: query ?? "unknown" } : null;
}
