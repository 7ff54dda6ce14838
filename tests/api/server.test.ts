/**
 * The production server as users get it: the built Astro handler, /api and socket.io on one port,
 * sharing one AppContext. Needs `npm run build` first (the test command does it).
 */
import { createHash } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/start-server.ts";
import { sql } from "drizzle-orm";
import { PROTECTED_PATHS } from "../../src/shared/routes.ts";
import { SEARCH_MATCH_LIMIT } from "../../src/server/services/search.ts";
import { insertUser } from "../support/test-app.ts";
import { startTestServer } from "../support/test-server.ts";

let running: RunningServer;
let token: string;
let adaId: string;

beforeAll(async () => {
  running = await startTestServer();
  const ada = await insertUser(running.app, { firstName: "Ada", lastName: "Lovelace" });
  token = ada.token;
  adaId = ada.user.id;
});
afterAll(async () => {
  await running?.close();
});

const get = (p: string, init: RequestInit = {}) => fetch(`${running.url}${p}`, { redirect: "manual", ...init });
const signedIn = () => ({ headers: { cookie: `access_token=${token}` } });

describe("one context per process", () => {
  it("serves pages and the API from the same single database client", async () => {
    // Home's "For you" is shared by readers with the same interests.
    const page = await (await get("/", signedIn())).text();
    expect(page).toContain("Picked for you");
    const health = await (await get("/api/health")).json();
    expect(health.data.dbClients).toBe(1);
  });
});

