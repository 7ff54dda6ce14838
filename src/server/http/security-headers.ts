/**
 * Security headers for every response. Pages also carry Astro's CSP <meta> with the hashes of its
 * own scripts and styles; this header holds only what a <meta> policy cannot say (frame-ancestors)
 * and what never needs an exception, so the two policies never contradict each other.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

const PAGE_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, isApi: boolean): void {
  res.setHeader("Content-Security-Policy", isApi ? API_CSP : PAGE_CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  if (req.headers["x-forwarded-proto"] === "https") {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
