/** A webhook's one POST, under the shared address policy (outbound/address-policy.ts). */
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { isPrivateAddress, PRIVATE_ADDRESS_MESSAGE, publicLookup } from "../../outbound/address-policy.ts";

/**
 * POSTs `body` and answers the status (redirects are not followed). `allowPrivate` off: an address
 * written as a private IP, or a name resolving to one, fails before anything is sent.
 */
export function postTo(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    if (!opts.allowPrivate && isIP(target.hostname.replace(/^\[|\]$/g, "")) && isPrivateAddress(target.hostname))
      return reject(new Error(PRIVATE_ADDRESS_MESSAGE));
    const send = target.protocol === "https:" ? https.request : http.request;
    const req = send(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(opts.timeoutMs),
        ...(opts.allowPrivate ? {} : { lookup: publicLookup }),
      },
      (res) => {
        // The answer's body is not read: only its status counts.
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
