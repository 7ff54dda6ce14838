/**
 * Logs through pino: JSON lines in production (for the tools operators feed them to), readable lines
 * in development and tests (pino-pretty). Every line written while a request is handled carries its
 * request id (`reqId`, from the request scope below); one access line per request says what was
 * asked and answered (http/request-log.ts). Lines name what happened, never what people typed:
 * no passwords, tokens, codes or e-mail addresses (a test scans a server's whole log for them).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { fstatSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { pino, stdTimeFunctions, type Logger as Pino } from "pino";
import { createRequire } from "node:module";
import type PinoPretty from "pino-pretty";
import { databaseErrorSummary } from "./db/error-summary.ts";
import type { Locale } from "../shared/locale.ts";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFormat = "json" | "pretty";

/** pino-pretty, loaded only where lines are written for people (about 10 MB a production process does without). */
const prettyStream = () => createRequire(import.meta.url)("pino-pretty") as typeof PinoPretty;

export interface AccessLine {
  /** Written as it is: a UUID, or a proxy's id that matched http/request-log.ts's SANE_ID. */
  reqId: string;
  /** Written as it is: Node's parser accepts only the methods it knows. */
  method: string;
  /** The path, with the query's values left out (they can be tokens or what someone searched). */
  path: string;
  status: number;
  ms: number;
  bytes: number;
  /** When it was answered (epoch milliseconds; now if left out). */
  at?: number;
}

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
  /** One line per request answered. */
  access?: (line: AccessLine) => void;
}

/**
 * The request being handled: its id, for the lines written on its behalf, and the language a page is
 * rendered in, with what Paraglide keeps beside it (i18n/request-locale.ts: Paraglide reads this store).
 * A render outside a request (a test's, say) has a language and no id.
 */
export interface RequestScope {
  id?: string;
  locale?: Locale;
  origin?: string;
  messageCalls?: Set<string>;
}
export const requestScope = new AsyncLocalStorage<RequestScope>();

/** Bytes of access lines sonic-boom gathers before a write to the file (about 25 lines). */
const ACCESS_BUFFER = 4096;
/**
 * Access lines formatted here and handed to the destination together: sonic-boom's own cost is per
 * write (about 4 us a line here, most of an access line's cost; under 1 us a line in batches of 64).
 */
const ACCESS_BATCH = 64;
/** Lines still in a batch are handed over at least this often. */
const ACCESS_BATCH_MS = 200;

/** The access lines of every logger made in this process, handed over when it exits (a crash too). */
const batches = new Set<() => void>();
let exitHooked = false;

/** `2026-11-29T02:30:15.123Z` for an epoch time: the date and second made once per second, not per line. */
export function isoTimer(): (at: number) => string {
  let second = -1;
  let prefix = "";
  return (at) => {
    const s = Math.floor(at / 1000);
    if (s !== second) {
      second = s;
      prefix = new Date(s * 1000).toISOString().slice(0, 20);
    }
    const ms = at - s * 1000;
    return `${prefix}${ms < 10 ? "00" : ms < 100 ? "0" : ""}${ms}Z`;
  };
}

/**
 * Writes access lines as pino would (the same JSON fields), formatted by a template and handed to
 * `dest` in batches; pino's per-line work (its serialiser, redaction, mixins) is for the rare lines.
 * A request only keeps its fields; they are formatted together when the batch is handed over, the
 * date and second made once a second. A level above info sets no access hook at all.
 */
function accessBatcher(dest: { write(out: string): unknown; flushSync(): void }): (line: AccessLine) => void {
  const head = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const iso = isoTimer();
  let pending: AccessLine[] = [];
  const handOver = () => {
    if (pending.length === 0) return;
    let out = "";
    for (const a of pending) {
      out += `{"level":"info","time":"${iso(a.at ?? Date.now())}"${head},"reqId":"${a.reqId}","method":"${a.method}","path":${JSON.stringify(a.path)},"status":${a.status},"ms":${a.ms},"bytes":${a.bytes},"msg":"request"}\n`;
    }
    pending = [];
    dest.write(out);
  };
  const timer = setInterval(handOver, ACCESS_BATCH_MS);
  timer.unref();
  batches.add(() => {
    handOver();
    try {
      dest.flushSync();
    } catch {
      // Exiting with standard output gone (a closed pipe): nothing is left to write to.
    }
  });
  if (!exitHooked) {
    exitHooked = true;
    process.once("exit", () => {
      for (const flush of batches) flush();
    });
  }
  return (a) => {
    pending.push(a);
    if (pending.length >= ACCESS_BATCH) handOver();
  };
}

