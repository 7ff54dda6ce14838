/** Search finds a co-written story by any of its authors' usernames or full names. Both engines. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import type { SearchResults } from "../../src/shared/search.ts";
import { coauthorCalls } from "../support/coauthors.ts";
import { apiCalls } from "../support/api-calls.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

let app: AppContext;
let api: Api;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
});
afterAll(async () => {
  await app.close();
});

/** A made-up name per run, so other tests' people never match. */
const unique = (label: string) => `${label}${randomUUID().replaceAll("-", "").slice(0, 6)}`;
const { send } = apiCalls(() => api);
const found = async (q: string) => {
  const res = await api.request(`/api/search?${new URLSearchParams({ q })}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: SearchResults }).data.posts.map((p) => p._id);
};

it("finds a co-written story by the owner's or a co-author's username or full name", async () => {
  const owner = await insertUser(app, { firstName: unique("Owna"), lastName: unique("Lastly") });
  const co = await insertUser(app, { firstName: unique("Coco"), lastName: unique("Second") });
  const bystander = await insertUser(app, { firstName: unique("Bysta"), lastName: "Nder" });
  const story = coauthorCalls(api, () => app);
  const post = await story.coWritten(owner, co, "Plain words", "Nothing named.");
  const created = await send("POST", "/post/create", { title: "Someone else's", content: "Other words." }, bystander);
  expect(created.status).toBe(201);
  const other = ((await created.json()) as { data: { post: { _id: string } } }).data.post;

  expect(await found(co.user.username)).toEqual([post._id]);
  expect(await found(`${co.user.firstName} ${co.user.lastName}`.toUpperCase())).toEqual([post._id]);
  expect(await found(owner.user.username)).toEqual([post._id]);
  expect(await found(`${owner.user.firstName}  ${owner.user.lastName}`)).toEqual([post._id]);
  expect(await found(bystander.user.username)).toEqual([other._id]);
  // An invitation not accepted is no authorship.
  const invited = await insertUser(app, { firstName: unique("Invi"), lastName: "Ted" });
  expect((await story.invite(owner, post._id, invited.user.username)).status).toBe(201);
  expect(await found(invited.user.username)).not.toContain(post._id);
});
