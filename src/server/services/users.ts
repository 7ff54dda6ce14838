/** Users: look-ups, the self shape, usernames and profile edits. */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { uniqueViolation } from "../db/errors.ts";
import { previousUsernames, users, type NewUserRow, type UserRow } from "../db/schema/index.ts";
import { INTERESTS_MAX, type UpdateMeInput } from "../../shared/schemas/user.ts";
import type { PublicUser, SelfUser } from "../../shared/user.ts";
import { BadRequestError, ConflictError, NotFoundError } from "../errors.ts";
import type { EventBus } from "../events.ts";
import { NO_STATS, publicColumns, toSelfUser } from "../db/contract-shapes.ts";
import { isUuid } from "../../shared/schemas/ids.ts";

/** What the user and people services tell people, in one place. */
export const PEOPLE_MESSAGES = {
  notFound: "User not found",
  self: "That is you",
  blockToggled: "Success!",
  muted: "Muted: their stories and comments leave your feeds. They are not told.",
  topicHidden: "Hidden: stories about this topic leave your feeds",
  topicShown: "Shown again: stories about this topic are back in your feeds",
  tooManyTopics: "You can hide at most 50 topics: show one again first",
  topicFollowed: "Following: stories about this topic come first in For you",
  topicUnfollowed: "Unfollowed: this topic no longer weighs your For you",
  tooManyFollowed: `You can follow at most ${INTERESTS_MAX} topics: unfollow one first`,
  unmuted: "Unmuted: their stories and comments are back in your feeds",
} as const;
/** Topics one person may hide. */
export const HIDDEN_TAGS_MAX = 50;
export const USERNAME_TAKEN = "That username is taken";
export const EMAIL_TAKEN = "An account with this e-mail already exists";

/** The key that makes "Ada", "ada" and "ａｄａ" one username. */
export const usernameKey = (username: string) => username.normalize("NFKC").toLowerCase();

/** A readable base for a generated username: ASCII letters and digits of the names. */
export function usernameBase(firstName: string, lastName: string): string {
  const ascii = `${firstName}${lastName}`
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase()
    .slice(0, 20);
  return ascii.length >= 3 ? ascii : `reader${ascii}`;
}

function conflictFrom(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint?.includes("username")) throw new ConflictError(USERNAME_TAKEN, "username");
  if (constraint?.includes("email")) throw new ConflictError(EMAIL_TAKEN, "email");
  throw err;
}

