/**
 * Fedify says through LogTape why a delivery failed, was held (the other server's circuit is open)
 * or was dropped, and why an incoming activity was refused; unconfigured, LogTape writes nothing, so
 * an operator (and a failing test) saw a story that never arrived and no reason. Its warnings and
 * errors go to the site's log here. LogTape's configuration is the process's, and a process can run
 * two sites (the end-to-end server): a line goes to the log of the site whose federation work wrote
 * it (deliveries, inboxes and look-ups run in its guarded scope), else to the first site's.
 */
import { configureSync, resetSync, type LogRecord } from "@logtape/logtape";
import type { Logger } from "../logger.ts";
import { guardedLogger } from "./guarded-fetch.ts";

const listening: Logger[] = [];

/** The message with its values put in (LogTape keeps them apart, as a template and its values). */
function text(record: LogRecord): string {
  return record.message.map((part) => (typeof part === "string" ? part : describe(part))).join("");
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (value instanceof URL) return value.href;
  if (typeof value === "object" && value !== null) {
    try {
      return JSON.stringify(value).slice(0, 500);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return typeof value === "symbol" || typeof value === "function" ? typeof value : `${value as string}`;
}

function sink(record: LogRecord) {
  const logger = guardedLogger() ?? listening[0];
  if (!logger) return;
  const line = `Fediverse (${record.category.slice(1).join(" ") || "fedify"}): ${text(record)}`;
  const error = Object.values(record.properties).find((v): v is Error => v instanceof Error);
  if (record.level === "warning") logger.warn(line);
  else logger.error(line, error);
}

/** Sends Fedify's warnings and errors to `logger` until the returned function is called. */
export function forwardFedifyLogs(logger: Logger): () => void {
  if (listening.length === 0) {
    configureSync({
      reset: true,
      sinks: { site: sink },
      loggers: [
        { category: ["fedify"], lowestLevel: "warning", sinks: ["site"] },
        // LogTape's notes about itself are not the site's business.
        { category: ["logtape", "meta"], lowestLevel: "fatal", sinks: [] },
      ],
    });
  }
  listening.push(logger);
  return () => {
    const at = listening.indexOf(logger);
    if (at >= 0) listening.splice(at, 1);
    if (listening.length === 0) resetSync();
  };
}
