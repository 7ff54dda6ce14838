/** The site's absolute origin: PUBLIC_URL when configured, else the address the request came to. */
export function siteOrigin(publicUrl: string | undefined, requestUrl: URL): string {
  return (publicUrl ? new URL(publicUrl) : requestUrl).origin;
}
