/**
 * Markdown is rendered in worker threads, so a body built to be slow ("*_" repeated thousands of
 * times) or deep (a hundred thousand ">") costs its writer a clear 400 and nobody else anything:
 * the worker is stopped after its time limit (by the body's length), runs with a bounded heap and stack, and the event loop
 * keeps answering meanwhile. Workers start on first use and end after a minute without work, so an
 * idle server does not keep the Markdown pipeline in memory.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { besideModule } from "../paths.ts";
import { ValidationError } from "../errors.ts";
import { DEFAULT_LOCALE, type Locale } from "../../shared/locale.ts";
import { finishBody, type ImageSize, type Rendered, type RenderedBody } from "./rendered-body.ts";
import type { RenderReply, RenderRequest } from "./markdown-worker.ts";

/** Quote and list markers at the start of one line beyond this are refused before rendering. */
export const MAX_NESTING = 32;
/**
 * A body's time in a worker: 5 s plus 60 ms per KB (a busy machine can stall even a short body for a second; about 11 s for the longest story). Ordinary Markdown
 * renders at about 16 ms per KB on these machines under load (100,000 characters in 1.5-1.7 s);
 * "*_" repeated, the attack, needs about 500 ms per KB and grows faster than its length.
 */
export function markdownTimeLimitMs(chars: number): number {
  return 5_000 + Math.ceil((60 * chars) / 1024);
}
const IDLE_MS = 60_000;

export const markdownMessages = {
  tooDeep: `Quotes and lists can be nested at most ${MAX_NESTING} levels deep`,
  tooSlow: "This story's formatting is too complex to render. Simplify long runs of * or _ and deep nesting.",
  tooBig: "This story is too large to render",
} as const;

const refuse = (message: string) => new ValidationError([{ field: "content", message }]);

const MARKER = /^[ \t]{0,3}(?:>|[*+-](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;

/** The deepest run of quote and list markers opening any line (linear in the length of the body). */
export function nestingDepth(markdown: string): number {
  let deepest = 0;
  for (const line of markdown.split("\n")) {
    let rest = line;
    let depth = 0;
    for (let m = MARKER.exec(rest); m && m[0].length > 0; m = MARKER.exec(rest)) {
      depth++;
      rest = rest.slice(m[0].length);
      if (depth > MAX_NESTING) return depth;
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

interface Task {
  request: RenderRequest;
  resolve: (body: RenderedBody) => void;
  reject: (err: unknown) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded the pipeline; a body's time limit counts from then. */
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

export interface MarkdownPoolOptions {
  size?: number;
  /** A fixed limit (tests); by default markdownTimeLimitMs of the body's length. */
  timeLimitMs?: number;
  /** Heap of each worker. */
  maxHeapMb?: number;
}

export function createMarkdownPool(opts: MarkdownPoolOptions = {}) {
  const size = opts.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const timeLimitFor = (markdown: string) => opts.timeLimitMs ?? markdownTimeLimitMs(markdown.length);
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;

  function spawn(): Slot {
    const worker = new Worker(besideModule(import.meta.url, "markdown-worker"), {
      resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb ?? 256, stackSizeMb: 4 },
    });
    // The pool's workers never keep the process alive on their own.
    worker.unref();
    const slot: Slot = { worker, ready: false };
    worker.on("message", (reply: RenderReply) => {
      if ("ready" in reply) {
        slot.ready = true;
        if (slot.task) start(slot, slot.task);
        return;
      }
      const task = slot.task;
      if (!task || task.request.id !== reply.id) return;
      finish(slot);
      if (reply.ok) task.resolve(reply.body);
      else task.reject(reply.reason === "too-deep" ? refuse(markdownMessages.tooDeep) : new Error(reply.message));
      next();
    });
    // Out of memory, or anything else that ends the thread: its task is refused, the slot replaced.
    worker.on("error", (err) => {
      const task = slot.task;
      remove(slot);
      const outOfMemory = (err as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
      task?.reject(outOfMemory ? refuse(markdownMessages.tooBig) : err);
      next();
    });
    worker.on("exit", () => {
      const task = slot.task;
      remove(slot);
      task?.reject(new Error("The Markdown worker stopped"));
      next();
    });
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot) {
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.timer = undefined;
    slot.idle = setTimeout(() => {
      if (!slot.task) void slot.worker.terminate();
    }, IDLE_MS);
    slot.idle.unref();
  }

  function remove(slot: Slot) {
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    slot.task = undefined;
    const at = slots.indexOf(slot);
    if (at !== -1) slots.splice(at, 1);
  }

  function next() {
    while (queue.length > 0) {
      const slot = slots.find((s) => !s.task) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const task = queue.shift()!;
      clearTimeout(slot.idle);
      slot.task = task;
      if (slot.ready) start(slot, task);
    }
  }

  function start(slot: Slot, task: Task) {
    slot.timer = setTimeout(() => {
      // Too slow: the thread is stopped mid-render and the writer told; the next task gets a new one.
      remove(slot);
      void slot.worker.terminate();
      task.reject(refuse(markdownMessages.tooSlow));
      next();
    }, timeLimitFor(task.request.markdown));
    slot.worker.postMessage(task.request);
  }

  function renderBody(markdown: string, locale: Locale): Promise<RenderedBody> {
    if (nestingDepth(markdown) > MAX_NESTING) return Promise.reject(refuse(markdownMessages.tooDeep));
    return new Promise((resolve, reject) => {
      queue.push({ request: { id: nextId++, markdown, locale }, resolve, reject });
      next();
    });
  }

  return {
    /**
     * Renders a body off the main thread; a body refused has a ValidationError on `content`.
     * `locale`: the story's language, which the words the cards add are in (English when unknown).
     */
    async render(markdown: string, imageSize?: ImageSize, locale: Locale = DEFAULT_LOCALE): Promise<Rendered> {
      return finishBody(await renderBody(markdown, locale), imageSize);
    },
    /** Stops the workers (tests; the process does not wait for them anyway). */
    async close(): Promise<void> {
      const all = slots.splice(0);
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
    /** Workers running now (for tests). */
    get workers() {
      return slots.length;
    },
  };
}
export type MarkdownPool = ReturnType<typeof createMarkdownPool>;

/** The process's pool: every story body is rendered through it. */
export const markdownPool = createMarkdownPool();
