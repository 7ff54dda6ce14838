/**
 * An answer sent before the request's body was read (401 to a signed-out write, 413, 415, a refused
 * address) leaves the rest of that body on the connection. Reading it could take a megabyte from
 * anyone; @hono/node-server drains for 500 ms and then destroys the socket, so a keep-alive client
 * that sent its next request meanwhile saw it reset. Instead the answer says `Connection: close`:
 * the client opens a new connection for its next request, and Node ends this one after the answer.
 * Every request passes here (http/server.ts), so no handler has to remember it.
 */
import type http from "node:http";

function declaresBody(req: http.IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

export function closeIfBodyUnread(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!declaresBody(req)) return;
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<typeof writeHead>) => {
    if (!req.readableEnded && !res.headersSent) res.setHeader("Connection", "close");
    return writeHead(...args);
  }) as typeof writeHead;
}
