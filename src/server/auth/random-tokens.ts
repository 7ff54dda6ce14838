/** Random tokens and their stored hashes. */
import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";

export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");
export const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");
export const keyedHash = (secret: string, value: string) =>
  createHmac("sha256", secret).update(value).digest("base64url");
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
