/**
 * Moderation: roles (a matrix of each role against each action), the report queue grouped by story,
 * hiding and restoring a story, dismissing reports, removing a comment, suspending a person, granting
 * and revoking moderator, the log, and who is told. Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser, jsonRequest, TEST_PASSWORD, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";
import { startSmtp, decodedMail } from "../support/smtp.ts";
import { pngWithMetadata } from "../support/images.ts";

let app: AppContext;
let api: Api;
type Role = "member" | "moderator" | "admin";
let admin: Person;
let moderator: Person;
let member: Person;
let writer: Person;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off", SMTP_URL: smtp.url }));
  admin = await insertUser(app, { firstName: "Adele", role: "admin" });
  moderator = await insertUser(app, { firstName: "Moe", role: "moderator" });
  member = await insertUser(app, { firstName: "Mia" });
  writer = await insertUser(app, { firstName: "Wes" });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const { send, get } = apiCalls(() => api);
async function publish(title = "A story", who: Person = writer) {
  const res = await send("POST", "/post/create", { title: `${title} ${Date.now()}`, content: "Words." }, who);
  expect(res.status).toBe(201);
  return (await res.json()).data.post as { _id: string; slug: string; title: string };
}
async function report(postId: string, who: Person, reason = "spam", description = "") {
  expect((await send("POST", `/post-report/${postId}`, { reason, description }, who)).status).toBe(201);
}
async function comment(postId: string, who: Person, content = "A comment") {
  const res = await send("POST", "/post/comments/create", { postId, content }, who);
  expect(res.status).toBe(201);
  return (await res.json()).data.comment as { _id: string };
}
const postStatus = async (postId: string) =>
  (await app.database.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.id, postId) }))?.status;
const userRow = async (id: string) => app.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
const notices = async (who: Person) =>
  (
    (await (await get("/user/notifications", who)).json()).data.notifications as { message: string; actor?: unknown }[]
  ).map((n) => n.message);

describe("who may moderate: each role against each action", () => {
  interface Case {
    /** Sets up a fresh target; answers the call and how to see whether it took effect. */
    prepare: () => Promise<{ method: string; path: string; body?: unknown; took: () => Promise<boolean> }>;
    allowed: Role[];
  }
  const everyStaff: Role[] = ["moderator", "admin"];
  const cases: Record<string, Case> = {
    "list the queue": {
      allowed: everyStaff,
      prepare: () => Promise.resolve({ method: "GET", path: "/moderation/reports", took: () => Promise.resolve(true) }),
    },
    "read the log": {
      allowed: everyStaff,
      prepare: () => Promise.resolve({ method: "GET", path: "/moderation/log", took: () => Promise.resolve(true) }),
    },
    "dismiss reports": {
      allowed: everyStaff,
      prepare: async () => {
        const post = await publish();
        await report(post._id, member);
        return {
          method: "POST",
          path: `/moderation/posts/${post._id}/dismiss`,
          body: {},
          took: async () =>
            (await app.database.db.query.reports.findFirst({ where: (r, { eq }) => eq(r.postId, post._id) }))
              ?.status === "closed",
        };
      },
    },
    "hide a story": {
      allowed: everyStaff,
      prepare: async () => {
        const post = await publish();
        return {
          method: "POST",
          path: `/moderation/posts/${post._id}/hide`,
          body: { reason: "Spam links" },
          took: async () => (await postStatus(post._id)) === "hidden",
        };
      },
    },
    "restore a story": {
      allowed: everyStaff,
      prepare: async () => {
        const post = await publish();
        await app.services.moderation.hide(admin.user, post._id, "Spam links");
        return {
          method: "POST",
          path: `/moderation/posts/${post._id}/restore`,
          body: { reason: "Reviewed again" },
          took: async () => (await postStatus(post._id)) === "published",
        };
      },
    },
    "remove a comment": {
      allowed: everyStaff,
      prepare: async () => {
        const post = await publish();
        const c = await comment(post._id, member);
        return {
          method: "POST",
          path: `/moderation/comments/${c._id}/remove`,
          body: { reason: "Insults" },
          took: async () =>
            (await app.database.db.query.comments.findFirst({ where: (r, { eq }) => eq(r.id, c._id) })) === undefined,
        };
      },
    },
    "suspend a member": {
      allowed: everyStaff,
      prepare: async () => {
        const target = await insertUser(app, { firstName: "Target" });
        return {
          method: "POST",
          path: `/moderation/users/${target.user.id}/suspend`,
          body: { reason: "Spam", days: 3 },
          took: async () => (await userRow(target.user.id))?.suspendedUntil != null,
        };
      },
    },
    "lift a suspension": {
      allowed: everyStaff,
      prepare: async () => {
        const target = await insertUser(app, {
          firstName: "Target",
          suspendedUntil: new Date(Date.now() + 86_400_000),
        });
        return {
          method: "POST",
          path: `/moderation/users/${target.user.id}/unsuspend`,
          body: { reason: "Appeal accepted" },
          took: async () => (await userRow(target.user.id))?.suspendedUntil == null,
        };
      },
    },
    "list the staff": {
      allowed: ["admin"],
      prepare: () => Promise.resolve({ method: "GET", path: "/moderation/staff", took: () => Promise.resolve(true) }),
    },
    "grant moderator": {
      allowed: ["admin"],
      prepare: async () => {
        const target = await insertUser(app, { firstName: "Target" });
        return {
          method: "PUT",
          path: `/moderation/users/${target.user.id}/role`,
          body: { role: "moderator" },
          took: async () => (await userRow(target.user.id))?.role === "moderator",
        };
      },
    },
  };
  const callers: [string, () => Person | null, Role | null][] = [
    ["a visitor", () => null, null],
    ["a member", () => member, "member"],
    ["a moderator", () => moderator, "moderator"],
    ["an admin", () => admin, "admin"],
  ];
  for (const [action, c] of Object.entries(cases)) {
    for (const [label, who, role] of callers) {
      const allowed = role !== null && c.allowed.includes(role);
      it(`${label} ${allowed ? "may" : "may not"} ${action}`, async () => {
        const call = await c.prepare();
        const res =
          call.method === "GET" ? await get(call.path, who()) : await send(call.method, call.path, call.body, who());
        const expected = allowed ? 200 : role === null ? 401 : 403;
        expect(res.status).toBe(expected);
        if (!allowed) {
          expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
        }
        // Refused changes nothing; allowed does what it says.
        if (call.method !== "GET") expect(await call.took()).toBe(allowed);
      });
    }
  }
});

