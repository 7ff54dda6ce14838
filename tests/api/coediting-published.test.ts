/**
 * A published story edited live by two co-authors (decision 018), with the real socket.io client
 * against the real server and database: its update (PUT) is a live save as a draft's autosave is, so
 * one rendered from an older shared state, landing after a newer one, keeps the newer words, title
 * and address instead of taking them back (or failing on the version the other moved on).
 */
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { eq } from "drizzle-orm";
import { posts, postSlugs } from "../../src/server/db/schema/index.ts";
import { createApi } from "../../src/server/api/app.ts";
import { coeditClient, joinAsBrowser as join, untilDoc as until, type CoeditClient } from "../support/coedit-client.ts";
import { coauthorCalls } from "../support/coauthors.ts";
import { insertUser, jsonRequest } from "../support/test-app.ts";
import { realtimeSuite } from "../support/realtime-suite.ts";

const rt = realtimeSuite();

const calls = coauthorCalls(
  () => createApi(rt.app),
  () => rt.app,
);
const editor = (token: string) => coeditClient(rt.url, token, {}, rt.open);
const title = (e: CoeditClient) => e.doc.getText("title").toJSON();
const stored = async (postId: string) =>
  (await rt.app.database.db.select().from(posts).where(eq(posts.id, postId)))[0]!;

type Answer = { status: number; post: { title: string; content: string; slug: string; version: number } | null };
async function update(token: string, postId: string, body: Record<string, unknown>): Promise<Answer> {
  const res = await createApi(rt.app).request(`/api/post/${postId}`, jsonRequest("PUT", body, token));
  const json = (await res.json()) as { data?: { post: NonNullable<Answer["post"]> } };
  return { status: res.status, post: json.data?.post ?? null };
}
/** A tab's update of the published story from its shared document, as the editor makes it. */
const liveUpdate = (e: CoeditClient, baseVersion: number, sv = Y.encodeStateVector(e.doc)) => ({
  baseVersion,
  title: title(e),
  subtitle: e.doc.getText("subtitle").toJSON(),
  content: e.text(),
  live: true,
  stateVector: Buffer.from(sv).toString("base64"),
  sharedTitles: true,
});

/** A story two people wrote and published, open live in an editor of each (the owner's seeded it). */
async function openTogether() {
  const owner = await insertUser(rt.app);
  const co = await insertUser(rt.app);
  const post = await calls.coWritten(owner, co, "Written together", "Body.");
  const a = await editor(owner.token);
  const b = await editor(co.token);
  await join(a, post._id);
  const seed = new Y.Doc();
  seed.getText("t").insert(0, "Body.");
  const ack = await a.send(post._id, Y.encodeStateAsUpdate(seed), "coedit:seed");
  if (!ack.ok || !ack.stored) throw new Error("not seeded");
  Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(seed), "remote");
  Y.applyUpdate(a.doc, new Uint8Array(ack.update!), "remote");
  await join(b, post._id);
  expect([b.text(), title(b)]).toEqual(["Body.", "Written together"]);
  return { owner, co, post, a, b };
}

describe("a published story's update from the shared document", () => {
  it("an update from an older state, landing after a newer one, keeps the newer words", async () => {
    const { owner, co, post, a, b } = await openTogether();
    // The co-author's tab as it was before hearing the owner's last words (its update lands last).
    await a.type(post._id, 5, " Owner's words.");
    await until(b, () => b.text() === "Body. Owner's words.");
    const stale = { content: b.text(), sv: Y.encodeStateVector(b.doc) };
    await a.type(post._id, a.text().length, " More.");
    const all = "Body. Owner's words. More.";
    await until(b, () => b.text() === all);

    const newer = await update(owner.token, post._id, liveUpdate(a, post.version));
    expect(newer).toMatchObject({ status: 200, post: { content: all, version: post.version + 1 } });
    // Its base version is the one the owner's update moved on from: no conflict, and no step back.
    const late = await update(co.token, post._id, { ...liveUpdate(b, post.version, stale.sv), content: stale.content });
    expect(late).toMatchObject({ status: 200, post: { content: all, version: post.version + 1 } });
    expect((await stored(post._id)).content).toBe(all);

    // A newer state's update goes, over the owner's live one.
    await b.type(post._id, all.length, " Co's words.");
    const next = await update(co.token, post._id, liveUpdate(b, post.version));
    expect(next).toMatchObject({ status: 200, post: { content: `${all} Co's words.`, version: post.version + 2 } });
  });

  it("the owner's update from an older state keeps the newer title and the story's address", async () => {
    const { owner, co, post, a, b } = await openTogether();
    await a.type(post._id, title(a).length, " now", "title");
    await until(b, () => title(b) === "Written together now");
    const stale = { title: title(a), sv: Y.encodeStateVector(a.doc) };
    await b.type(post._id, title(b).length, "!", "title");
    await until(a, () => title(a) === "Written together now!");

    // The co-author's update takes the title (a co-author's new title keeps the address).
    const newer = await update(co.token, post._id, liveUpdate(b, post.version));
    expect(newer).toMatchObject({ status: 200, post: { title: "Written together now!", slug: post.slug } });
    // The owner's, rendered before the "!" reached it, neither takes the title back nor moves the address.
    const late = await update(owner.token, post._id, { ...liveUpdate(a, post.version, stale.sv), title: stale.title });
    expect(late).toMatchObject({ status: 200, post: { title: "Written together now!", slug: post.slug } });
    expect(await stored(post._id)).toMatchObject({ title: "Written together now!", slug: post.slug });
    expect(await rt.app.database.db.$count(postSlugs, eq(postSlugs.postId, post._id))).toBe(0);
  });

  it("an update that is not live still answers 409 over a version it did not have", async () => {
    const { owner, co, post, a } = await openTogether();
    expect((await update(owner.token, post._id, liveUpdate(a, post.version))).status).toBe(200);
    const { live: _live, stateVector: _sv, sharedTitles: _shared, ...plain } = liveUpdate(a, post.version);
    expect((await update(co.token, post._id, { ...plain, content: "Over it." })).status).toBe(409);
    expect((await stored(post._id)).content).toBe("Body.");
  });
});
