/** A tiny levelled logger: one line per event, JSON details, nothing user-written unescaped. */
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
}

/** An error with its causes (a database driver's reason sits in `cause` under the query wrapper). */
function describe(err: Error): string {
  let text = err.stack ?? err.message;
  let cause: unknown = err.cause;
  for (let depth = 0; cause instanceof Error && depth < 5; depth++, cause = cause.cause) {
    text += `\nCaused by: ${cause.stack ?? cause.message}`;
  }
  return text;
}

export function createLogger(level: LogLevel = "info"): Logger {
  const min = levels[level];
  const write = (lvl: Exclude<LogLevel, "silent">, msg: string, extra?: unknown) => {
    if (levels[lvl] < min) return;
    const detail = extra instanceof Error ? describe(extra) : extra === undefined ? "" : JSON.stringify(extra);
    const line = `${new Date().toISOString()} ${lvl.toUpperCase()} ${msg}${detail ? ` ${detail}` : ""}`;
    if (levels[lvl] >= levels.warn) console.error(line);
    else console.log(line);
  };
  return {
    debug: (m, e) => write("debug", m, e),
    info: (m, e) => write("info", m, e),
    warn: (m, e) => write("warn", m, e),
    error: (m, e) => write("error", m, e),
  };
}