describe("rank on what people wrote", () => {
  it("lets a moderator act on a member's story and comment, not on an admin's or another moderator's", async () => {
    const otherModerator = await insertUser(app, { firstName: "Mo2", role: "moderator" });
    for (const author of [admin, otherModerator]) {
      const post = await publish("Staff story", author);
      const hide = await send("POST", `/moderation/posts/${post._id}/hide`, { reason: "Mine now" }, moderator);
      expect(hide.status).toBe(403);
      expect((await hide.json()).message).toBe(
        "Only someone of a higher rank can act on what a moderator or admin wrote",
      );
      expect(await postStatus(post._id)).toBe("published");
      const said = await comment(post._id, author, "Staff comment");
      const removed = await send("POST", `/moderation/comments/${said._id}/remove`, { reason: "Gone" }, moderator);
      expect(removed.status).toBe(403);
      expect((await (await get(`/post/comments?postId=${post._id}`, null)).json()).data.comments).toHaveLength(1);
    }
    // An admin may act on a moderator's story; hidden by an admin, a moderator cannot restore it.
    const post = await publish("A moderator's story", otherModerator);
    expect((await send("POST", `/moderation/posts/${post._id}/hide`, { reason: "Off topic" }, admin)).status).toBe(200);
    expect((await send("POST", `/moderation/posts/${post._id}/restore`, { reason: "Fine" }, moderator)).status).toBe(
      403,
    );
    expect(await postStatus(post._id)).toBe("hidden");
  });
});

