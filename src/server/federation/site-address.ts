/**
 * Whether other servers can reach this site: federation needs a public https address (PUBLIC_URL).
 * Without one, a handle like `@ada@127.0.0.1:4321` would be shown that no one elsewhere can use, so
 * readers see none and the author and admin are told why (the notice is the catalogues'
 * `fed_address_notice`).
 */
import { privateOnItsFace } from "../outbound/address-policy.ts";

/** True when PUBLIC_URL is an https address on a public host. */
export function publiclyFederated(publicUrl: string | undefined): boolean {
  if (!publicUrl) return false;
  const url = new URL(publicUrl);
  return url.protocol === "https:" && !privateOnItsFace(url.href) && url.hostname.includes(".");
}
