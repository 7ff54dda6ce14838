/** The API calls most suites make, as one person or none: a JSON write, a read, a published story. */
import type { Api } from "../../src/server/api/app.ts";
import { insertUser, jsonRequest } from "./test-app.ts";

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