describe("the report queue", () => {
  it("groups open reports by story, most reported first, and hiding takes the story down and tells everyone", async () => {
    const quiet = await publish("Once reported");
    const loud = await publish("Twice reported");
    await report(quiet._id, member, "spam");
    const other = await insertUser(app, { firstName: "Olga" });
    await report(loud._id, member, "harassment", "Insults in the second paragraph");
    await report(loud._id, other, "hate");

    const queue = (await (await get("/moderation/reports?limit=50", moderator)).json()).data;
    const ids = queue.stories.map((s: { post: { _id: string } }) => s.post._id);
    expect(ids.indexOf(loud._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(loud._id)).toBeLessThan(ids.indexOf(quiet._id));
    const group = queue.stories.find((s: { post: { _id: string } }) => s.post._id === loud._id);
    expect(group.post).toMatchObject({ title: loud.title, status: "published", author: { _id: writer.user.id } });
    expect(group.reports.map((r: { reason: string }) => r.reason)).toEqual(["harassment", "hate"]);
    expect(group.reports[0]).toMatchObject({
      description: "Insults in the second paragraph",
      reporter: { _id: member.user.id },
    });

    const hide = await send(
      "POST",
      `/moderation/posts/${loud._id}/hide`,
      { reason: "Harassment of a named person" },
      moderator,
    );
    expect(await hide.json()).toMatchObject({ success: true, message: "Story hidden: its author was told why" });
    // Gone for readers everywhere: its page, the lists, search.
    expect((await get(`/post/${loud.slug}`, null)).status).toBe(404);
    expect((await get(`/post/${loud.slug}`, member)).status).toBe(404);
    const latest = (await (await get("/post?limit=50", null)).json()).data.posts.map((p: { _id: string }) => p._id);
    expect(latest).not.toContain(loud._id);
    // Its author still has it, and cannot put it back up.
    const own = await (await get(`/post/${loud.slug}`, writer)).json();
    expect(own.data.post.status).toBe("hidden");
    const republish = await send("PUT", `/post/${loud._id}`, { status: "published" }, writer);
    expect(republish.status).toBe(403);
    expect((await republish.json()).message).toBe("A moderator hid this story: it cannot be published again");
    expect(await postStatus(loud._id)).toBe("hidden");
    // The author hears why; the reporters hear the outcome; none of them hears who.
    await app.services.notifications.drain();
    expect(await notices(writer)).toContain(
      `A moderator hid your story “${loud.title}”. Why: Harassment of a named person`,
    );
    for (const reporter of [member, other])
      expect(await notices(reporter)).toContain(
        `Your report about “${loud.title}” was reviewed: the story was taken down`,
      );
    // It left the queue; the other story did not.
    const after = (await (await get("/moderation/reports?limit=50", admin)).json()).data.stories.map(
      (s: { post: { _id: string } }) => s.post._id,
    );
    expect(after).not.toContain(loud._id);
    expect(after).toContain(quiet._id);
    // The log says who, what, when and why.
    const log = (await (await get("/moderation/log?limit=50", admin)).json()).data.entries;
    expect(log.find((e: { post?: { _id: string } }) => e.post?._id === loud._id)).toMatchObject({
      action: "hide",
      moderator: { _id: moderator.user.id },
      targetUser: { _id: writer.user.id },
      subject: loud.title,
      reason: "Harassment of a named person",
      createdAt: expect.any(String),
    });

    // Still hidden: the log offers to show it again (and no longer once it is back).
    expect(log.find((e: { post?: { _id: string } }) => e.post?._id === loud._id).undo).toBe("restore");
    // Restoring puts it back and tells the author.
    const restore = await send("POST", `/moderation/posts/${loud._id}/restore`, { reason: "Edited since" }, admin);
    expect(restore.status).toBe(200);
    expect((await get(`/post/${loud.slug}`, null)).status).toBe(200);
    expect(await notices(writer)).toContain(`Your story “${loud.title}” is visible again. Why: Edited since`);
    const later = (await (await get("/moderation/log?limit=50", admin)).json()).data.entries;
    const hid = later.find(
      (e: { action: string; post?: { _id: string } }) => e.action === "hide" && e.post?._id === loud._id,
    );
    expect(hid.undo).toBeUndefined();
  });

  it("dismissing keeps the story, closes its reports and tells the reporters", async () => {
    const post = await publish("Harmless");
    await report(post._id, member, "other", "I just disagree");
    const res = await send(
      "POST",
      `/moderation/posts/${post._id}/dismiss`,
      { reason: "Disagreement is allowed" },
      moderator,
    );
    expect(await res.json()).toMatchObject({ success: true, message: "Reports dismissed: the story stays" });
    expect(await postStatus(post._id)).toBe("published");
    expect(await notices(member)).toContain(
      `Your report about “${post.title}” was reviewed: it does not break the rules, so the story stays`,
    );
    // Nothing left to dismiss, and the reporter may report it again.
    const again = await send("POST", `/moderation/posts/${post._id}/dismiss`, {}, moderator);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("This story has no open reports");
    await report(post._id, member, "spam");
  });

  it("removes a comment with its replies, moves the count, and tells its writer why", async () => {
    const post = await publish("Commented");
    const rude = await comment(post._id, member, "Something rude");
    await send("POST", "/post/comments/create", { postId: post._id, content: "A reply", parentId: rude._id }, writer);
    const kind = await comment(post._id, writer, "Something kind");
    const res = await send(
      "POST",
      `/moderation/comments/${rude._id}/remove`,
      { reason: "Insults are not allowed" },
      moderator,
    );
    expect(await res.json()).toMatchObject({ success: true, message: "Comment removed" });
    const left = (await (await get(`/post/comments?postId=${post._id}`, null)).json()).data.comments;
    expect(left.map((c: { _id: string }) => c._id)).toEqual([kind._id]);
    expect((await (await get(`/post/${post.slug}`, null)).json()).data.post.stats.totalComments).toBe(1);
    expect(await notices(member)).toContain(
      `A moderator removed your comment on “${post.title}”. Why: Insults are not allowed`,
    );
    const log = (await (await get("/moderation/log?limit=50", admin)).json()).data.entries;
    expect(log[0]).toMatchObject({
      action: "remove-comment",
      subject: "Something rude",
      targetUser: { _id: member.user.id },
    });
    // Gone is gone.
    expect((await send("POST", `/moderation/comments/${rude._id}/remove`, { reason: "Again" }, moderator)).status).toBe(
      404,
    );
  });

  it("refuses bad input with the field named, and changes nothing", async () => {
    const post = await publish("Still up");
    const noReason = await send("POST", `/moderation/posts/${post._id}/hide`, {}, moderator);
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ errors: [{ field: "reason" }] });
    const shortReason = await send("POST", `/moderation/posts/${post._id}/hide`, { reason: "x" }, moderator);
    expect((await shortReason.json()).errors[0].message).toBe("Say why, in a few words (the person is told)");
    expect(await postStatus(post._id)).toBe("published");
    expect((await send("POST", "/moderation/posts/not-an-id/hide", { reason: "Spam links" }, moderator)).status).toBe(
      400,
    );
    const missing = await send(
      "POST",
      `/moderation/posts/${crypto.randomUUID()}/hide`,
      { reason: "Spam links" },
      moderator,
    );
    expect(missing.status).toBe(404);
    const badDays = await send(
      "POST",
      `/moderation/users/${member.user.id}/suspend`,
      { reason: "Spam", days: 0 },
      moderator,
    );
    expect(await badDays.json()).toMatchObject({ errors: [{ field: "days", message: "Suspend for at least 1 day" }] });
    const badRole = await send("PUT", `/moderation/users/${member.user.id}/role`, { role: "admin" }, admin);
    expect(await badRole.json()).toMatchObject({ errors: [{ field: "role", message: "role is moderator or member" }] });
    expect((await userRow(member.user.id))?.role).toBe("member");
    expect((await userRow(member.user.id))?.suspendedUntil).toBeNull();
  });
});

