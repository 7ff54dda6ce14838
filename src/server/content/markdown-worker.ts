/** A worker thread of the Markdown pool (markdown-pool.ts): renders bodies, one at a time. */
import { parentPort } from "node:worker_threads";
import { renderMarkdownBody } from "./markdown.ts";
import type { Locale } from "../../shared/locale.ts";

export interface RenderRequest {
  id: number;
  markdown: string;
  /** The story's language (English when unknown, as for comments). */
  locale: Locale;
}
export type RenderReply =
  | { ready: true }
  | { id: number; ok: true; body: Awaited<ReturnType<typeof renderMarkdownBody>> }
  | { id: number; ok: false; reason: "too-deep" | "failed"; message: string };

parentPort!.on("message", (req: RenderRequest) => {
  renderMarkdownBody(req.markdown, req.locale).then(
    (body) => parentPort!.postMessage({ id: req.id, ok: true, body } satisfies RenderReply),
    (err: unknown) => {
      const tooDeep = err instanceof RangeError && /call stack/i.test(err.message);
      parentPort!.postMessage({
        id: req.id,
        ok: false,
        reason: tooDeep ? "too-deep" : "failed",
        message: err instanceof Error ? err.message : String(err),
      } satisfies RenderReply);
    },
  );
});

// Loading the pipeline takes a while; the pool starts a body's clock only from here.
parentPort!.postMessage({ ready: true } satisfies RenderReply);
