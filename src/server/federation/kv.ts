/**
 * Fedify's key-value store in the site's database (`fediverse_kv`): caches of remote keys and documents
 * and the idempotence of received activities, shared by every process. Expired entries read as absent
 * and are swept now and then.
 */
import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from "@fedify/fedify";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/** Parts joined with "/" after %-encoding each, so a prefix of parts is a prefix of the text. */
const encode = (key: KvKey) => key.map((part) => encodeURIComponent(part)).join("/");
const decode = (text: string): KvKey => text.split("/").map((part) => decodeURIComponent(part)) as unknown as KvKey;
/** Milliseconds of a Temporal duration (typed by a lib this project's TypeScript does not have). */
export const millis = (duration: unknown) => (duration as { total(unit: "millisecond"): number }).total("millisecond");
const expiry = (options?: KvStoreSetOptions) =>
  options?.ttl ? new Date(Date.now() + millis(options.ttl)).toISOString() : null;

/** Deletes expired rows about once per this many writes. */
const SWEEP_EVERY = 500;

export function createKvStore(db: Db): KvStore {
  let writes = 0;
  async function sweep() {
    if (++writes % SWEEP_EVERY) return;
    await db.execute(sql`delete from fediverse_kv where expires_at < now()`);
  }
  return {
    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
      const { rows } = await db.execute<{ value: T }>(
        sql`select value from fediverse_kv where key = ${encode(key)} and (expires_at is null or expires_at > now())`,
      );
      return rows[0]?.value;
    },
    async set(key: KvKey, value: unknown, options?: KvStoreSetOptions) {
      await db.execute(sql`
        insert into fediverse_kv (key, value, expires_at) values (${encode(key)}, ${JSON.stringify(value)}::jsonb, ${expiry(options)})
        on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`);
      await sweep();
    },
    async delete(key: KvKey) {
      await db.execute(sql`delete from fediverse_kv where key = ${encode(key)}`);
    },
    async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions) {
      const k = encode(key);
      const value = JSON.stringify(newValue);
      const expires = expiry(options);
      if (expectedValue === undefined) {
        const { rows } = await db.execute(sql`
          insert into fediverse_kv (key, value, expires_at) values (${k}, ${value}::jsonb, ${expires})
          on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at
            where fediverse_kv.expires_at is not null and fediverse_kv.expires_at <= now()
          returning key`);
        return rows.length > 0;
      }
      const { rows } = await db.execute(sql`
        update fediverse_kv set value = ${value}::jsonb, expires_at = ${expires}
        where key = ${k} and value = ${JSON.stringify(expectedValue)}::jsonb and (expires_at is null or expires_at > now())
        returning key`);
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
