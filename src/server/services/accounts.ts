/**
 * Accounts: registration, password and Google sign-in, password reset (password-resets.ts) and
 * change. Every failure of a sign-in looks the same from outside (same status, message and cost).
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { signInLinks, users, type UserRow } from "../db/schema/index.ts";
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from "../errors.ts";
import type { Logger } from "../logger.ts";
import { assertAcceptablePassword, dummyPasswordHash, hashPassword, verifyPassword } from "../auth/passwords.ts";
import { randomToken, sha256 } from "../auth/random-tokens.ts";
import type { Mailer } from "../mail/mailer.ts";
import { googleLinkedMail, passwordChangedMail, SIGN_IN_LINK_MINUTES, signInLinkMail } from "../mail/messages.ts";
import type { LoginInput, RegisterInput } from "../../shared/schemas/auth.ts";
import { suspensionMessage } from "../../shared/moderation.ts";
import type { ClientMeta, SessionService } from "./sessions.ts";
import { EMAIL_TAKEN, type UserService } from "./users.ts";
import { passwordResetSteps } from "./password-resets.ts";

export { CODE_INVALID, MAX_CODE_ATTEMPTS, MAX_CODE_ATTEMPTS_TOTAL, RESET_EXPIRED } from "./password-resets.ts";

export const LOGIN_FAILED = "Incorrect e-mail or password";
export const GOOGLE_FAILED = "Google sign-in failed. Please try again.";
export const GOOGLE_OFF = "Google sign-in is not enabled on this site";
export const SIGN_IN_LINK_INVALID = "This sign-in link has expired or was used already. Ask for a new one.";
export const WRONG_CURRENT_PASSWORD = "Your current password is not correct";
export const GOOGLE_UNVERIFIED =
  "Google has not verified this e-mail address. Verify it with Google, or register with a password.";
const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

interface Deps {
  db: Db;
  config: Config;
  secret: string;
  users: UserService;
  sessions: SessionService;
  mailer: Mailer;
  logger: Logger;
}

interface GoogleClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

/**
 * Two people with the same name registering at the same moment can both be offered the same free
 * username; the second insert then collides. A generated name is simply generated again.
 */
async function retryOnNameRace<T>(create: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await create();
    } catch (err) {
      const usernameTaken = err instanceof ConflictError && err.errors[0]?.field === "username";
      if (!usernameTaken || i >= attempts) throw err;
    }
  }
}

