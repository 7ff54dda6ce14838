/** Password hashing (Argon2id) and the checks a new password must pass. */
import { hash, verify } from "@node-rs/argon2";
import commonPasswords from "fxa-common-password-list";
import { ValidationError } from "../errors.ts";

/** OWASP's minimum for Argon2id: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when there is no account, so every login failure costs the same. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("no-account-has-this-password");
  return dummyHash;
}

/** Refuses the most common passwords (the list Firefox Accounts uses); no composition rules. */
export function assertAcceptablePassword(password: string, field = "password"): void {
  if (commonPasswords.test(password.toLowerCase())) {
    throw new ValidationError([{ field, message: "This password is too common. Choose a less guessable one." }]);
  }
}
