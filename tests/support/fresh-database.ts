/**
 * A new, empty PostgreSQL database on the suite's server (DATABASE_URL), for tests that need one of
 * their own: another site, a drill counting over the whole database, a restore target.
 */
import pg from "pg";

export async function freshDatabase(label: string): Promise<string> {
  const suite = process.env.DATABASE_URL;
  if (!suite) throw new Error("freshDatabase needs DATABASE_URL (the PostgreSQL run)");
  const name = `${label}_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: suite });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(suite);
  url.pathname = `/${name}`;
  return url.toString();
}
