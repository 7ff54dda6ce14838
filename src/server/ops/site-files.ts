/** Where a site keeps what a backup holds, and how a backup file is laid out. */
import path from "node:path";
import type { Config } from "../config.ts";

export const BACKUP_FORMAT = "inkwell-backup/1";

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  engine: Config["engine"];
  createdAt: string;
  /** Migrations applied in the backed-up database (a restore applies the code's newer ones). */
  migrations: number;
  /** The database file inside the archive. */
  database: "database.sql" | "database.dump";
  /** Whether uploads/ is inside (not with S3, where pictures stay in the bucket). */
  uploads: boolean;
  /** Whether auth-secret is inside: the signing secret, so sessions and e-mailed links keep working. */
  authSecret?: boolean;
}

export const pgliteDir = (config: Config) => path.join(config.dataDir, "pglite");
export const uploadsDir = (config: Config) => path.join(config.dataDir, "uploads");
