/**
 * The one place that answers malformed addresses, before anything reads them: a %-escape that does
 * not decode (it would throw wherever the path is decoded), or a path or query value that decodes to
 * a control character (a NUL in a slug or a search reached PostgreSQL and answered 500). Every route,
 * page and fediverse address is behind it, so none has to repeat the rule.
 */
import type http from "node:http";
import type { FieldError } from "../../shared/api-types.ts";
import { isCleanLine, TEXT_MESSAGES } from "../../shared/schemas/text.ts";
import { errorBody } from "../api/envelope.ts";

export const MALFORMED_ESCAPE = "The address has a malformed %-escape";
/** Visible ASCII but `%`: an address made only of these decodes to itself. */
const PLAIN = /^[\x21-\x24\x26-\x7e]*$/;

/** What is wrong with the request's address, or null when nothing is. */
export function addressProblem(url: string | undefined): FieldError | null {
  // Printable ASCII with no %-escape (most addresses): decoding changes nothing and finds nothing.
  if (url !== undefined && PLAIN.test(url)) return null;
  const [rawPath = "/", rawQuery = ""] = (url ?? "/").split(/\?(.*)/s);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { field: "path", message: MALFORMED_ESCAPE };
  }
  if (!isCleanLine(path)) return { field: "path", message: TEXT_MESSAGES.line };
  // URLSearchParams decodes what decodes and keeps the rest: only what it yields can reach a handler.
  for (const [name, value] of new URLSearchParams(rawQuery)) {
    if (!isCleanLine(name)) return { field: "query", message: TEXT_MESSAGES.line };
    if (!isCleanLine(value)) return { field: name, message: TEXT_MESSAGES.line };
  }
  return null;
}

/** The contract's 400 envelope, for pages as for the API: the address is wrong whoever asked. */
export function answerMalformedAddress(res: http.ServerResponse, problem: FieldError): void {
  const body = JSON.stringify(errorBody(problem.message, [problem]));
  res.writeHead(400, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  });
  res.end(body);
}
