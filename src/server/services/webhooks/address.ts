/**
 * Where webhooks may go. A hook is an address the server itself calls, so by default it must be
 * public: not this machine, not a private network, not a cloud's metadata service. The address is
 * checked when a hook is added (an address written as an IP, or localhost) and again at every
 * delivery, on the addresses the name resolves to then (a name may point elsewhere later).
 * WEBHOOK_PRIVATE_ADDRESSES=on allows them, for receivers on the same machine or network.
 */
import dns, { type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv6");

export const PRIVATE_ADDRESS_MESSAGE =
  "Webhooks go to public addresses; this one is on this machine or a private network (WEBHOOK_PRIVATE_ADDRESSES=on allows it)";

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
const ipv4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** True for loopback, private, link-local, shared, multicast and reserved addresses (and non-addresses). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, "ipv4");
  if (family !== 6) return true;
  const g = ipv6Groups(bare);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // IPv6 forms that carry an IPv4 address are that IPv4 address: mapped (::ffff:a.b.c.d), translated
  // (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
  if (zeros(0, 5) && g[5] === 0xffff) return PRIVATE.check(ipv4Of(g[6]!, g[7]!), "ipv4");
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return PRIVATE.check(ipv4Of(g[6]!, g[7]!), "ipv4");
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return PRIVATE.check(ipv4Of(g[6]!, g[7]!), "ipv4");
  if (g[0] === 0x2002) return PRIVATE.check(ipv4Of(g[1]!, g[2]!), "ipv4");
  // The old IPv4-compatible form (::a.b.c.d), NAT64's local-use prefix and the documentation range.
  if (zeros(0, 6)) return true;
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return true;
  if (g[0] === 0x2001 && g[1] === 0xdb8) return true;
  return PRIVATE.check(bare, "ipv6");
}

/** When a hook is added: an address that is private on its face (an IP, or localhost). */
export function privateOnItsFace(url: string): boolean {
  // A fully qualified name ends with a dot: `localhost.` is localhost.
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return isIP(host.replace(/^\[|\]$/g, "")) !== 0 && isPrivateAddress(host);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup for the sender: a name that resolves to any private address is refused. */
function publicLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const inside = addresses.find((a) => isPrivateAddress(a.address));
    if (inside)
      return callback(
        Object.assign(new Error(`${hostname} resolves to ${inside.address}: ${PRIVATE_ADDRESS_MESSAGE}`), {
          code: "EPRIVATE",
        }),
        [],
      );
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

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
