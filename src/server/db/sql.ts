/** Small SQL builders shared by the services' raw queries. */
import { sql, type SQL } from "drizzle-orm";

/** An array literal of bound parameters (never string concatenation), cast to `type[]`. */
export function sqlArray(values: readonly string[], type: "text" | "uuid"): SQL {
  const cast = sql.raw(`::${type}[]`);
  return values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]${cast}`
    : sql`array[]${cast}`;
}
