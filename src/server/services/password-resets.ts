/**
 * Password reset by an e-mailed code: ask for a code, prove it (for a short-lived verification
 * token), set the new password. Part of the account service (accounts.ts).
 */
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { passwordResets, users } from "../db/schema/index.ts";
import { ValidationError } from "../errors.ts";
import { assertAcceptablePassword, hashPassword } from "../auth/passwords.ts";
import { keyedHash, randomToken, sha256, sixDigitCode } from "../auth/random-tokens.ts";
import type { Mailer } from "../mail/mailer.ts";
import { passwordChangedMail, RESET_CODE_MINUTES, resetCodeMail } from "../mail/messages.ts";
import type { SessionService } from "./sessions.ts";
import type { UserService } from "./users.ts";

export const CODE_INVALID = "This code is not valid or has expired. Ask for a new one.";
export const RESET_EXPIRED = "This reset has expired. Start again from the beginning.";
/** Tries one requester (an address) gets at a code; a guesser burns theirs, not the owner's. */
export const MAX_CODE_ATTEMPTS = 5;
/** Tries at a code from everyone together: past this the code is dead (1 in 20,000 to guess it). */
export const MAX_CODE_ATTEMPTS_TOTAL = 50;
const VERIFICATION_MINUTES = 10;

interface Deps {
  db: Db;
  config: Config;
  secret: string;
  users: UserService;
  sessions: SessionService;
  /** Mail goes out in the background so the answer takes as long whether or not an account exists. */
  sendLater: (mail: Parameters<Mailer["send"]>[0]) => void;
}

export function passwordResetSteps({ db, config, secret, users: userService, sessions, sendLater }: Deps) {
  const codeHash = (userId: string, code: string) => keyedHash(secret, `reset:${userId}:${code}`);
  return {
    async forgotPassword(email: string): Promise<void> {
      const user = await userService.findByEmail(email);
      if (!user) return;
      // A new code is never the one it replaces: the old one, perhaps still in an inbox, stops working.
      const [previous] = await db
        .select({ codeHash: passwordResets.codeHash })
        .from(passwordResets)
        .where(eq(passwordResets.userId, user.id));
      let code = sixDigitCode();
      while (previous && codeHash(user.id, code) === previous.codeHash) code = sixDigitCode();
      const values = {
        codeHash: codeHash(user.id, code),
        expiresAt: new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
        attempts: 0,
        attemptsBy: {},
        verificationHash: null,
        verificationExpiresAt: null,
        usedAt: null,
        createdAt: new Date(),
      };
      await db
        .insert(passwordResets)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: passwordResets.userId, set: values });
      sendLater(resetCodeMail(user.email, config.SITE_NAME, code, user.language ?? undefined));
    },

    /**
     * Checks a code. Each requester (address) gets 5 tries at it, everyone together 50: someone
     * guessing at a victim's code uses up their own tries, not the victim's. Answers a short-lived
     * verification token.
     */
    async verifyCode(email: string, code: string, requester = "unknown"): Promise<string> {
      const user = await userService.findByEmail(email);
      const invalid = new ValidationError([{ field: "code", message: CODE_INVALID }], CODE_INVALID);
      if (!user) throw invalid;
      const who = sha256(`requester:${requester}`).slice(0, 16);
      const mine = sql`coalesce((${passwordResets.attemptsBy} ->> ${who})::int, 0)`;
      // Count the try first, atomically, so parallel guesses cannot exceed either limit.
      const [reset] = await db
        .update(passwordResets)
        .set({
          attempts: sql`${passwordResets.attempts} + 1`,
          attemptsBy: sql`jsonb_set(${passwordResets.attemptsBy}, array[${who}]::text[], to_jsonb(${mine} + 1))`,
        })
        .where(
          and(
            eq(passwordResets.userId, user.id),
            lt(passwordResets.attempts, MAX_CODE_ATTEMPTS_TOTAL),
            sql`${mine} < ${MAX_CODE_ATTEMPTS}`,
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!reset || reset.codeHash !== codeHash(user.id, code)) throw invalid;
      const token = randomToken();
      await db
        .update(passwordResets)
        .set({
          verificationHash: sha256(token),
          verificationExpiresAt: new Date(Date.now() + VERIFICATION_MINUTES * 60_000),
          // A verified code cannot be guessed at any more.
          attempts: MAX_CODE_ATTEMPTS_TOTAL,
        })
        .where(eq(passwordResets.userId, user.id));
      await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      return token;
    },

    /** Sets the new password, ends every session (and socket) of the user, and says so by e-mail. */
    async resetPassword(verificationToken: string, password: string): Promise<void> {
      assertAcceptablePassword(password);
      const [reset] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.verificationHash, sha256(verificationToken)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.verificationExpiresAt, new Date()),
          ),
        )
        .returning();
      if (!reset) throw new ValidationError([{ field: "verificationToken", message: RESET_EXPIRED }], RESET_EXPIRED);
      const [user] = await db
        .update(users)
        // Proving the address by e-mail also removes a Google sign-in linked to it: if someone else
        // had linked theirs, it no longer opens the account (the owner can link their own again).
        .set({
          passwordHash: await hashPassword(password),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          googleSub: null,
        })
        .where(eq(users.id, reset.userId))
        .returning();
      await sessions.revokeAll(reset.userId);
      if (user)
        sendLater(passwordChangedMail(user.email, config.SITE_NAME, "every device", user.language ?? undefined));
    },
  };
}
