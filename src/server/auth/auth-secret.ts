/** AUTH_SECRET from the environment, or one generated once and kept in DATA_DIR so restarts keep sessions. */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export async function resolveAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  try {
    const kept = (await readFile(file, "utf8")).trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not there yet: make one below.
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
