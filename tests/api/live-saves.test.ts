/**
 * Live saves carry the state of the shared document their Markdown was rendered from (decision 018):
 * a save from an older state, landing after a newer one, must not take the story's text back; saves
 * from concurrent states both go (the next save holds both). Real API, real database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../src/server/context.ts";
import { coeditSaves, posts } from "../../src/server/db/schema/index.ts";
import { createApi } from "../../src/server/api/app.ts";
import { createTestContext, insertDraft, insertUser, jsonRequest } from "../support/test-app.ts";

let app: AppContext;
beforeAll(async () => {
  app = await createTestContext();
});
afterAll(async () => {
  await app.close();
});

const story = (authorId: string) => insertDraft(app, authorId);
type Saved = { status: number; post: { version: number; content: string; title: string } | null; field?: string };
async function save(token: string, body: Record<string, unknown>): Promise<Saved> {
  const res = await createApi(app).request("/api/post/draft", jsonRequest("POST", body, token));
  const json = (await res.json()) as { data?: { post: Saved["post"] }; errors?: { field?: string }[] };
  return { status: res.status, post: json.data?.post ?? null, field: json.errors?.[0]?.field };
}
const stored = async (postId: string) => (await app.database.db.select().from(posts).where(eq(posts.id, postId)))[0]!;
/** The state vector of a tab's shared document, as the editor sends it. */
const stateOf = (doc: Y.Doc) => Buffer.from(Y.encodeStateVector(doc)).toString("base64");
/** A tab's copy of the shared document, holding what `from` holds. */
function tab(from?: Y.Doc) {
  const doc = new Y.Doc();
  if (from) Y.applyUpdate(doc, Y.encodeStateAsUpdate(from));
  return doc;
}
const text = (doc: Y.Doc) => doc.getText("t").toJSON();

describe("a live save carries the shared state its Markdown came from", () => {
  it("an older state's save, landing after a newer one, keeps the newer text", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const guest = tab();
    guest.getText("t").insert(0, "Owner's words.");
    // The owner's tab heard the words so far; the guest types on and saves first.
    const ownerTab = tab(guest);
    guest.getText("t").insert(14, " And the guest's.");
    const newer = await save(owner.token, {
      _id: postId,
      baseVersion: 1,
      content: text(guest),
      live: true,
      stateVector: stateOf(guest),
    });
    expect(newer.status).toBe(200);
    // The owner's save, rendered before the guest's last words reached it, lands after.
    const older = await save(owner.token, {
      _id: postId,
      baseVersion: 1,
      content: text(ownerTab),
      live: true,
      stateVector: stateOf(ownerTab),
    });
    // No conflict for the tab, and the story as it is: the newer text, no new version.
    expect(older.status).toBe(200);
    expect(older.post).toMatchObject({ content: "Owner's words. And the guest's.", version: newer.post!.version });
    expect((await stored(postId)).content).toBe("Owner's words. And the guest's.");
    // Once the owner's tab has heard the rest, its save (the same state) changes nothing either.
    Y.applyUpdate(ownerTab, Y.encodeStateAsUpdate(guest));
    const same = await save(owner.token, {
      _id: postId,
      baseVersion: older.post!.version,
      content: text(ownerTab),
      live: true,
      stateVector: stateOf(ownerTab),
    });
    expect(same.post).toMatchObject({ content: "Owner's words. And the guest's.", version: newer.post!.version });
  });

  it("an older state's save still saves its other fields, and keeps the text", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const a = tab();
    a.getText("t").insert(0, "one");
    const b = tab(a);
    a.getText("t").insert(3, " two");
    const body = (doc: Y.Doc, title: string) => ({
      _id: postId,
      baseVersion: 1,
      title,
      content: text(doc),
      live: true,
      stateVector: stateOf(doc),
    });
    expect((await save(owner.token, body(a, "Shared"))).status).toBe(200);
    const renamed = await save(owner.token, body(b, "Renamed"));
    expect(renamed.post).toMatchObject({ title: "Renamed", content: "one two" });
    // The stored text is still that of a's state: b's older state still does not replace it.
    const [row] = await app.database.db.select().from(coeditSaves).where(eq(coeditSaves.postId, postId));
    expect(Y.decodeStateVector(row!.stateVector!)).toEqual(Y.decodeStateVector(Y.encodeStateVector(a)));
    expect((await save(owner.token, body(b, "Renamed"))).post!.content).toBe("one two");
  });

  it("saves from concurrent states both go, and the next save holds both", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const base = tab();
    base.getText("t").insert(0, "Start.");
    const a = tab(base);
    const b = tab(base);
    a.getText("t").insert(0, "alpha ");
    b.getText("t").insert(6, " beta");
    const live = (doc: Y.Doc, baseVersion: number) =>
      save(owner.token, { _id: postId, baseVersion, content: text(doc), live: true, stateVector: stateOf(doc) });
    const first = await live(a, 1);
    expect(first.post!.content).toBe("alpha Start.");
    const second = await live(b, 1);
    expect(second.post!.content).toBe("Start. beta");
    expect(second.post!.version).toBe(first.post!.version + 1);
    // Each hears the other: either one's next save holds both, and an older one cannot undo it.
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    const both = await live(a, first.post!.version);
    expect(both.post!.content).toBe("alpha Start. beta");
    expect((await live(b, second.post!.version)).post!.content).toBe("alpha Start. beta");
    expect((await stored(postId)).content).toBe("alpha Start. beta");
  });

  it("two tabs saving at once: neither is a conflict, and the newer text is the one kept", async () => {
    const owner = await insertUser(app);
    for (let round = 0; round < 3; round++) {
      const postId = await story(owner.user.id);
      const older = tab();
      older.getText("t").insert(0, "Owner's words.");
      const newer = tab(older);
      newer.getText("t").insert(14, " And the guest's.");
      const results = await Promise.all(
        [newer, older].map((doc) =>
          save(owner.token, { _id: postId, baseVersion: 1, content: text(doc), live: true, stateVector: stateOf(doc) }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect((await stored(postId)).content).toBe("Owner's words. And the guest's.");
    }
  });

  it("a save outside the room still sets the text, and a live one from before it is the 409 it was", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const doc = tab();
    doc.getText("t").insert(0, "live");
    const first = await save(owner.token, {
      _id: postId,
      baseVersion: 1,
      content: "live",
      live: true,
      stateVector: stateOf(doc),
    });
    const phone = await save(owner.token, { _id: postId, baseVersion: first.post!.version, content: "phone" });
    expect(phone.status).toBe(200);
    const late = await save(owner.token, {
      _id: postId,
      baseVersion: first.post!.version,
      content: "live",
      live: true,
      stateVector: stateOf(doc),
    });
    expect(late.status).toBe(409);
    // From the phone's version, the shared text (now holding the phone's) goes, whatever its state.
    const next = await save(owner.token, {
      _id: postId,
      baseVersion: phone.post!.version,
      content: "phone, live",
      live: true,
      stateVector: stateOf(doc),
    });
    expect(next.post!.content).toBe("phone, live");
  });

  it("answers a malformed or oversized state vector with a 400 at its field and saves nothing", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    for (const stateVector of ["not base64!", Buffer.from([0x80]).toString("base64"), "A".repeat(20_000)]) {
      const res = await save(owner.token, { _id: postId, baseVersion: 1, content: "x", live: true, stateVector });
      expect(res).toMatchObject({ status: 400, field: "stateVector" });
    }
    expect(await stored(postId)).toMatchObject({ content: "", version: 1 });
  });
});
