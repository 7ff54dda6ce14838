/**
 * Data fetched on the client goes through @nanostores/query, cached for the spec's 300 s: a page of a
 * list asked for twice (back, forward, a second "Load more" on the same feed) is fetched once.
 */
import { nanoquery } from "@nanostores/query";
import { DATA_CACHE_MS } from "../shared/constants";

export const [createFetcherStore, createMutatorStore, { invalidateKeys, mutateCache }] = nanoquery({
  dedupeTime: DATA_CACHE_MS,
  cacheLifetime: DATA_CACHE_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
});

/** Fetches a server-rendered fragment (HTML) as text; a failed answer is an error. */
export async function fetchText(...parts: (string | number | true)[]): Promise<string> {
  const res = await fetch(parts.join(""), { headers: { Accept: "text/html" } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.text();
}

/** The HTML of one page of a list, through the cache. */
export async function loadListPage(url: string): Promise<string> {
  const result = await createFetcherStore<string>([url], { fetcher: fetchText }).fetch();
  if ("error" in result) throw result.error instanceof Error ? result.error : new Error("Could not load the page");
  return result.data;
}
