/**
 * Security headers for every response. Astro's pages send their own Content-Security-Policy header
 * (astro.config.mjs: the hashes of their scripts and styles), which replaces this one; this policy
 * covers what Astro does not render (the API, files, errors before a page), so it repeats only
 * what must hold everywhere and never needs an exception.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

const PAGE_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers, by name; `https`: the request came through a proxy over https (HSTS). `builtFile`: one
 * of the build's hashed scripts and styles, for which the document-only headers (framing, opener,
 * permissions, the page's policy) do nothing: a signed-in reader's page fetches some 30 of them, and
 * those ~300 bytes each were 8 KB of its JavaScript budget. nosniff is what a script needs.
 */
export function securityHeaders(isApi: boolean, https: boolean, builtFile = false): Record<string, string> {
  const hsts: Record<string, string> = https
    ? { "strict-transport-security": "max-age=31536000; includeSubDomains" }
    : {};
  if (builtFile) return { "x-content-type-options": "nosniff", ...hsts };
  return {
    "content-security-policy": isApi ? API_CSP : PAGE_CSP,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    ...hsts,
  };
}

export const cameOverHttps = (req: IncomingMessage) => req.headers["x-forwarded-proto"] === "https";

export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, isApi: boolean, builtFile = false): void {
  for (const [name, value] of Object.entries(securityHeaders(isApi, cameOverHttps(req), builtFile)))
    res.setHeader(name, value);
}
