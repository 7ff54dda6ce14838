/**
 * What an import may hold and what it says of a file it leaves, apart from the readers themselves
 * (import.ts, which only the import worker loads with its parsers).
 */
import { POST_LIMITS } from "../../shared/limits.ts";

export const IMPORT_LIMITS = {
  files: 100,
  archiveBytes: 8 * 1024 * 1024,
  unpackedBytes: 32 * 1024 * 1024,
  /** One file's text: a Medium page of the longest story we take is about a third of this. */
  fileChars: 1024 * 1024,
} as const;

/** Elements nested deeper than this are refused: no real story comes near it, and the converters recurse. */
export const MAX_HTML_DEPTH = 200;
export const IMPORT_MESSAGES = {
  unknownKind: "Not a Markdown, Medium HTML or zip file",
  badZip: "This zip could not be opened",
  tooBigZip: "This zip unpacks to more than 32 MB",
  noBody: "This file has no story in it",
  badFrontMatter: "Its front matter is not valid YAML",
  tooLong: `A story has at most ${POST_LIMITS.contentMax.toLocaleString("en")} characters`,
  tooMany: `Import at most ${IMPORT_LIMITS.files} stories at once`,
  tooBigFile: "This file is larger than 1 MB: import its story alone, or split it",
  tooDeep: `Its HTML is nested more than ${MAX_HTML_DEPTH} levels deep`,
  tooSlow: "These files took too long to read: import fewer at once",
} as const;