/**
 * Where access lines go: a file (a site's `>> server.log`) takes each batch in one synchronous write,
 * a few microseconds for 64 lines, without sonic-boom's round trip through libuv's threads (and its
 * copy of each batch into a buffer after writing it): about 1 us a request less in alternated runs.
 * A pipe or a terminal, whose reader can stall, keeps sonic-boom's writes that never block the
 * process. A file that cannot be written (a full disk) loses those lines, said once on standard error.
 */
function accessDestination(): { write(out: string): unknown; flushSync(): void } {
  let isFile = false;
  try {
    isFile = fstatSync(1).isFile();
  } catch {
    // No standard output at all: sonic-boom's destination reports it as it always did.
  }
  if (!isFile) return pino.destination({ dest: 1, sync: false, minLength: ACCESS_BUFFER, periodicFlush: 1000 });
  let failed = false;
  return {
    write(out) {
      try {
        const written = writeSync(1, out);
        const length = Buffer.byteLength(out);
        if (written < length) writeSync(1, Buffer.from(out).subarray(written));
      } catch (err) {
        if (failed) return;
        failed = true;
        process.stderr.write(
          `Access lines could not be written to the log file (${(err as Error).message}); later ones may be lost too.\n`,
        );
      }
    },
    flushSync() {},
  };
}

/** Fields that must never be written, wherever a detail object carries them. */
const REDACTED = ["password", "token", "accessToken", "refreshToken", "authorization", "cookie", "email", "code"];

/** `destination`: where JSON lines go (standard output unless a test reads them). */
export function createLogger(
  level: LogLevel = "info",
  format: LogFormat = "json",
  destination?: { write(line: string): void },
): Logger {
  const options = {
    level,
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin() {
      const id = requestScope.getStore()?.id;
      return id ? { reqId: id } : {};
    },
    redact: { paths: REDACTED.flatMap((k) => [k, `*.${k}`, `detail.${k}`, `detail.*.${k}`]), censor: "[redacted]" },
  };
  const log: Pino =
    format === "pretty"
      ? pino(
          options,
          prettyStream()({ sync: true, colorize: false, ignore: "pid,hostname", translateTime: "SYS:HH:MM:ss.l" }),
        )
      : pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
  // Access lines, one per request, are most of what a busy site writes: written one by one they
  // halved the anonymous page's rate. They are gathered (64 lines or 200 ms) and written together: to
  // a file at once, to a pipe without blocking (then 4 KB or a second in sonic-boom); what is left is
  // written when the process exits, on a crash too. Other lines stay synchronous: rare, and the ones
  // worth having when a process dies.
  const access = !log.isLevelEnabled("info")
    ? undefined
    : format === "json" && !destination
      ? accessBatcher(accessDestination())
      : ({ at: _at, ...line }: AccessLine) => log.info(line, "request");
  const write = (lvl: "debug" | "info" | "warn" | "error", msg: string, extra?: unknown) => {
    const db = extra instanceof Error ? databaseErrorSummary(extra) : null;
    if (extra === undefined) log[lvl](msg);
    // A database error by its code and query's name only: its message and detail carry the parameters.
    else if (db) log[lvl]({ db }, `${msg}: database error ${db.sqlstate} in ${db.query}`);
    else if (extra instanceof Error) log[lvl]({ err: extra }, msg);
    else log[lvl]({ detail: extra }, msg);
  };
  return {
    debug: (m, e) => write("debug", m, e),
    info: (m, e) => write("info", m, e),
    warn: (m, e) => write("warn", m, e),
    error: (m, e) => write("error", m, e),
    access,
  };
}
