/**
 * The nginx cache docs/caching.md documents, run with Debian's nginx in front of the real server: a
 * deleted, a hidden and a renamed story stop being served within the documented time (the page's
 * s-maxage), a fediverse request gets JSON after a browser view of the same address, a cached page
 * does not replay the first request's id or the app's cache state, and a 5 MB picture gets through.
 *
 * On one engine only: nginx sees HTTP answers, which do not depend on the database; the headers it
 * relies on (Vary, negotiation, Cache-Control) are checked on both engines in page-cache.test.ts.
 * `npm test` runs it on PostgreSQL in a lane of its own beside the two database runs (most of this
 * file is a minute asleep waiting for s-maxage); `vitest run` on it alone uses whichever engine
 * DATABASE_URL names.
 * Skipped where nginx is not installed (.ci/run installs it).
 */
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SHARED_FRESH_SECONDS } from "../../src/server/http/pages.ts";
import type { RunningServer } from "../../src/server/start-server.ts";
import { hasNginx, startNginx } from "../support/nginx.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { apiCalls, overHttp } from "../support/api-calls.ts";
import { startTestServer } from "../support/test-server.ts";

const run = hasNginx;
const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

let running: RunningServer;
let nginx: Awaited<ReturnType<typeof startNginx>>;

beforeAll(async () => {
  if (!run) return;
  running = await startTestServer({ TRUST_PROXY: "1", RATE_LIMITS: "off" });
  nginx = await startNginx(running.port);
}, 180_000);
afterAll(async () => {
  await nginx?.close();
  await running?.close();
});

const viaNginx = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.url}${path}`, { headers: { accept: BROWSER, ...headers }, redirect: "manual" });
const { send } = apiCalls(overHttp(() => running.url));

async function publish(who: Person, title: string) {
  const res = await send("POST", "/post/create", { title, content: `Words of ${title}.` }, who);
  return (await res.json()).data.post as { _id: string; slug: string };
}

/** Views through nginx until the page is cached there (the second view of a cacheable page is a HIT). */
async function cached(path: string) {
  const first = await viaNginx(path);
  expect(first.status).toBe(200);
  const second = await viaNginx(path);
  expect(second.headers.get("x-proxy-cache")).toBe("HIT");
  return { first, second };
}

it.skipIf(!run)("keeps a page's variants apart and gives each answer its own request id", async () => {
  const ada = await insertUser(running.app, { firstName: "Ada", lastName: "Nginx" });
  const story = await publish(ada, "Seen through nginx");
  const { first, second } = await cached(`/post/${story.slug}`);
  expect(first.headers.get("vary")).toMatch(/Accept(,|$)/);
  expect(second.headers.get("x-request-id")).toBeTruthy();
  expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  expect(second.headers.get("x-cache")).toBeNull();

  // After the browser's views, the fediverse's request for the same addresses gets JSON.
  await cached(`/@${ada.user.username}`);
  for (const path of [`/post/${story.slug}`, `/@${ada.user.username}`]) {
    const ap = await viaNginx(path, { accept: "application/activity+json, text/html;q=0.1" });
    expect(ap.status).toBe(200);
    expect(ap.headers.get("content-type")).toMatch(/application\/(activity|ld)\+json/);
    expect((await ap.json()).id).toBeTruthy();
    // And the browser still gets the page.
    expect((await viaNginx(path)).headers.get("content-type")).toMatch(/text\/html/);
  }
});

it.skipIf(!run)("keeps a page's languages apart: the switcher's cookie, else the browser's header", async () => {
  const path = "/help";
  const french = await viaNginx(path, { "accept-language": "fr" });
  expect(await french.text()).toContain('<html lang="fr" dir="ltr"');
  const again = await viaNginx(path, { "accept-language": "fr" });
  expect(again.headers.get("x-proxy-cache")).toBe("HIT");
  expect(await again.text()).toContain('<html lang="fr" dir="ltr"');
  const german = await viaNginx(path, { "accept-language": "de" });
  expect(await german.text()).toContain('<html lang="de" dir="ltr"');
  const chosen = await viaNginx(path, { "accept-language": "fr", cookie: "lang=ar" });
  expect(await chosen.text()).toContain('<html lang="ar" dir="rtl"');
});

it.skipIf(!run)("lets a picture of almost 5 MB (the app's limit) through to the app", async () => {
  const ada = await insertUser(running.app);
  // Noise barely compresses: an uncompressed PNG of 1,280 × 1,300 pixels is about 5 MB.
  const png = await sharp({
    create: {
      width: 1280,
      height: 1300,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.length).toBeGreaterThan(4.5 * 1024 * 1024);
  expect(png.length).toBeLessThanOrEqual(5 * 1024 * 1024);
  const qs = new URLSearchParams({ fileName: "big.png", contentType: "image/png", size: String(png.length) });
  const signed = await fetch(`${nginx.url}/api/uploads/presigned-url?${qs}`, {
    headers: { authorization: `Bearer ${ada.token}` },
  });
  const { uploadUrl } = ((await signed.json()) as { data: { uploadUrl: string } }).data;
  const put = await fetch(`${nginx.url}${uploadUrl}`, {
    method: "PUT",
    headers: { "content-type": "image/png" },
    body: new Blob([new Uint8Array(png)]),
  });
  expect(put.status).toBe(201);
});

it.skipIf(!run)(
  "stops serving a deleted, a hidden and a renamed story within the documented s-maxage",
  { timeout: (SHARED_FRESH_SECONDS + 30) * 1000 },
  async () => {
    const ada = await insertUser(running.app);
    const moderator = await insertUser(running.app, { role: "moderator" });
    const [deleted, hidden, renamed] = await Promise.all([
      publish(ada, "To be deleted"),
      publish(ada, "To be hidden"),
      publish(ada, "To be renamed"),
    ]);
    for (const s of [deleted, hidden, renamed]) await cached(`/post/${s.slug}`);

    expect((await send("DELETE", `/post/${deleted._id}`, {}, ada)).status).toBe(200);
    expect((await send("POST", `/moderation/posts/${hidden._id}/hide`, { reason: "Spam" }, moderator)).status).toBe(
      200,
    );
    const put = await send("PUT", `/post/${renamed._id}`, { title: "A new name entirely" }, ada);
    const newSlug = (await put.json()).data.post.slug as string;
    const changedAt = Date.now();

    // nginx hears no purge: each address keeps its old page until s-maxage runs out, then the first
    // request goes to the app. Asked once a second until all three changed, up to the documented time.
    const deadline = changedAt + (SHARED_FRESH_SECONDS + 5) * 1000;
    const still = new Set([deleted.slug, hidden.slug, renamed.slug]);
    const answers = new Map<string, Response>();
    while (still.size > 0 && Date.now() < deadline) {
      for (const slug of still) {
        const res = await viaNginx(`/post/${slug}`);
        if (res.status !== 200) {
          answers.set(slug, res);
          still.delete(slug);
        }
      }
      if (still.size > 0) await new Promise((r) => setTimeout(r, 1000));
    }
    expect([...still]).toEqual([]);
    expect(answers.get(deleted.slug)!.status).toBe(404);
    expect(answers.get(hidden.slug)!.status).toBe(404);
    expect(answers.get(renamed.slug)!.status).toBe(301);
    expect(answers.get(renamed.slug)!.headers.get("location")).toBe(`/post/${newSlug}`);
    // And they stay gone (nothing old comes back from nginx's store).
    expect((await viaNginx(`/post/${deleted.slug}`)).status).toBe(404);
    expect((await viaNginx(`/post/${hidden.slug}`)).status).toBe(404);
  },
);
