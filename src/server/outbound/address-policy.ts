/**
 * Where this server may send requests others chose the address of: webhooks (an admin's address) and
 * the fediverse (an inbox a remote server declares). By default only public addresses: not this
 * machine, not a private network, not a cloud's metadata service. An address is checked when it is
 * stored (an IP, or localhost, written in it) and again when the connection is made, on the addresses
 * the name resolves to then (a name may point elsewhere later). One policy, two settings:
 * WEBHOOK_PRIVATE_ADDRESSES and FEDERATION_PRIVATE_ADDRESSES (`on`, `off`, or a list of `host:port`).
 */
import dns, { type LookupAddress } from "node:dns";
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

/**
 * What a setting allows: `on` every private address, `off` none, or a list of `host:port` (for a test's
 * own server: every other private address is still refused).
 */
export interface AddressPolicy {
  /** The setting's name and value, for messages and logs. */
  setting: string;
  allowAll: boolean;
  allowed: ReadonlySet<string>;
}

/** A setting's value: `on`, `off` or `host:port` pairs separated by commas. */
export const ADDRESS_SETTING =
  /^(on|off|([a-z0-9.-]+|\[[0-9a-f:.]+\]):\d{1,5}(,\s*([a-z0-9.-]+|\[[0-9a-f:.]+\]):\d{1,5})*)$/i;

export function addressPolicy(name: string, value: string): AddressPolicy {
  const allowed = new Set(
    value === "on" || value === "off"
      ? []
      : value.split(",").map((pair) =>
          pair
            .trim()
            .toLowerCase()
            .replace(/^\[(.*)\](:\d+)$/, "$1$2"),
        ),
  );
  return { setting: `${name}=${value}`, allowAll: value === "on", allowed };
}

const hostKey = (host: string, port: number | string) => `${host.toLowerCase().replace(/^\[|\]$/g, "")}:${port}`;

/** Whether the policy lets this host and port through without a check (listed, or everything). */
export function allowedAsIs(policy: AddressPolicy, host: string, port: number | string): boolean {
  return policy.allowAll || policy.allowed.has(hostKey(host, port));
}

/** The port a URL reaches (its default when none is written). */
export const portOf = (url: URL) => url.port || (url.protocol === "https:" ? "443" : "80");

/** An error saying which address was refused and which setting would allow it. */
export function privateAddressError(what: string, policy: AddressPolicy): Error {
  return Object.assign(new Error(`${what} is on this machine or a private network: refused (${policy.setting})`), {
    code: "EPRIVATE",
  });
}

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

/**
 * The address (`url`) is refused on its face by the policy: an IP or localhost written in it, not
 * listed. Answers the refusal's error, or undefined.
 */
export function refusedOnItsFace(policy: AddressPolicy, url: URL): Error | undefined {
  if (allowedAsIs(policy, url.hostname, portOf(url))) return undefined;
  return privateOnItsFace(url.href) ? privateAddressError(url.host, policy) : undefined;
}

/**
 * dns.lookup for a sender: a name that resolves to any private address fails with `refusal`'s error
 * (code EPRIVATE), so nothing is sent there.
 */
export function checkedLookup(refusal: (hostname: string, address: string) => string) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const inside = addresses.find((a) => isPrivateAddress(a.address));
      if (inside)
        return callback(Object.assign(new Error(refusal(hostname, inside.address)), { code: "EPRIVATE" }), []);
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The webhooks' lookup. */
export const publicLookup = checkedLookup(
  (host, address) => `${host} resolves to ${address}: ${PRIVATE_ADDRESS_MESSAGE}`,
);

/**
 * When an address is stored: refused on its face, or a name that resolves now to a private address
 * (a name that does not resolve is not refused here: the connection will fail on its own).
 */
export async function refusedNow(policy: AddressPolicy, url: URL): Promise<Error | undefined> {
  if (allowedAsIs(policy, url.hostname, portOf(url))) return undefined;
  const face = refusedOnItsFace(policy, url);
  if (face || isIP(url.hostname.replace(/^\[|\]$/g, ""))) return face;
  try {
    const inside = (await dns.promises.lookup(url.hostname, { all: true })).find((a) => isPrivateAddress(a.address));
    return inside ? privateAddressError(`${url.host} (${inside.address})`, policy) : undefined;
  } catch {
    return undefined;
  }
}
