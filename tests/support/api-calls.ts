/** The API calls most suites make, as one person or none: a JSON write, a read, a published story. */
import { afterAll, beforeAll } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser, jsonRequest } from "./test-app.ts";

export type Person = Awaited<ReturnType<typeof insertUser>>;

export function apiCalls(api: Api) {
  const send = async (method: string, path: string, body: unknown, who?: Person) =>
    api.request(`/api${path}`, jsonRequest(method, body, who?.token));
  const get = async (path: string, who?: Person) =>
    api.request(`/api${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  const publish = async (who: Person, title = "A story") =>
    (await (await send("POST", "/post/create", { title, content: "Words." }, who)).json()).data.post as {
      _id: string;
      slug: string;
    };
  return { send, get, publish };
}

/**
 * A suite's server (rate limits off) and two people with the same interests, Ann and Ben, made
 * before its tests and closed after them. Read them as `suite.ann` inside tests.
 */
export function suiteWithTwoPeople() {
  const suite = {} as { app: AppContext; api: Api; ann: Person; ben: Person };
  beforeAll(async () => {
    const { app, api } = await createTestApi({ RATE_LIMITS: "off" });
    const ann = await insertUser(app, { firstName: "Ann", interests: ["science"] });
    const ben = await insertUser(app, { firstName: "Ben", interests: ["science"] });
    Object.assign(suite, { app, api, ann, ben });
  });
  afterAll(async () => {
    await suite.app.close();
  });
  const late: Api = { request: (...args: Parameters<Api["request"]>) => suite.api.request(...args) } as Api;
  return Object.assign(suite, apiCalls(late));
}
