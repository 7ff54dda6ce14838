/** Users: look-ups and the self shape. Registration and profile edits arrive with the accounts work. */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users, type NewUserRow, type UserRow } from "../db/schema/index.ts";
import type { UpdateMeInput } from "../../shared/schemas/user.ts";
import type { SelfUser } from "../../shared/user.ts";
import { NotFoundError } from "../errors.ts";

export function toSelfUser(row: UserRow): SelfUser {
  return {
    _id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    ...(row.avatar ? { avatar: row.avatar } : {}),
    ...(row.bio ? { bio: row.bio } : {}),
    interests: row.interests,
    isFriend: false,
    isBlocked: false,
    // NOTE: follow and post counts are filled in once those tables exist (social and posts issues).
    stats: { followers: 0, following: 0, posts: 0 },
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    settings: { theme: row.theme, mode: row.mode },
    hasPassword: row.passwordHash !== null,
    googleLinked: row.googleSub !== null,
  };
}

export function createUserService(db: Db) {
  return {
    toSelf: toSelfUser,
    async findById(id: string): Promise<UserRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Remembers the reader's theme and mode on the account, for every device's first paint. */
    async saveAppearance(id: string, settings: Pick<UserRow, "theme" | "mode">): Promise<void> {
      await db.update(users).set(settings).where(eq(users.id, id));
    },
    async updateMe(id: string, input: UpdateMeInput): Promise<SelfUser> {
      const changes: Partial<NewUserRow> = { ...input.settings };
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      if (!row) throw new NotFoundError("User not found");
      return toSelfUser(row);
    },
    async getSelf(id: string): Promise<SelfUser> {
      const row = await this.findById(id);
      if (!row) throw new NotFoundError("User not found");
      return toSelfUser(row);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
