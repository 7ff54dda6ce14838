/**
 * Every write endpoint of the API, fed generated hostile input (fast-check): wrong types, missing and
 * extra fields, huge and odd strings, nested junk, prototype keys, bad ids in the path, signed in and
 * not. Whatever comes in, the answer is never a 5xx, and every refusal is the contract's envelope.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
let token: string;
let postId: string;
let otherUserId: string;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  ({ token } = await insertUser(app));
  otherUserId = (await insertUser(app)).user.id;
  const res = await api.request("/api/post/create", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: "Fuzzed", content: "Target of the fuzzing." }),
  });
  postId = (await res.json()).data.post._id;
});
afterAll(async () => {
  await app.close();
});

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Field names the API reads somewhere: generated bodies use them so validation is reached past the shape. */
const FIELDS = [
  "title",
  "subtitle",
  "content",
  "tags",
  "coverImage",
  "status",
  "baseVersion",
  "postId",
  "userId",
  "commentId",
  "parentId",
  "platform",
  "reason",
  "description",
  "email",
  "password",
  "firstName",
  "lastName",
  "code",
  "verificationToken",
  "credential",
  "bio",
  "avatar",
  "interests",
  "settings",
  "theme",
  "mode",
  "currentPassword",
  "newPassword",
  "ids",
  "_id",
  "__proto__",
  "constructor",
];

const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    // Control characters and what XML forbids, inside text (a NUL reached PostgreSQL: 500).
    "a\u0000b",
    "Word\u000bbreak",
    "bell\u0007 and C1\u0085",
    "half \ud800 pair",
    "not\uffff a character",
    "null",
    "undefined",
    "NaN",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "%E0%A4%A",
    "'; drop table users; --",
    "\u202e\u0301",
    "x".repeat(70_000),
  ),
  fc.uuid(),
);
const junk = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    oddString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie("value"), { maxKeys: 4 }),
  ),
})).value;
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), junk, { maxKeys: 8 }),
  junk,
  fc.constantFrom("{", "[1,", '{"a":', "\u0000", "[".repeat(10_000) + "]".repeat(10_000)),
);

describe("fuzzing every write endpoint", () => {
  it("never answers 5xx, and refuses in the contract's envelope", async () => {
    const routes = [...new Set(api.routes.filter((r) => WRITES.has(r.method)).map((r) => `${r.method} ${r.path}`))];
    expect(routes.length).toBeGreaterThan(20);
    const pathValue = fc.oneof(fc.constant(postId), fc.constant(otherUserId), fc.uuid(), oddString);
    const statuses = new Map<number, number>();
    let requests = 0;
    for (const route of routes) {
      const [method, pattern] = route.split(" ") as [string, string];
      // A person of its own per endpoint: logging out or changing a password ends the token.
      const { token } = await insertUser(app);
      await fc.assert(
        fc.asyncProperty(body, pathValue, fc.boolean(), async (input, param, signedIn) => {
          const path = pattern
            .replace(/:[a-zA-Z]+/g, encodeURIComponent(param))
            .replace("*", encodeURIComponent(param));
          const text = typeof input === "string" && !input.startsWith('"') ? input : JSON.stringify(input);
          const res = await api.request(path, {
            method,
            headers: {
              "content-type": "application/json",
              ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
            },
            body: text,
          });
          requests++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, `${route} with ${text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) {
            const answer = await res.json();
            expect(answer, route).toMatchObject({ success: false, message: expect.any(String) });
            expect(Array.isArray(answer.errors), route).toBe(true);
            expect(JSON.stringify(answer)).not.toMatch(/\bat .+\.ts:\d+/);
          }
        }),
        { numRuns: 80, seed: 20261123 },
      );
    }
    console.log(
      `Fuzzing: ${routes.length} write endpoints, ${requests} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, no 5xx`,
    );
  }, 240_000);
});
