/** A row's reference to its person or story, gone with them (the cascade most rows want). */
import { uuid } from "drizzle-orm/pg-core";
import { posts } from "./posts.ts";
import { users } from "./users.ts";

export const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
export const postRef = () =>
  uuid("post_id")
    .notNull()
    .references(() => posts.id, { onDelete: "cascade" });
