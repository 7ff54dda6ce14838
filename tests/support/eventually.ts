/**
 * Waiting for something that happens a moment later (a queued delivery, a purge): `eventually`
 * reads until the value satisfies `check`, then returns it; the caller's assertion on what comes
 * back says what was wrong if the time ran out. `until` (drill.ts) is the same for a synchronous check.
 */
export async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
