/**
 * Rendering one Astro page into memory: the node handler writes to a stand-in response, so the page
 * server (pages.ts) can cache or compress what it wrote before anything goes out.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Writable } from "node:stream";
import { CACHE_TAGS_HEADER } from "../cache/tags.ts";
import type { NextFn } from "./static-files.ts";

export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: NextFn,
  locals: Record<string, unknown>,
) => Promise<void> | void;

export type Headers = Record<string, string | string[]>;
export interface Captured {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** Collects what Astro's node handler writes, so it can be cached or compressed before it goes out. */
class CapturedResponse extends Writable {
  statusCode = 200;
  statusMessage = "";
  headersSent = false;
  readonly headers: Headers = {};
  readonly chunks: Buffer[] = [];
  readonly req: IncomingMessage;
  constructor(req: IncomingMessage) {
    super();
    this.req = req;
  }
  setHeader(name: string, value: string | number | readonly string[]) {
    this.headers[name.toLowerCase()] = Array.isArray(value) ? [...(value as string[])] : String(value);
    return this;
  }
  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }
  removeHeader(name: string) {
    delete this.headers[name.toLowerCase()];
  }
  hasHeader(name: string) {
    return name.toLowerCase() in this.headers;
  }
  writeHead(status: number, ...rest: unknown[]) {
    this.statusCode = status;
    const headers = rest.find((r) => r && typeof r === "object") as Record<string, string | string[]> | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) this.setHeader(name, value);
    this.headersSent = true;
    return this;
  }
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void) {
    this.chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));
    done();
  }
}

export async function render(
  handler: AstroHandler,
  req: IncomingMessage,
  locals: Record<string, unknown>,
  onError: (err: unknown) => void,
): Promise<Captured> {
  const out = new CapturedResponse(req);
  // A component that throws once the page has begun to stream makes Astro destroy the response: the
  // half page is dropped for a 500 (an unheard 'error' would end the process).
  let failed: unknown;
  const finished = new Promise<void>((resolve) => {
    out.once("finish", resolve);
    out.once("error", (err) => {
      failed = err;
      resolve();
    });
    out.once("close", () => {
      if (!out.writableFinished) failed ??= new Error("The page's render was abandoned");
      resolve();
    });
  });
  const notFound = () => void out.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
  try {
    await handler(req, out as unknown as ServerResponse, notFound, locals);
  } catch (err) {
    onError(err);
    if (!out.writableEnded)
      out.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Internal Server Error");
  }
  await finished;
  if (failed !== undefined) {
    onError(failed);
    return {
      status: 500,
      headers: { "content-type": "text/plain; charset=utf-8" },
      body: Buffer.from("Internal Server Error"),
    };
  }
  return { status: out.statusCode, headers: out.headers, body: Buffer.concat(out.chunks) };
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

export function tagsOf(headers: Headers): string[] {
  const declared = headerText(headers[CACHE_TAGS_HEADER]) ?? "";
  return ["page", ...declared.split(/[\s,]+/).filter(Boolean)];
}

/** Headers a reader may see: the internal ones are dropped. */
export function outgoing(headers: Headers): Headers {
  const out = { ...headers };
  delete out[CACHE_TAGS_HEADER];
  delete out["content-length"];
  delete out["transfer-encoding"];
  return out;
}
