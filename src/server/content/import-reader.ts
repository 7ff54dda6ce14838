/**
 * Reads an import off the main thread, with the limits the Markdown workers have (markdown-pool.ts):
 * a bounded heap and stack, and a time limit after which the thread is stopped and the writer told.
 * A file built to be slow (HTML nested thousands deep, a zip of many files) costs its sender a clear
 * 400, and every other request goes on being answered meanwhile.
 */
import { Worker } from "node:worker_threads";
import { besideModule } from "../paths.ts";
import { ValidationError } from "../errors.ts";
import { IMPORT_MESSAGES } from "./import-limits.ts";
import type { ImportFile, ImportProblem, ImportedStory } from "./import.ts";

/** 10 s plus 20 ms per KB sent (an 8 MB zip of ordinary Medium pages reads in well under a minute). */
export function importTimeLimitMs(files: ImportFile[]): number {
  const chars = files.reduce((n, f) => n + (f.text?.length ?? f.base64?.length ?? 0), 0);
  return 10_000 + Math.ceil((20 * chars) / 1024);
}

export interface ImportReadOptions {
  /** A fixed limit (tests). */
  timeLimitMs?: number;
}

export function readImportOffThread(
  files: ImportFile[],
  opts: ImportReadOptions = {},
): Promise<{ stories: ImportedStory[]; problems: ImportProblem[] }> {
  const refuse = (message: string) => new ValidationError([{ field: "files", message }]);
  return new Promise((resolve, reject) => {
    const worker = new Worker(besideModule(import.meta.url, "import-worker"), {
      workerData: { files },
      resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 4 },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(refuse(IMPORT_MESSAGES.tooSlow))),
      opts.timeLimitMs ?? importTimeLimitMs(files),
    );
    worker.once("message", (result: { stories: ImportedStory[]; problems: ImportProblem[] }) =>
      settle(() => resolve(result)),
    );
    worker.once("error", (err) => {
      const outOfMemory = (err as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
      settle(() => reject(outOfMemory || err instanceof RangeError ? refuse(IMPORT_MESSAGES.tooSlow) : (err as Error)));
    });
    worker.once("exit", () => settle(() => reject(new Error("The import worker stopped"))));
  });
}
