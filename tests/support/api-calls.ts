/** The API calls most suites make, as one person or none: a JSON write, a read, a published story. */
import { afterAll, beforeAll } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser, jsonRequest, type Person } from "./test-app.ts";

export type { Person };

/**
 * `api`: the suite's Api, or a function answering it (for one made in `beforeAll`). `as`: who calls
 * when a call names no one (undefined); `null` is always no one (signed out).
 */
export function apiCalls(api: Api | (() => Api), as: () => Person | null | undefined = () => undefined) {
  const the = () => (typeof api === "function" ? api() : api);
  const send = async (method: string, path: string, body: unknown, who: Person | null | undefined = as()) =>
    the().request(`/api${path}`, jsonRequest(method, body, who?.token));
  const get = async (path: string, who: Person | null | undefined = as()) =>
    the().request(`/api${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  /** A read's JSON body. */
  const read = async (path: string, who: Person | null | undefined = as()) => (await get(path, who)).json();
  const publish = async (who: Person, title = "A story") =>
    (await (await send("POST", "/post/create", { title, content: "Words." }, who)).json()).data.post as {
      _id: string;
      slug: string;
    };
  return { send, get, read, publish };
}

/** A running server's address as an `Api` for `apiCalls`: the same calls over real HTTP. */
export function overHttp(url: () => string): Api {
  return { request: (path: string, init?: RequestInit) => fetch(`${url()}${path}`, init) } as Api;
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