describe("routes", () => {
  const open = [
    "/",
    "/search",
    "/privacy-policy",
    "/terms-conditions",
    "/about-us",
    "/help",
    "/auth/login",
    "/auth/register",
    "/auth/forgot-password",
  ];

  it.each(open)("%s is open to everyone", async (p) => {
    expect((await get(p)).status).toBe(200);
  });

  it.each([...PROTECTED_PATHS])("%s sends anonymous readers to login and comes back after", async (p) => {
    const res = await get(`${p}?x=1`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/auth/login?redirect=${encodeURIComponent(`${p}?x=1`)}`);
  });

  it.each(PROTECTED_PATHS.filter((p) => p !== "/edit-post" && p !== "/moderation"))(
    "%s renders for a signed-in reader",
    async (p) => {
      expect((await get(p, signedIn())).status).toBe(200);
    },
  );

  it("/moderation is for moderators and admins: a member is told it is not theirs (403)", async () => {
    const res = await get("/moderation", signedIn());
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Only moderators and admins can see this page.");
  });

  it("/edit-post opens the reader's own story, is notFound for anyone else's, and starts a new one without an id", async () => {
    const mine = await running.app.services.posts.saveDraft(adaId, {
      title: "Mine",
      content: "## Early\n\nWords **in** it.\n\n<script>alert(1)</script>\n",
    });
    const other = await insertUser(running.app);
    const page = await get(`/edit-post?id=${mine._id}`, signedIn());
    expect(page.status).toBe(200);
    // The story's body, editable at the first paint (issue 36), is the story's sanitised HTML.
    const html = await page.text();
    const early = /<div id="early-body"[^>]*contenteditable="true"[^>]*>([\s\S]*?)<\/div>\s*<script>/.exec(html);
    expect(early?.[1]).toContain("Words <strong>in</strong> it.");
    expect(early?.[1]).toMatch(/<h2[^>]*>Early/);
    expect(early?.[1]).not.toContain("<script");
    // Its script is allowed by its hash, on this page.
    const script = /<div id="early-body"[\s\S]*?<\/div>\s*<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(page.headers.get("content-security-policy")).toContain(hash);
    expect(
      (await get(`/edit-post?id=${mine._id}`, { headers: { cookie: `access_token=${other.token}` } })).status,
    ).toBe(404);
    const none = await get("/edit-post", signedIn());
    expect(none.status).toBe(302);
    expect(none.headers.get("location")).toBe("/create-post");
  });

  it("editProfile is the settings page with its section", async () => {
    const html = await (await get("/settings?type=edit-profile", signedIn())).text();
    expect(html).toMatch(
      /aria-current="page"[^>]*>Edit profile|href="\/settings\?type=edit-profile"[^>]*aria-current="page"/,
    );
  });

  it("/auth leads to login", async () => {
    const res = await get("/auth");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth/login");
  });

  it("answers 400 to a malformed %-escape on any path, and keeps serving", async () => {
    for (const p of ["/uploads/%E0%A4%A", "/post/%E0%A4%A", "/%ZZ", "/api/post/%E0"]) {
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(`${running.url}${p}`, (answer) => {
            answer.resume();
            resolve(answer.statusCode!);
          })
          .on("error", reject);
      });
      expect(status, p).toBe(400);
    }
    expect((await get("/api/health")).status).toBe(200);
  });

  it("an unknown route is the notFound page with status 404", async () => {
    const res = await get("/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
  });

  it("a missing post is the notFound page with status 404, which sends a browser home to say 'Post not found'", async () => {
    const res = await get("/post/no-such-post");
    expect(res.status).toBe(404);
    expect(res.headers.getSetCookie()).toEqual([]);
    const page = await res.text();
    expect(page).toMatch(/<h1[^>]*>Post not found<\/h1>/);
    expect(page).toContain('data-go-home-with="post-not-found"');
    // Without JavaScript the notice is in the page; with it, a toast (enhancers/session.ts).
    const home = await (await get("/?notice=post-not-found")).text();
    expect(home).toMatch(/<noscript>.*Post not found/s);
    expect(await (await get("/?notice=anything-else")).text()).not.toContain("Post not found");
    expect(await (await get("/no/such/page")).text()).not.toContain("data-go-home-with");
  });

  it("main screens have the sidebar and topbar; interests has neither", async () => {
    const home = await (await get("/help")).text();
    expect(home).toContain('<nav aria-label="Main"');
    expect(home).toContain("<header");
    const interests = await (await get("/interests", signedIn())).text();
    expect(interests).not.toContain('aria-label="Main"');
    expect(interests).not.toContain("<header");
  });
});

describe("security headers", () => {
  it("pages carry a CSP that allows no inline script without a hash", async () => {
    const res = await get("/help");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs!),
    );
    for (const [, , body] of inline) {
      const hash = `'sha256-${createHash("sha256").update(body!).digest("base64")}'`;
      expect(scriptSrc).toContain(hash);
    }
  });

  it("API answers carry a locked-down CSP and nosniff", async () => {
    const res = await get("/api/health");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("hashed assets are cached for a year, immutable", async () => {
    const html = await (await get("/help")).text();
    const asset = /href="(\/_astro\/[^"]+\.css)"/.exec(html)![1]!;
    const res = await get(asset);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("appearance", () => {
  const post = (body: Record<string, string>, init: RequestInit = {}) =>
    get("/appearance", {
      method: "POST",
      body: new URLSearchParams(body),
      ...init,
      headers: { origin: running.url, ...(init.headers as Record<string, string>) },
    });

  it("remembers the choice in a cookie; pages of one reader are painted with it, shared pages are not", async () => {
    const res = await post({ theme: "editorial", mode: "dark", redirect: "/help" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/help");
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("appearance="))!
      .split(";")[0]!;
    expect(await (await get("/auth/login", { headers: { cookie } })).text()).toContain(
      'data-theme="editorial" data-mode="dark"',
    );
    // The shared page is everyone's: the inline script applies the cookie in the browser.
    const shared = await (await get("/help", { headers: { cookie } })).text();
    expect(shared).toContain('data-theme="soft" data-mode="system"');
    expect(shared).toContain("appearance=");
  });

  it("refuses an oversized form before reading it, closes that connection, and keeps serving", async () => {
    const big = "x".repeat(5 * 1024 * 1024);
    for (const path of ["/appearance", "/posts-preview"]) {
      const res = await get(path, {
        method: "POST",
        body: new URLSearchParams({ theme: "soft", mode: "dark", state: big }),
        headers: { origin: running.url },
      });
      expect(res.status, path).toBe(413);
      expect(res.headers.get("connection"), path).toBe("close");
    }
    const api = await fetch(`${running.url}/api/post/create`, {
      method: "POST",
      body: JSON.stringify({ title: "t", content: big }),
      headers: { "content-type": "application/json", cookie: `access_token=${token}`, origin: running.url },
    });
    expect(api.status).toBe(413);
    expect(api.headers.get("connection")).toBe("close");
    expect((await post({ theme: "soft", mode: "dark" })).status).toBe(303);
  });

  it("previews a body the renderer refuses as a clear message, not an error page", async () => {
    const res = await get("/posts-preview", {
      method: "POST",
      body: new URLSearchParams({ state: JSON.stringify({ title: "Deep", content: ">".repeat(5_000) }) }),
      headers: { origin: running.url, cookie: `access_token=${token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Quotes and lists can be nested at most 32 levels deep");
  });

  it("never redirects off the site", async () => {
    const res = await post({ theme: "soft", mode: "light", redirect: "//evil.example/x" });
    expect(res.headers.get("location")).toBe("/");
  });

  it("refuses values outside the lists", async () => {
    expect((await post({ theme: "neon", mode: "dark" })).status).toBe(400);
  });

  it("saves to the account of a signed-in reader, for every device", async () => {
    const ada = await insertUser(running.app);
    const res = await post(
      { theme: "modern", mode: "light" },
      { headers: { cookie: `access_token=${ada.token}`, accept: "application/json" } },
    );
    expect(res.status).toBe(204);
    const html = await (await get("/settings", { headers: { cookie: `access_token=${ada.token}` } })).text();
    expect(html).toContain('data-theme="modern" data-mode="light"');
  });
});

describe("uploads and Google on the real server", () => {
  it("serves an uploaded image as an inert, long-cached file, and nothing outside the uploads folder", async () => {
    const { pngWithMetadata } = await import("../support/images.ts");
    const png = await pngWithMetadata();
    const qs = new URLSearchParams({ fileName: "a.png", contentType: "image/png", size: String(png.length) });
    const signed = (await (await get(`/api/uploads/presigned-url?${qs}`, signedIn())).json()).data;
    const put = await fetch(`${running.url}${signed.uploadUrl}`, {
      method: "PUT",
      headers: signed.headers,
      body: new Blob([new Uint8Array(png)]),
    });
    expect(put.status).toBe(201);
    const res = await get(signed.fileUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    for (const sneaky of ["/uploads/%2e%2e/auth-secret", "/uploads/..%2fauth-secret", "/uploads/../auth-secret"]) {
      const r = await new Promise<number>((resolve) => {
        const req = http.request(`${running.url}${sneaky}`, (answer) => {
          answer.resume();
          resolve(answer.statusCode!);
        });
        req.end();
      });
      expect(r, sneaky).not.toBe(200);
    }
  });

  it("lets Google's script load on the login page only when Google sign-in is configured", async () => {
    const before = await get("/auth/login");
    expect(before.headers.get("content-security-policy")).not.toContain("accounts.google.com");
    running.app.config.GOOGLE_CLIENT_ID = "test-client.apps.googleusercontent.com";
    try {
      const res = await get("/auth/login");
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toMatch(/script-src[^;]*https:\/\/accounts\.google\.com\/gsi\/client/);
      expect(csp).toMatch(/frame-src[^;]*https:\/\/accounts\.google\.com\/gsi\//);
      expect(await res.text()).toContain('data-testid="google-signin"');
      // Other pages stay as strict as before.
      expect((await get("/help")).headers.get("content-security-policy")).not.toContain("accounts.google.com");
    } finally {
      delete running.app.config.GOOGLE_CLIENT_ID;
    }
  });
});

describe("what readers download", () => {
  it("an anonymous reader of a post downloads at most 30 KB of JavaScript (gzip)", async () => {
    const { pageJsWeight } = await import("../support/js-weight.ts");
    const post = await running.app.services.posts.create(adaId, {
      title: "Weighing the page",
      content: "Some **text** to read.",
    });
    const weight = await pageJsWeight(`${running.url}/post/${post.slug}`);
    expect(weight.files.length).toBeGreaterThan(0);
    expect(weight.totalGzip).toBeLessThanOrEqual(30 * 1024);
    // React is never part of it: readers get plain scripts.
    expect(weight.files.some((f) => /react|client\.[\w-]+\.js/.test(f.url))).toBe(false);
  });
});

describe("the search page", () => {
  it("renders results on the server, escaped, with tabs and totals", async () => {
    await running.app.services.posts.create(adaId, {
      title: "Wombat <b>burrows</b> & tunnels",
      content: "Wombats dig <script>alert(1)</script> long burrows.",
    });
    const res = await get("/search?q=wombat");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<mark>Wombat</mark> &lt;b&gt;burrows&lt;/b&gt; &amp; tunnels");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toMatch(/Posts<span[^>]*> \(1\)<\/span>/);
    expect(html).toMatch(/People<span[^>]*> \(0\)<\/span>/);
  });

  it("says a total past what a search counts is a lower bound", async () => {
    const word = `zq${createHash("sha1").update(String(Math.random())).digest("hex").slice(0, 8)}`;
    await running.app.database.db.execute(sql`insert into posts (author_id, slug, title, content, status, published_at)
      select ${adaId}::uuid, ${word} || '-' || i, 'Story ' || i, 'All about ' || ${word} || '.', 'published', now()
      from generate_series(1, ${SEARCH_MATCH_LIMIT + 1}) as i`);
    const html = await (await get(`/search?q=${word}`)).text();
    expect(html).toMatch(new RegExp(`Posts<span[^>]*> \\(${SEARCH_MATCH_LIMIT}\\+\\)</span>`));
    expect(html).toContain(`See all ${SEARCH_MATCH_LIMIT}+ posts`);
    // A page past the last goes to the last one (it said "Page 21 of 20" and "No stories match").
    const past = await get(`/search?q=${word}&type=posts&page=21`);
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe(`/search?q=${word}&type=posts&page=20`);
    const last = await (await get(`/search?q=${word}&type=posts&page=20`)).text();
    expect(last).toContain("Page 20 of 20");
    expect(last).toMatch(/Story \d+</);
  });

  it("answers odd queries without a server error", async () => {
    for (const q of ["🦄", "'; drop table posts; --", "   ", "a & b | !c"]) {
      const res = await get(`/search?${new URLSearchParams({ q })}`);
      expect(res.status, q).toBe(200);
    }
    const tooLong = await get(`/search?${new URLSearchParams({ q: "x".repeat(1000) })}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Search for at most 200 characters");
    // An unknown type shows everything; "people" is what the tab is called.
    const badType = await get("/search?q=wombat&type=everything");
    expect(badType.status).toBe(200);
    expect(await badType.text()).toMatch(/href="\/search\?q=wombat" aria-current="page"/);
    const people = await get("/search?q=ada&type=people");
    expect(people.status).toBe(200);
    expect(await people.text()).toMatch(/href="\/search\?q=ada&amp;type=users" aria-current="page"/);
  });

  it("names its two search landmarks apart", async () => {
    const html = await (await get("/search?q=wombat")).text();
    const labels = [...html.matchAll(/<form role="search" aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toEqual(["Quick search", "Search stories and people"]);
  });
});
