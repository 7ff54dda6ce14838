/**
 * The title and subtitle in a story's shared document (decision 018), with the real socket.io client
 * against the real server and database: put in from the story once (beside the first content, or into
 * a document stored before titles were shared), merged when two co-authors type into them at once,
 * and the stored story's title following the shared document as its Markdown does.
 */
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { eq } from "drizzle-orm";
import { coeditUpdates, posts } from "../../src/server/db/schema/index.ts";
import { createApi } from "../../src/server/api/app.ts";
import { coeditClient, joinAsBrowser as join, untilDoc as until, type CoeditClient } from "../support/coedit-client.ts";
import { coauthorCalls } from "../support/coauthors.ts";
import { insertUser, jsonRequest } from "../support/test-app.ts";
import { realtimeSuite } from "../support/realtime-suite.ts";

const rt = realtimeSuite();

const { draft, coauthor } = coauthorCalls(
  () => createApi(rt.app),
  () => rt.app,
);
const editor = (token: string) => coeditClient(rt.url, token, {}, rt.open);
const title = (e: CoeditClient) => e.doc.getText("title").toJSON();
const subtitle = (e: CoeditClient) => e.doc.getText("subtitle").toJSON();
const stored = async (postId: string) =>
  (await rt.app.database.db.select().from(posts).where(eq(posts.id, postId)))[0]!;

/** The body's first content, as the first page to open the story sends it. */
function bodySeed(text: string) {
  const d = new Y.Doc();
  d.getText("t").insert(0, text);
  return Y.encodeStateAsUpdate(d);
}
async function save(token: string, body: Record<string, unknown>) {
  const res = await createApi(rt.app).request("/api/post/draft", jsonRequest("POST", body, token));
  const json = (await res.json()) as { data?: { post: { title: string; subtitle: string | null; version: number } } };
  return { status: res.status, post: json.data?.post ?? null };
}
/** A live save of the tab's shared document, as the editor makes it. */
const liveSave = (e: CoeditClient, postId: string, baseVersion: number, sv = Y.encodeStateVector(e.doc)) => ({
  _id: postId,
  baseVersion,
  title: title(e),
  subtitle: subtitle(e),
  content: e.text(),
  live: true,
  stateVector: Buffer.from(sv).toString("base64"),
  sharedTitles: true,
});

describe("the title and subtitle in the shared document", () => {
  it("the first to open a story puts them in from the story, once, beside the body", async () => {
    const owner = await insertUser(rt.app);
    const post = await draft(owner, "From the story", "");
    await rt.app.database.db.update(posts).set({ subtitle: "And its subtitle" }).where(eq(posts.id, post._id));
    const a = await editor(owner.token);
    const b = await editor(owner.token);
    expect((await join(a, post._id)).empty).toBe(true);
    const seed = bodySeed("Body.");
    const ack = await a.send(post._id, seed, "coedit:seed");
    if (!ack.ok || !ack.stored) throw new Error("not seeded");
    Y.applyUpdate(a.doc, seed, "remote");
    // The seeder hears the title and subtitle in the ack.
    Y.applyUpdate(a.doc, new Uint8Array(ack.update!), "remote");
    expect([title(a), subtitle(a)]).toEqual(["From the story", "And its subtitle"]);
    // The next to open finds them there, once.
    await join(b, post._id);
    expect([title(b), subtitle(b), b.text()]).toEqual(["From the story", "And its subtitle", "Body."]);
    expect(await rt.app.database.db.$count(coeditUpdates, eq(coeditUpdates.postId, post._id))).toBe(2);
  });

  it("a document stored before titles were shared gets them from the story once, however many open it at once", async () => {
    const owner = await insertUser(rt.app);
    const post = await draft(owner, "Older document", "");
    const before = await editor(owner.token);
    await before.join(post._id); // a page from before titles were shared
    await before.type(post._id, 0, "Typed before.");
    const heard = until(before, () => before.doc.getText("title").toJSON() === "Older document");
    const [b, c] = await Promise.all([editor(owner.token), editor(owner.token)]);
    const answers = await Promise.all([join(b, post._id), join(c, post._id)]);
    for (const e of [b, c]) expect([title(e), e.text()]).toEqual(["Older document", "Typed before."]);
    // Each answer holds them itself: the one who came second does not depend on the relay of the
    // first one's titles reaching it before its answer (under load it did not).
    for (const answer of answers) {
      const alone = new Y.Doc();
      if (answer.ok) Y.applyUpdate(alone, new Uint8Array(answer.update));
      expect(alone.getText("title").toJSON()).toBe("Older document");
    }
    // Relayed to who was there already.
    await heard;
    // And not again: a later join adds nothing.
    const rows = await rt.app.database.db.$count(coeditUpdates, eq(coeditUpdates.postId, post._id));
    const d = await editor(owner.token);
    await join(d, post._id);
    expect(title(d)).toBe("Older document");
    expect(await rt.app.database.db.$count(coeditUpdates, eq(coeditUpdates.postId, post._id))).toBe(rows);
  });

  it("two co-authors typing into the title at once both keep their words, and the stored title follows", async () => {
    const owner = await insertUser(rt.app);
    const post = await draft(owner, "Middle", "");
    const co = await coauthor(owner, post._id);
    const a = await editor(owner.token);
    const b = await editor(co.token);
    await join(a, post._id);
    const seed = bodySeed("Body.");
    const ack = await a.send(post._id, seed, "coedit:seed");
    if (!ack.ok || !ack.stored) throw new Error("not seeded");
    Y.applyUpdate(a.doc, seed, "remote");
    Y.applyUpdate(a.doc, new Uint8Array(ack.update!), "remote");
    await join(b, post._id);
    expect([title(a), title(b)]).toEqual(["Middle", "Middle"]);

    // Both type before hearing the other: each change goes into the Y.Text at once, then is sent.
    const typing = [a.type(post._id, 0, "Alpha ", "title"), b.type(post._id, "Middle".length, " beta", "title")];
    // The co-author's tab as it was before hearing the owner's words (its save will land last).
    const stale = { title: title(b), sv: Y.encodeStateVector(b.doc) };
    expect(stale.title).toBe("Middle beta");
    expect((await Promise.all(typing)).every((r) => r.ok)).toBe(true);
    const both = "Alpha Middle beta";
    await Promise.all([until(a, () => title(a) === both), until(b, () => title(b) === both)]);

    // The owner saves the merged title; the co-author's older save, landing after, does not take it back.
    const merged = await save(owner.token, liveSave(a, post._id, post.version));
    expect(merged).toMatchObject({ status: 200, post: { title: both } });
    const late = await save(co.token, { ...liveSave(b, post._id, post.version, stale.sv), title: stale.title });
    expect(late).toMatchObject({ status: 200, post: { title: both, version: merged.post!.version } });
    expect((await stored(post._id)).title).toBe(both);

    // The subtitle follows the same way, and a newer state's title goes.
    await b.type(post._id, 0, "Sub", "subtitle");
    await until(a, () => subtitle(a) === "Sub");
    await a.type(post._id, title(a).length, "!", "title");
    await until(b, () => title(b) === `${both}!`);
    const next = await save(co.token, liveSave(b, post._id, merged.post!.version));
    expect(next.post).toMatchObject({ title: `${both}!`, subtitle: "Sub" });
    expect(await stored(post._id)).toMatchObject({ title: `${both}!`, subtitle: "Sub" });
  });
});