describe("suspending a person", () => {
  it("tells the person why and until when, by e-mail at once and in their notifications, and when it is lifted", async () => {
    const target = await insertUser(app, { firstName: "Tia" });
    const res = await send(
      "POST",
      `/moderation/users/${target.user.id}/suspend`,
      { reason: "Repeated spam links", days: 3 },
      moderator,
    );
    expect(res.status).toBe(200);
    const until = ((await res.json()).data as { until: string }).until;
    const end = `until ${until.slice(0, 16).replace("T", " ")} UTC`;
    const mail = await smtp.waitFor(target.user.email, (m) => m.raw.includes("suspended"));
    const text = decodedMail(mail);
    expect(text).toContain("Repeated spam links");
    expect(text).toContain(end);
    expect((await userRow(target.user.id))?.suspendedUntil).not.toBeNull();
    // Lifted: told why, by e-mail and in the notifications they can read now.
    expect(
      (await send("POST", `/moderation/users/${target.user.id}/unsuspend`, { reason: "Appeal upheld" }, admin)).status,
    ).toBe(200);
    await smtp.waitFor(target.user.email, (m) => m.raw.includes("Appeal upheld"));
    const login = await send("POST", "/user/auth/login", { email: target.user.email, password: TEST_PASSWORD }, null);
    const token = (await login.json()).data.tokens.accessToken as string;
    const told = await notices({ ...target, token });
    expect(told).toContain(`A moderator suspended your account ${end}. Why: Repeated spam links`);
    expect(told).toContain("A moderator lifted the suspension of your account. Why: Appeal upheld");
  });

  it("refuses an upload signed before the suspension", async () => {
    const target = await insertUser(app, { firstName: "Uma" });
    const png = await pngWithMetadata(40, 30);
    const qs = new URLSearchParams({ fileName: "a.png", contentType: "image/png", size: String(png.length) });
    const signed = (await (await get(`/uploads/presigned-url?${qs}`, target)).json()).data as {
      uploadUrl: string;
      fileUrl: string;
    };
    expect(
      (await send("POST", `/moderation/users/${target.user.id}/suspend`, { reason: "Spam", days: 1 }, moderator))
        .status,
    ).toBe(200);
    const put = await api.request(signed.uploadUrl, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: new Blob([new Uint8Array(png)]),
    });
    expect(put.status).toBe(403);
    expect((await api.request(signed.fileUrl)).status).not.toBe(200);
  });

  it("ends their sessions, refuses their sign-in with the date, and lifting it lets them back", async () => {
    const target = await insertUser(app, { firstName: "Sam" });
    expect((await get("/user", target)).status).toBe(200);
    const res = await send(
      "POST",
      `/moderation/users/${target.user.id}/suspend`,
      { reason: "Spam", days: 2 },
      moderator,
    );
    expect(res.status).toBe(200);
    const { until } = (await res.json()).data as { until: string };
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    // The session they had is over: they cannot write.
    expect((await get("/user", target)).status).toBe(401);
    expect((await send("POST", "/post/create", { title: "Spam", content: "Buy" }, target)).status).toBe(401);
    const login = await send("POST", "/user/auth/login", { email: target.user.email, password: TEST_PASSWORD }, null);
    expect(login.status).toBe(403);
    expect((await login.json()).message).toBe(
      `This account is suspended until ${until.slice(0, 16).replace("T", " ")} UTC`,
    );
    // A wrong password says nothing of the suspension.
    const wrong = await send("POST", "/user/auth/login", { email: target.user.email, password: "not it at all" }, null);
    expect(wrong.status).toBe(401);

    const entry = (await (await get("/moderation/log?limit=50", admin)).json()).data.entries.find(
      (e: { action: string; targetUser?: { _id: string } }) =>
        e.action === "suspend" && e.targetUser?._id === target.user.id,
    );
    expect(entry.undo).toBe("unsuspend");
    expect(
      (await send("POST", `/moderation/users/${target.user.id}/unsuspend`, { reason: "Appeal" }, admin)).status,
    ).toBe(200);
    const back = await send("POST", "/user/auth/login", { email: target.user.email, password: TEST_PASSWORD }, null);
    expect(back.status).toBe(200);
  });

  it("for good says so; nobody suspends an admin or themselves; only admins suspend a moderator", async () => {
    const target = await insertUser(app, { firstName: "Forever" });
    await send("POST", `/moderation/users/${target.user.id}/suspend`, { reason: "Repeated spam" }, admin);
    const login = await send("POST", "/user/auth/login", { email: target.user.email, password: TEST_PASSWORD }, null);
    expect((await login.json()).message).toBe("This account is suspended");

    const self = await send("POST", `/moderation/users/${moderator.user.id}/suspend`, { reason: "Testing" }, moderator);
    expect(self.status).toBe(400);
    expect((await self.json()).message).toBe("You cannot do this to yourself");
    const onAdmin = await send("POST", `/moderation/users/${admin.user.id}/suspend`, { reason: "Testing" }, moderator);
    expect(onAdmin.status).toBe(403);
    const otherMod = await insertUser(app, { firstName: "Mod", role: "moderator" });
    const byMod = await send("POST", `/moderation/users/${otherMod.user.id}/suspend`, { reason: "Testing" }, moderator);
    expect(byMod.status).toBe(403);
    expect((await byMod.json()).message).toBe("Only admins can suspend a moderator");
    expect((await userRow(otherMod.user.id))?.suspendedUntil).toBeNull();
    expect(
      (await send("POST", `/moderation/users/${otherMod.user.id}/suspend`, { reason: "Testing", days: 1 }, admin))
        .status,
    ).toBe(200);
  });
});

