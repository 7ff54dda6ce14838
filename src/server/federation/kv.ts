/**
 * Fedify's key-value store in the site's database (`fediverse_kv`): caches of remote keys and documents
 * and the idempotence of received activities, shared by every process. Expired entries read as absent
 * and are swept now and then.
 *
 * Fedify reads two entries per host on every delivery (the host's circuit-breaker state, twice, and
 * which HTTP signature the host accepts); they are nearly always the same (no state, the same spec),
 * and on the embedded database each read is a query on the one thread that also signs and serves. So
 * those "hot" entries are remembered in the process: what this process writes updates its copy, and
 * what another process writes is seen within `hotFreshMs` (no other process on the embedded database).
 */
import { isDeepStrictEqual } from "node:util";
import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from "@fedify/fedify";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { createGuardedCache } from "../cache/ttl-cache.ts";

/** Parts joined with "/" after %-encoding each, so a prefix of parts is a prefix of the text. */
const encode = (key: KvKey) => key.map((part) => encodeURIComponent(part)).join("/");
const decode = (text: string): KvKey => text.split("/").map((part) => decodeURIComponent(part)) as unknown as KvKey;
/** Milliseconds of a Temporal duration (typed by a lib this project's TypeScript does not have). */
export const millis = (duration: unknown) => (duration as { total(unit: "millisecond"): number }).total("millisecond");
const expiry = (options?: KvStoreSetOptions) =>
  options?.ttl ? new Date(Date.now() + millis(options.ttl)).toISOString() : null;

/** Deletes expired rows about once per this many writes. */
const SWEEP_EVERY = 500;
/** Fedify's per-delivery entries (its default prefixes `_fedify/circuit` and `_fedify/httpMessageSignaturesSpec`). */
const HOT = ["_fedify/circuit/", "_fedify/httpMessageSignaturesSpec/"];
/** Hosts remembered at most (the oldest is forgotten first). */
const HOT_MAX = 10_000;

export interface KvOptions {
  /** How long a remembered hot entry is trusted; Infinity when this process is the database's only one. */
  hotFreshMs: number;
}

export function createKvStore(db: Db, options: KvOptions = { hotFreshMs: 0 }): KvStore {
  let writes = 0;
  const hot = createGuardedCache<unknown>(options.hotFreshMs, HOT_MAX);
  const isHot = (k: string) => options.hotFreshMs > 0 && HOT.some((prefix) => k.startsWith(prefix));
  /** Runs a write of `k`; a hot entry is forgotten, and reads overlapping the write keep nothing. */
  const writing = <R>(k: string, statement: () => Promise<R>): Promise<R> =>
    isHot(k) ? hot.writing(k, statement) : statement();
  /**
   * Fedify writes the signature spec a host accepted after every delivery to it, nearly always the
   * value it read just before: a hot entry remembered with that very value and no expiry is not
   * written again (the write would change nothing; across processes, another's write of the last
   * `hotFreshMs` stands instead, as good an observation of that host as ours).
   */
  const unchanged = (k: string, value: unknown, options?: KvStoreSetOptions) => {
    if (!isHot(k) || options?.ttl) return false;
    const known = hot.peek(k);
    return known !== undefined && known.expiresAt === null && isDeepStrictEqual(known.value, value);
  };
  async function sweep() {
    if (++writes % SWEEP_EVERY) return;
    await db.execute(sql`delete from fediverse_kv where expires_at < now()`);
  }
  return {
    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
      const k = encode(key);
      const read = async () => {
        const { rows } = await db.execute<{ value: T; expires_at: string | Date | null }>(
          sql`select value, expires_at from fediverse_kv where key = ${k} and (expires_at is null or expires_at > now())`,
        );
        const row = rows[0];
        return { value: row?.value, expiresAt: row?.expires_at ? new Date(row.expires_at).getTime() : null };
      };
      if (!isHot(k)) return (await read()).value;
      return (await hot.get(k, read)) as T | undefined;
    },
    async set(key: KvKey, value: unknown, options?: KvStoreSetOptions) {
      const k = encode(key);
      if (unchanged(k, value, options)) return;
      await writing(k, () =>
        db.execute(sql`
          insert into fediverse_kv (key, value, expires_at) values (${k}, ${JSON.stringify(value)}::jsonb, ${expiry(options)})
          on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`),
      );
      await sweep();
    },
    async delete(key: KvKey) {
      const k = encode(key);
      await writing(k, () => db.execute(sql`delete from fediverse_kv where key = ${k}`));
    },
    async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions) {
      const k = encode(key);
      const value = JSON.stringify(newValue);
      const expires = expiry(options);
      // Whatever happens, the next read asks the database (a failed swap means our copy was stale).
      const { rows } = await writing(k, () =>
        expectedValue === undefined
          ? db.execute(sql`
              insert into fediverse_kv (key, value, expires_at) values (${k}, ${value}::jsonb, ${expires})
              on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at
                where fediverse_kv.expires_at is not null and fediverse_kv.expires_at <= now()
              returning key`)
          : db.execute(sql`
              update fediverse_kv set value = ${value}::jsonb, expires_at = ${expires}
              where key = ${k} and value = ${JSON.stringify(expectedValue)}::jsonb and (expires_at is null or expires_at > now())
              returning key`),
      );
      return rows.length > 0;
    },
    async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
      const start = prefix?.length ? `${encode(prefix)}/` : "";
      const { rows } = await db.execute<{ key: string; value: unknown }>(sql`
        select key, value from fediverse_kv
        where (${start} = '' or key = ${prefix?.length ? encode(prefix) : ""} or starts_with(key, ${start}))
          and (expires_at is null or expires_at > now())
        order by key`);
      for (const row of rows) yield { key: decode(row.key), value: row.value };
    },
  };
}
