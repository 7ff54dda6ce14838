/**
 * The fediverse's addresses on our one HTTP server: WebFinger, NodeInfo, host-meta, the actors,
 * inboxes, outboxes, collections and objects under /ap/, and content negotiation on the pages people
 * share: an author page (`/@username`) or a story (`/post/<slug>`) asked for as ActivityPub answers
 * the actor or the Article, so pasting either into Mastodon's search finds it.
 */
import type http from "node:http";
import { getRequestListener } from "@hono/node-server";
import Negotiator from "negotiator";
import type { AppContext } from "../context.ts";

// What a negotiating page offers, HTML first: "any type" and ties get the page.
const OFFERED = [
  "text/html",
  "application/activity+json",
  "application/ld+json",
  'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
];
/**
 * Whether this Accept header prefers ActivityPub to the page, q-values honoured
 * (`application/activity+json, text/html;q=0.1` is a request for JSON).
 */
export function prefersActivityPub(accept: string | undefined): boolean {
  if (!accept) return false;
  const best = new Negotiator({ headers: { accept } }).mediaType(OFFERED);
  return best !== undefined && best !== "text/html";
}
/** Pages answered as HTML or as ActivityPub by the Accept header: they say `Vary: Accept`. */
export function negotiates(path: string): boolean {
  return path.startsWith("/post/") || (path.startsWith("/@") && (path.indexOf("/", 2) === -1 || path.endsWith("/")));
}
const FIXED = new Set(["/.well-known/webfinger", "/.well-known/nodeinfo", "/.well-known/host-meta"]);
const TOMBSTONE = /^\/ap\/posts\/([0-9a-f-]{36})$/i;
/** The shared inbox and the actors' own. */
const INBOX = /^\/ap\/(inbox|users\/[^/]+\/inbox)\/?$/;
/** No activity nests anywhere near this deep; parsing deeper structures only risks the stack. */
const MAX_NESTING = 64;

/** Answers early, without reading the rest of the body (the connection closes after). */
function refuse(res: http.ServerResponse, status: number, error: string) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", connection: "close" });
  res.end(JSON.stringify({ error }));
}

/** The body, or "too large" as soon as it passes `max` bytes (declared or received). */
function readLimited(req: http.IncomingMessage, max: number): Promise<Buffer | "too large"> {
  if (Number(req.headers["content-length"] ?? 0) > max) return Promise.resolve("too large");
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.removeAllListeners("data");
        req.pause();
        return resolve("too large");
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", () => resolve(Buffer.alloc(0)));
  });
}

/** How deeply JSON arrays and objects nest in `body` (brackets inside strings do not count). */
function nestingDepth(body: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/activity+json", "cache-control": "no-store" },
  });

function hostMeta(origin: string) {
  const template = `${origin}/.well-known/webfinger?resource={uri}`;
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<XRD xmlns="http://docs.oasis-open.org/ns/xri/xrd-1.0">\n  <Link rel="lrdd" template="${template}"/>\n</XRD>\n`,
    { headers: { "content-type": "application/xrd+xml; charset=utf-8", "cache-control": "public, max-age=3600" } },
  );
}

export function createFederationHttp(app: AppContext) {
  const fediverse = app.services.fediverse;
  const inboxMaxBytes = app.config.FEDERATION_INBOX_MAX_BYTES;
  const on = app.config.FEDERATION === "on";

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const origin = app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : url.origin;
    if (url.pathname === "/.well-known/host-meta") return hostMeta(origin);
    // A page's address asked for as ActivityPub: the same request, at the object's own address.
    let target = url;
    if (url.pathname.startsWith("/@")) {
      const username = decodeURIComponent(url.pathname.slice(2).replace(/\/$/, ""));
      const id = await fediverse.localIdByUsername(username);
      if (!id) return json(404, { error: "Not found" });
      target = new URL(`/ap/users/${id}`, url);
    } else if (url.pathname.startsWith("/post/")) {
      const id = await fediverse.storyIdBySlug(decodeURIComponent(url.pathname.slice("/post/".length)));
      if (!id) return json(404, { error: "Not found" });
      target = new URL(`/ap/posts/${id}`, url);
    }
    const gone = TOMBSTONE.exec(target.pathname);
    if (gone) {
      const stone = await fediverse.tombstone(gone[1]!);
      if (stone) return json(410, await stone.toJsonLd());
    }
    const forwarded = target === url ? request : new Request(target, request);
    return fediverse.handle(forwarded, {
      contextData: undefined,
      onNotFound: () => json(404, { error: "Not found" }),
      onNotAcceptable: () => json(406, { error: "Ask for application/activity+json" }),
    });
  }
  const listener = getRequestListener(answer);

  return {
    /** Whether this request is the fediverse's to answer. */
    wants(req: http.IncomingMessage): boolean {
      if (!on) return false;
      const path = (req.url ?? "/").split("?")[0]!;
      if (FIXED.has(path) || path.startsWith("/ap/") || path.startsWith("/nodeinfo/")) return true;
      return negotiates(path) && prefersActivityPub(req.headers.accept);
    },
    handle(req: http.IncomingMessage, res: http.ServerResponse) {
      if (negotiates((req.url ?? "/").split("?")[0]!)) res.setHeader("Vary", "Accept");
      if (req.method !== "POST" || !INBOX.test((req.url ?? "/").split("?")[0]!)) return void listener(req, res);
      // An inbox takes anyone's POST before its signature is checked: its body is read only up to
      // the limit (413 past it, before anything is buffered or parsed), and nesting is bounded.
      void readLimited(req, inboxMaxBytes).then((body) => {
        if (body === "too large") return refuse(res, 413, `An activity is at most ${inboxMaxBytes} bytes`);
        if (nestingDepth(body) > MAX_NESTING) return refuse(res, 400, "The activity is nested too deeply");
        Object.assign(req, { rawBody: body });
        void listener(req, res);
      });
    },
  };
}
