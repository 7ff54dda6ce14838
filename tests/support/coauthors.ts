/**
 * Co-authorship as the co-author suites set it up: an owner's draft, an invitation, a person who
 * accepted one, and a story two people wrote and one of them published. Through `apiCalls`, so the
 * same over an `Api` or a running server (`overHttp`).
 */
import { expect } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import type { users } from "../../src/server/db/schema/index.ts";
import { apiCalls, type Person } from "./api-calls.ts";
import { insertUser } from "./test-app.ts";

/** A story as the API answers it, with what the suites read of it. */
export type Story = { _id: string; slug: string; title: string; version: number };

/** `app`: where a new co-author is made (`coauthor`); read late, for one made in `beforeAll`. */
export function coauthorCalls(api: Api | (() => Api), app: () => AppContext) {
  const { send } = apiCalls(api);
  const invite = (owner: Person, postId: string, username: string) =>
    send("POST", `/post/${postId}/coauthors`, { username }, owner);
  async function draft(
    owner: Person,
    title = `Draft ${Math.random().toString(36).slice(2, 8)}`,
    content = "First words.",
  ) {
    const res = await send("POST", "/post/draft", { title, content }, owner);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { post: Story } }).data.post;
  }
  /** `person` invited to `postId` by its owner, and accepting. */
  async function join(owner: Person, postId: string, person: Person) {
    expect((await invite(owner, postId, person.user.username)).status).toBe(201);
    expect((await send("POST", `/post/${postId}/coauthors/accept`, {}, person)).status).toBe(200);
    return person;
  }
  return {
    draft,
    invite,
    join,
    /** A new person, made a co-author of `postId`. */
    coauthor: async (owner: Person, postId: string, overrides: Partial<typeof users.$inferInsert> = {}) =>
      join(owner, postId, await insertUser(app(), overrides)),
    /** A draft of `owner`'s that `co` joined and published: the story as published. */
    async coWritten(owner: Person, co: Person, title: string, content: string) {
      const post = await draft(owner, title, content);
      await join(owner, post._id, co);
      const published = await send("PUT", `/post/${post._id}`, { status: "published" }, co);
      expect(published.status).toBe(200);
      return ((await published.json()) as { data: { post: Story } }).data.post;
    },
  };
}
