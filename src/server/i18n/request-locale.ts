/**
 * The language of the page being rendered, for every message Paraglide renders during it: one
 * AsyncLocalStorage per process, so concurrent renders in different languages never mix.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { overwriteServerAsyncLocalStorage } from "../../paraglide/runtime.js";
import type { Locale } from "../../shared/locale.ts";

type Store = { locale?: Locale; origin?: string; messageCalls?: Set<string> };
const storage = new AsyncLocalStorage<Store>();
overwriteServerAsyncLocalStorage(storage);

export function inLocale<T>(locale: Locale, run: () => T): T {
  return storage.run({ locale }, run);
}