export function createUserService(db: Db, events?: EventBus, adminEmails: readonly string[] = []) {
  async function findByUsernameKey(key: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.usernameKey, key)).limit(1);
    return row;
  }

  /**
   * Puts a topic in one of the person's two lists (followed: `interests`, or `hiddenTags`) or takes
   * it out, in one statement; putting it in one takes it out of the other. A full list refuses it.
   */
  async function toggleTopic(id: string, tag: string, list: "interests" | "hiddenTags") {
    const [mine, other] =
      list === "interests" ? [users.interests, users.hiddenTags] : [users.hiddenTags, users.interests];
    const max = list === "interests" ? INTERESTS_MAX : HIDDEN_TAGS_MAX;
    const has = sql`${tag} = any(${mine})`;
    const full = sql`cardinality(${mine}) >= ${max}`;
    const [row] = await db
      .update(users)
      .set({
        [list]: sql`case when ${has} then array_remove(${mine}, ${tag}) when ${full} then ${mine}
          else array_append(${mine}, ${tag}) end`,
        [list === "interests" ? "hiddenTags" : "interests"]: sql`case when ${has} or ${full} then ${other}
          else array_remove(${other}, ${tag}) end`,
      })
      .where(eq(users.id, id))
      .returning({ hiddenTags: users.hiddenTags, interests: users.interests });
    const result = { hiddenTags: row?.hiddenTags ?? [], interests: row?.interests ?? [] };
    const on = result[list].includes(tag);
    if (!on && result[list].length >= max)
      throw new BadRequestError(list === "interests" ? PEOPLE_MESSAGES.tooManyFollowed : PEOPLE_MESSAGES.tooManyTopics);
    // The remembered session row carries the lists (settings and the personal call read them); no
    // shared page shows them.
    events?.emit("self-changed", { userId: id });
    return { on, ...result };
  }

  return {
    toSelf: toSelfUser,
    async findById(id: string): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** A profile address takes either the id or the username. */
    async findByIdOrUsername(idOrUsername: string): Promise<UserRow | undefined> {
      const byId = await this.findById(idOrUsername);
      if (byId) return byId;
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.usernameKey, usernameKey(idOrUsername)))
        .limit(1);
      return row;
    },
    /** Whose username this was: their author page moved (null when it never was anyone's). */
    async formerOwnerOf(username: string): Promise<string | null> {
      const [row] = await db
        .select({ username: users.username })
        .from(previousUsernames)
        .innerJoin(users, eq(users.id, previousUsernames.userId))
        .where(eq(previousUsernames.usernameKey, usernameKey(username)))
        .limit(1);
      return row?.username ?? null;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
      return row;
    },
    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
      return row;
    },
    /** A free username from the names: the base itself, else the base with a random number. */
    async generateUsername(firstName: string, lastName: string): Promise<string> {
      const base = usernameBase(firstName, lastName);
      if (!(await findByUsernameKey(base))) return base;
      for (let i = 0; i < 20; i++) {
        const candidate = `${base}${Math.floor(1000 + Math.random() * 9000 * (i + 1))}`;
        if (!(await findByUsernameKey(candidate))) return candidate;
      }
      return `${base}${Date.now().toString(36)}`;
    },
    /** Inserts a user; a taken e-mail or username becomes a 409 on that field. */
    async create(values: Omit<NewUserRow, "usernameKey">): Promise<UserRow> {
      try {
        // The first account of a site runs it; so do the ones the operator names.
        const role =
          values.role ??
          (adminEmails.includes(values.email.toLowerCase())
            ? "admin"
            : sql<UserRow["role"]>`case when exists (select 1 from ${users}) then 'member' else 'admin' end`);
        const [row] = await db
          .insert(users)
          .values({ ...values, role, usernameKey: usernameKey(values.username) })
          .returning();
        events?.emit("joined", { userId: row!.id });
        return row!;
      } catch (err) {
        conflictFrom(err);
      }
    },
    /** Accounts named by ADMIN_EMAILS that exist already become admins (at start-up). */
    async promoteAdmins(): Promise<void> {
      if (adminEmails.length === 0) return;
      await db
        .update(users)
        .set({ role: "admin" })
        .where(and(inArray(users.email, adminEmails), ne(users.role, "admin")));
    },
    /** Remembers the reader's theme and mode on the account, for every device's first paint. */
    async saveAppearance(id: string, settings: Pick<UserRow, "theme" | "mode">): Promise<void> {
      await db.update(users).set(settings).where(eq(users.id, id));
      // Shared pages take appearance from the reader's browser, never from the account.
      events?.emit("self-changed", { userId: id });
    },
    /**
     * Hides a topic from the person's feeds, or shows it again; hiding a topic they followed unfollows
     * it. Answers the topics hidden and followed now.
     */
    async toggleHiddenTag(id: string, tag: string) {
      const { on, hiddenTags, interests } = await toggleTopic(id, tag, "hiddenTags");
      return { hidden: on, hiddenTags, interests };
    },
    /**
     * Follows a topic (its stories come first in "For you": it joins the interests) or unfollows it;
     * following a hidden topic shows it again. Answers the topics followed and hidden now.
     */
    async toggleFollowedTag(id: string, tag: string) {
      const { on, hiddenTags, interests } = await toggleTopic(id, tag, "interests");
      return { following: on, interests, hiddenTags };
    },
    async updateMe(id: string, input: UpdateMeInput): Promise<SelfUser> {
      const { settings, username, ...rest } = input;
      const changes: Partial<NewUserRow> = { ...rest, ...settings };
      if (username !== undefined) Object.assign(changes, { username, usernameKey: usernameKey(username) });
      try {
        const row = await db.transaction(async (tx) => {
          const [before] = await tx
            .select({ usernameKey: users.usernameKey })
            .from(users)
            .where(eq(users.id, id))
            .for("update");
          const [after] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
          if (!before || !after) return undefined;
          if (before.usernameKey !== after.usernameKey) {
            // The old author page address redirects here for good; the new one is nobody's old one.
            await tx
              .insert(previousUsernames)
              .values({ usernameKey: before.usernameKey, userId: id })
              .onConflictDoUpdate({
                target: previousUsernames.usernameKey,
                set: { userId: id, createdAt: new Date() },
              });
            await tx.delete(previousUsernames).where(eq(previousUsernames.usernameKey, after.usernameKey));
          }
          return after;
        });
        if (!row) throw new NotFoundError(PEOPLE_MESSAGES.notFound);
        events?.emit("user-changed", { userId: id });
        return toSelfUser(row, await this.statsOf(id));
      } catch (err) {
        if (err instanceof NotFoundError) throw err;
        conflictFrom(err);
      }
    },
    async getSelf(id: string): Promise<SelfUser> {
      const [row, stats] = await Promise.all([this.findById(id), this.statsOf(id)]);
      if (!row) throw new NotFoundError(PEOPLE_MESSAGES.notFound);
      return toSelfUser(row, stats);
    },
    /** A person's followers, the people they follow and their published stories, counted in one statement. */
    async statsOf(id: string): Promise<PublicUser["stats"]> {
      const { followers, following, posts } = publicColumns(null);
      const [row] = await db.select({ followers, following, posts }).from(users).where(eq(users.id, id)).limit(1);
      return row
        ? { followers: Number(row.followers), following: Number(row.following), posts: Number(row.posts) }
        : NO_STATS;
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
