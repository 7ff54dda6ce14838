/**
 * Every request gets an id (the proxy's `X-Request-Id` when TRUST_PROXY says a proxy is in front and
 * the id is sane, else a new one), carried by every log line written while it is handled and sent back
 * in `X-Request-Id` (by the handler, which is given it: a cached page writes it with its ready-made
 * headers); when it is answered, one access line: method, path with the query's values left out,
 * status, duration and bytes sent.
 */
import { randomUUID } from "node:crypto";
import type http from "node:http";
import { requestScope, type Logger } from "../logger.ts";
import { afterSent } from "./after-sent.ts";

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** `/search?q=secret&page=2` → `/search?q=&page=` (a query's values can be tokens or what someone typed). */
export function pathWithoutValues(url: string | undefined): string {
  const raw = url ?? "/";
  const at = raw.indexOf("?");
  if (at === -1) return raw;
  const keys = raw
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]!.slice(0, 64)}=`);
  return `${raw.slice(0, at)}?${keys.join("&")}`;
}

export function withRequestLog(
  logger: Logger,
  trustProxy: number,
  handler: (req: http.IncomingMessage, res: http.ServerResponse, id: string) => void,
) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const given = trustProxy > 0 ? req.headers["x-request-id"] : undefined;
    const id = typeof given === "string" && SANE_ID.test(given) ? given : randomUUID();
    const access = logger.access;
    if (access) {
      // Only the clock and the connection's byte count now; the method and path when the line is
      // written, after the response.
      const start = performance.now();
      const socket = req.socket;
      const before = socket.bytesWritten;
      afterSent(res, () => {
        access({
          reqId: id,
          method: req.method ?? "GET",
          path: pathWithoutValues(req.url),
          status: res.statusCode,
          ms: Math.round((performance.now() - start) * 10) / 10,
          bytes: socket.bytesWritten - before,
          at: Date.now(),
        });
      });
    }
    requestScope.run({ id }, () => handler(req, res, id));
  };
}
