/**
 * The caller's address. X-Forwarded-For is believed only for TRUST_PROXY hops, counted from the
 * right, so a client cannot forge its way past a rate limit.
 */
import type { Context } from "hono";
import type { IncomingMessage } from "node:http";

export function clientIp(c: Context, trustedHops: number): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socketIp = incoming?.socket?.remoteAddress ?? "local";
  if (trustedHops <= 0) return socketIp;
  const chain = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[chain.length - trustedHops] ?? chain[0] ?? socketIp;
}