describe("roles", () => {
  it("an admin makes a member a moderator, who can then moderate, and a member again, who cannot", async () => {
    const helper = await insertUser(app, { firstName: "Hana" });
    expect((await get("/moderation/reports", helper)).status).toBe(403);
    const grant = await send("PUT", `/moderation/users/${helper.user.id}/role`, { role: "moderator" }, admin);
    expect(await grant.json()).toMatchObject({ data: { role: "moderator" }, message: "They are a moderator now" });
    expect((await get("/moderation/reports", helper)).status).toBe(200);
    expect((await (await get("/user", helper)).json()).data.role).toBe("moderator");
    const staff = (await (await get("/moderation/staff", admin)).json()).data.users;
    expect(staff.find((u: { _id: string }) => u._id === helper.user.id)).toMatchObject({ role: "moderator" });
    const revoke = await send("PUT", `/moderation/users/${helper.user.id}/role`, { role: "member" }, admin);
    expect((await revoke.json()).message).toBe("They are a member again");
    expect((await get("/moderation/reports", helper)).status).toBe(403);
    const log = (await (await get("/moderation/log?limit=50", admin)).json()).data.entries;
    expect(log.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(["revoke-moderator", "grant-moderator"]);
    // An admin is not demoted here, not even by themselves.
    const other = await insertUser(app, { firstName: "Ann", role: "admin" });
    expect((await send("PUT", `/moderation/users/${other.user.id}/role`, { role: "member" }, admin)).status).toBe(403);
    expect((await send("PUT", `/moderation/users/${admin.user.id}/role`, { role: "member" }, admin)).status).toBe(400);
  });
});

describe("the first account", () => {
  it("of an empty site is its admin; the next are members; ADMIN_EMAILS names more", async () => {
    // Its own embedded database, empty whatever engine the rest of the file runs on.
    const fresh = await createTestApi({
      RATE_LIMITS: "off",
      DATABASE_URL: "",
      ADMIN_EMAILS: "Boss@Example.test, x@y.z",
    });
    try {
      const register = async (email: string) => {
        const res = await fresh.api.request(
          "/api/user/auth/register",
          jsonRequest("POST", { firstName: "New", lastName: "Person", email, password: "a long enough passphrase" }),
        );
        expect(res.status).toBe(201);
        return (await res.json()).data.user as { role: string };
      };
      expect((await register("first@example.test")).role).toBe("admin");
      expect((await register("second@example.test")).role).toBe("member");
      expect((await register("boss@example.test")).role).toBe("admin");
    } finally {
      await fresh.app.close();
    }
  });
});

/** A reader whose report has weight: here for days (insertUser's default) and has commented once. */
async function establishedReader(firstName: string) {
  const reader = await insertUser(app, { firstName });
  const elsewhere = await publish("Somewhere to comment");
  await comment(elsewhere._id, reader, "Thoughtful words");
  return reader;
}

describe("spam brakes", () => {
  it("does not let five accounts made a minute ago take down a story: their reports wait for a moderator", async () => {
    const post = await publish("Brigaded");
    const fresh = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        insertUser(app, { firstName: `New${i}`, createdAt: new Date(Date.now() - 60_000) }),
      ),
    );
    for (const r of fresh) await report(post._id, r);
    expect(await postStatus(post._id)).toBe("published");
    expect((await get(`/post/${post.slug}`, null)).status).toBe(200);
    // Established accounts that never wrote anything count for nothing either.
    const lurkers = await Promise.all(Array.from({ length: 5 }, (_, i) => insertUser(app, { firstName: `L${i}` })));
    for (const r of lurkers) await report(post._id, r);
    expect(await postStatus(post._id)).toBe("published");
    // The moderator sees every report, and that none of them counted toward hiding it.
    const queue = (await (await get("/moderation/reports?limit=50", moderator)).json()).data.stories;
    const waiting = queue.find((s: { post: { _id: string } }) => s.post._id === post._id);
    expect(waiting.reports).toHaveLength(10);
    expect(waiting.reports.every((r: { counts: boolean }) => !r.counts)).toBe(true);
  });

  it("never hides a moderator's or an admin's story automatically", async () => {
    const reporters = await Promise.all(Array.from({ length: 5 }, (_, i) => establishedReader(`S${i}`)));
    for (const staff of [admin, moderator]) {
      const post = await publish("Staff words", staff);
      for (const r of reporters) await report(post._id, r);
      expect(await postStatus(post._id)).toBe("published");
      const queue = (await (await get("/moderation/reports?limit=50", admin)).json()).data.stories;
      const waiting = queue.find((s: { post: { _id: string } }) => s.post._id === post._id);
      expect(waiting.reports.map((r: { counts: boolean }) => r.counts)).toEqual([true, true, true, true, true]);
    }
  });

  it("holds a story reported by five different people until a moderator looks; dismissing brings it back", async () => {
    const post = await publish("Reported by many");
    const reporters = await Promise.all(Array.from({ length: 5 }, (_, i) => establishedReader(`R${i}`)));
    for (const r of reporters.slice(0, 4)) await report(post._id, r);
    expect(await postStatus(post._id)).toBe("published");
    // One person reporting again does not count twice (a second open report is refused anyway).
    expect(
      (await send("POST", `/post-report/${post._id}`, { reason: "spam", description: "" }, reporters[0])).status,
    ).toBe(409);
    await report(post._id, reporters[4]!);
    expect(await postStatus(post._id)).toBe("hidden");
    expect((await get(`/post/${post.slug}`, null)).status).toBe(404);
    expect(await notices(writer)).toContain(
      `Your story “${post.title}” was reported by several people: it is hidden until a moderator reviews it`,
    );
    const queue = (await (await get("/moderation/reports?limit=50", moderator)).json()).data.stories;
    const held = queue.find((s: { post: { _id: string } }) => s.post._id === post._id);
    expect(held.post.status).toBe("hidden");
    expect(held.reports).toHaveLength(5);
    const log = (await (await get("/moderation/log?limit=50", admin)).json()).data.entries;
    const entry = log.find((e: { post?: { _id: string } }) => e.post?._id === post._id);
    expect(entry).toMatchObject({
      action: "hide",
      reason: expect.stringMatching(/^Hidden until a moderator reviews it/),
    });
    expect(entry.moderator).toBeUndefined();

    expect((await send("POST", `/moderation/posts/${post._id}/dismiss`, { reason: "Fine" }, moderator)).status).toBe(
      200,
    );
    expect(await postStatus(post._id)).toBe("published");
    expect((await get(`/post/${post.slug}`, null)).status).toBe(200);
  });

  it("gives an account's first day fewer stories, comments and links; older accounts are not braked", async () => {
    const braked = await createTestApi({ RATE_LIMITS: "on" });
    try {
      const fresh = await insertUser(braked.app, { firstName: "Fresh", createdAt: new Date() });
      const old = await insertUser(braked.app, { firstName: "Old", createdAt: new Date(Date.now() - 2 * 86_400_000) });
      const call = (path: string, body: unknown, who: Person, method = "POST") =>
        braked.api.request(`/api${path}`, jsonRequest(method, body, who.token));
      const links = "See https://a.example, https://b.example and www.c.example";
      const refused = await call("/post/create", { title: "Links", content: `${links} ${links}` }, fresh);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        errors: [{ field: "content", message: "New accounts can put at most 5 links in a story in their first day" }],
      });
      const stories: { _id: string }[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await call("/post/create", { title: `Story ${i}`, content: "Words." }, fresh);
        expect(res.status).toBe(201);
        stories.push((await res.json()).data.post);
      }
      const fourth = await call("/post/create", { title: "Story 4", content: "Words." }, fresh);
      expect(fourth.status).toBe(429);
      expect((await fourth.json()).message).toBe(
        "New accounts can publish 3 stories in their first day: try again later",
      );
      expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
      // Drafts are not publications; publishing one checks the links it saved.
      expect((await call("/post/draft", { title: "A draft", content: "Words." }, fresh)).status).toBe(200);
      const linky = await call("/post/draft", { title: "Linky draft", content: `${links} ${links}` }, fresh);
      const draftId = (await linky.json()).data.post._id as string;
      const publishLinky = await call(`/post/${draftId}`, { status: "published" }, fresh, "PUT");
      expect(publishLinky.status).toBe(400);
      expect((await publishLinky.json()).errors[0]).toEqual({
        field: "content",
        message: "New accounts can put at most 5 links in a story in their first day",
      });
      // Every way of publishing counts: a draft published or scheduled is a fourth story too.
      const clean = await call("/post/draft", { title: "Clean draft", content: "Words." }, fresh);
      const cleanId = (await clean.json()).data.post._id as string;
      const published = await call(`/post/${cleanId}`, { status: "published" }, fresh, "PUT");
      expect(published.status).toBe(429);
      expect((await published.json()).message).toBe(
        "New accounts can publish 3 stories in their first day: try again later",
      );
      const later = new Date(Date.now() + 3_600_000).toISOString();
      expect((await call(`/post/${cleanId}/schedule`, { publishAt: later }, fresh)).status).toBe(429);
      const draftNow = await braked.app.database.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.id, cleanId) });
      expect([draftNow?.status, draftNow?.scheduledAt]).toEqual(["draft", null]);
      // Editing a story published already is not a new publication.
      expect(
        (await call(`/post/${stories[0]!._id}`, { status: "published", title: "Story 0, edited" }, fresh, "PUT"))
          .status,
      ).toBe(200);
      // An older account writes as before.
      expect((await call("/post/create", { title: "Old one", content: `${links} ${links}` }, old)).status).toBe(201);

      const postId = stories[0]!._id;
      const linkyComment = await call("/post/comments/create", { postId, content: links }, fresh);
      expect(linkyComment.status).toBe(400);
      expect((await linkyComment.json()).errors[0].message).toBe(
        "New accounts can put at most 2 links in a comment in their first day",
      );
      expect((await call("/post/comments/create", { postId, content: links }, old)).status).toBe(201);
      for (let i = 0; i < 10; i++)
        expect((await call("/post/comments/create", { postId, content: `Comment ${i}` }, fresh)).status).toBe(201);
      const eleventh = await call("/post/comments/create", { postId, content: "One more" }, fresh);
      expect(eleventh.status).toBe(429);
      expect((await eleventh.json()).message).toBe(
        "New accounts can write 10 comments an hour in their first day: try again later",
      );
    } finally {
      await braked.app.close();
    }
  });
});
