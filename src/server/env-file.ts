/** Loads ./.env when present; variables already in the environment win (Node's own rule). */
import { existsSync } from "node:fs";

export function loadDotEnv(file = ".env"): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