export function createAccountService({ db, config, secret, users: userService, sessions, mailer, logger }: Deps) {
  const googleKeys = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL));
  const signedIn = async (user: UserRow, meta: ClientMeta) => {
    // Only after the password or Google said who it is: a stranger learns nothing of a suspension.
    if (user.suspendedUntil && user.suspendedUntil.getTime() > Date.now())
      throw new ForbiddenError(suspensionMessage(user.suspendedUntil));
    return { user, tokens: await sessions.issue(user, meta) };
  };
  /** Mail goes out in the background so the answer takes as long whether or not an account exists. */
  const sendLater = (mail: Parameters<Mailer["send"]>[0]) =>
    void mailer.send(mail).catch((err: unknown) => logger.error(`Could not send "${mail.subject}"`, err));

  return {
    async register(input: RegisterInput): Promise<UserRow> {
      assertAcceptablePassword(input.password);
      if (await userService.findByEmail(input.email)) throw new ConflictError(EMAIL_TAKEN, "email");
      const passwordHash = await hashPassword(input.password);
      const create = async () =>
        userService.create({
          email: input.email,
          username: input.username ?? (await userService.generateUsername(input.firstName, input.lastName)),
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
        });
      return input.username ? create() : retryOnNameRace(create);
    },

    async login(input: LoginInput, meta: ClientMeta) {
      const user = await userService.findByEmail(input.email);
      // Verify against a real hash even without an account or password: every failure costs the same.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user?.passwordHash || !ok) throw new UnauthorizedError(LOGIN_FAILED);
      return signedIn(user, meta);
    },

    async google(credential: string, meta: ClientMeta) {
      if (!config.GOOGLE_CLIENT_ID) throw new NotFoundError(GOOGLE_OFF);
      let claims: GoogleClaims;
      try {
        ({ payload: claims } = await jwtVerify<GoogleClaims>(credential, googleKeys, {
          issuer: GOOGLE_ISSUERS,
          audience: config.GOOGLE_CLIENT_ID,
          algorithms: ["RS256"],
        }));
      } catch {
        throw new UnauthorizedError(GOOGLE_FAILED);
      }
      if (!claims.sub || !claims.email) throw new UnauthorizedError(GOOGLE_FAILED);
      const byGoogle = await userService.findByGoogleSub(claims.sub);
      if (byGoogle) return signedIn(byGoogle, meta);

      const email = claims.email.trim().toLowerCase();
      const byEmail = await userService.findByEmail(email);
      if (byEmail) {
        // Only Google's word that the address is verified lets it take over an existing account.
        if (claims.email_verified !== true) {
          throw new ConflictError(`${EMAIL_TAKEN}. Sign in with your password.`, "email");
        }
        const [linked] = await db
          .update(users)
          .set({ googleSub: claims.sub, emailVerifiedAt: new Date() })
          .where(eq(users.id, byEmail.id))
          .returning();
        // The owner hears of it: if it was not them, a password reset removes the link.
        sendLater(googleLinkedMail(linked!.email, config.SITE_NAME, linked!.language ?? undefined));
        return signedIn(linked!, meta);
      }
      // An address Google has not verified belongs to nobody yet: it may not create an account
      // (the real owner could not register it afterwards).
      if (claims.email_verified !== true) throw new ForbiddenError(GOOGLE_UNVERIFIED);
      const firstName = (claims.given_name ?? claims.name ?? email.split("@")[0] ?? "Reader").slice(0, 50);
      const lastName = (claims.family_name ?? "").slice(0, 50);
      const created = await retryOnNameRace(async () =>
        userService.create({
          email,
          username: await userService.generateUsername(firstName, lastName),
          firstName,
          lastName,
          googleSub: claims.sub,
          emailVerifiedAt: new Date(),
        }),
      );
      return signedIn(created, meta);
    },

    /** Sends a 6-digit code. Answers the same whether or not the address has an account. */
    /**
     * E-mails a one-time sign-in link (`origin`: the site's address when PUBLIC_URL is not set). The
     * answer is the same whether or not the account exists; it works while password sign-in is throttled.
     */
    async sendSignInLink(email: string, origin: string): Promise<void> {
      const user = await userService.findByEmail(email);
      if (!user) return;
      const token = randomToken();
      // The person's used and expired links go as a new one comes: the table holds live links only.
      await db
        .delete(signInLinks)
        .where(
          and(
            eq(signInLinks.userId, user.id),
            sql`(${signInLinks.usedAt} is not null or ${signInLinks.expiresAt} <= now())`,
          ),
        );
      await db.insert(signInLinks).values({
        tokenHash: sha256(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000),
      });
      const link = new URL(`/auth/link?token=${encodeURIComponent(token)}`, config.PUBLIC_URL ?? origin).href;
      sendLater(signInLinkMail(user.email, config.SITE_NAME, link, user.language ?? undefined));
    },

    /** Signs in with a link's token: once, before it expires. */
    async signInWithLink(token: string, meta: ClientMeta = {}) {
      const [used] = await db
        .update(signInLinks)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(signInLinks.tokenHash, sha256(token)),
            isNull(signInLinks.usedAt),
            gt(signInLinks.expiresAt, new Date()),
          ),
        )
        .returning({ userId: signInLinks.userId });
      // The link reached the address: it is the person's (see users.emailVerifiedAt).
      if (used) await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, used.userId));
      const user = used ? await userService.findById(used.userId) : undefined;
      if (!user) throw new UnauthorizedError(SIGN_IN_LINK_INVALID);
      return signedIn(user, meta);
    },

    ...passwordResetSteps({ db, config, secret, users: userService, sessions, sendLater }),

    /** Changes the password (the current one is needed unless the account has none) and signs out other devices. */
    async changePassword(user: UserRow, sessionId: string, currentPassword: string | undefined, newPassword: string) {
      if (user.passwordHash) {
        if (!currentPassword || !(await verifyPassword(user.passwordHash, currentPassword))) {
          throw new ValidationError([{ field: "currentPassword", message: WRONG_CURRENT_PASSWORD }]);
        }
      }
      assertAcceptablePassword(newPassword, "newPassword");
      if (currentPassword === newPassword)
        throw new BadRequestError("Choose a password different from the current one");
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(users.id, user.id));
      await sessions.revokeOthers(user.id, sessionId);
      sendLater(passwordChangedMail(user.email, config.SITE_NAME, "your other devices", user.language ?? undefined));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
