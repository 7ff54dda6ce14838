/**
 * Importing stories: Markdown with front matter, Medium's HTML posts, and zip archives of either
 * (a Medium export, our own data download) become drafts; each file that cannot says why, and bad
 * requests change nothing. Both engines.
 */
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser, jsonRequest, type Person } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
let me: Person;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  me = await insertUser(app, { firstName: "Ivy" });
});
afterAll(async () => {
  await app.close();
});

const importFiles = (files: unknown, who: Person | null = me) =>
  api.request("/api/post/import", jsonRequest("POST", { files }, who?.token));
const drafts = async (who: Person = me) =>
  (await (await api.request("/api/post/drafts?limit=50", { headers: { authorization: `Bearer ${who.token}` } })).json())
    .data.posts as {
    _id: string;
    title: string;
    subtitle?: string;
    tags: string[];
    canonicalUrl?: string;
    content: string;
  }[];
/** A draft in full (the drafts list carries no body). */
const full = async (id: string, who: Person = me) =>
  (await (await api.request(`/api/post/${id}`, { headers: { authorization: `Bearer ${who.token}` } })).json()).data
    .post as { title: string; subtitle?: string; tags: string[]; canonicalUrl?: string; content: string };
const zip = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])))).toString("base64");

const MEDIUM = `<!DOCTYPE html><html><head><title>Why gardens matter</title></head><body><article class="h-entry">
<header><h1 class="p-name">Why gardens matter</h1></header>
<section data-field="subtitle" class="p-summary">A short case for &amp; against lawns</section>
<section data-field="body" class="e-content"><section name="a1" class="section"><div class="section-content"><div class="section-inner">
<h3 name="t1" class="graf graf--h3 graf--title">Why gardens matter</h3>
<h4 name="s1" class="graf graf--h4 graf--subtitle">A short case for &amp; against lawns</h4>
<p name="p1" class="graf graf--p">Gardens are <strong class="markup--strong">good</strong> for <a href="https://example.org/bees" class="markup--anchor">bees</a>.</p>
<pre name="c1" class="graf graf--pre">plant(seed)
water()</pre>
</div></div></section></section>
<footer><p>By <a href="https://medium.com/@ivy" class="p-author h-card">Ivy</a> on <time class="dt-published" datetime="2021-04-01T10:00:00.000Z">April 1, 2021</time>.</p>
<p><a href="https://medium.com/@ivy/why-gardens-matter-123" class="p-canonical">Canonical link</a></p></footer></article></body></html>`;

describe("importing stories", () => {
  it("turns Markdown with front matter into a draft with its title, subtitle, tags and canonical address", async () => {
    const res = await importFiles([
      {
        name: "hello.md",
        text: `---\ntitle: Hello from elsewhere\nsubtitle: Cross-posted\ntags: [Web Dev, "#JS", "c++"]\ncanonical_url: https://blog.example/hello\n---\n\nThe **body**, as written.\n`,
      },
      { name: "notes/first-steps.markdown", text: "# First steps\n\nA heading is the title when nothing else says." },
      { name: "untitled-thoughts.md", text: "Just words." },
    ]);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Imported 3 stories as drafts");
    expect(body.data.skipped).toEqual([]);
    expect(body.data.imported.map((i: { file: string }) => i.file)).toEqual([
      "hello.md",
      "notes/first-steps.markdown",
      "untitled-thoughts.md",
    ]);
    const [hello, steps, untitled] = await Promise.all(
      body.data.imported.map((i: { post: { _id: string } }) => full(i.post._id)),
    );
    expect(hello).toMatchObject({
      title: "Hello from elsewhere",
      subtitle: "Cross-posted",
      tags: ["web-dev", "js", "c"],
      canonicalUrl: "https://blog.example/hello",
      content: "The **body**, as written.\n",
    });
    expect(steps).toMatchObject({ title: "First steps", content: "A heading is the title when nothing else says." });
    expect(untitled).toMatchObject({ title: "untitled thoughts", content: "Just words." });
  });

  it("reads a Medium export archive: its posts become drafts in Markdown, its other pages are left alone", async () => {
    const res = await importFiles([
      {
        name: "medium-export.zip",
        base64: zip({
          "posts/2021-04-01_Why-gardens-matter-123.html": MEDIUM,
          "profile/profile.html": "<html><body><h1>Ivy</h1></body></html>",
          "README.html": "<html><body>Medium export</body></html>",
        }),
      },
    ]);
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.imported).toHaveLength(1);
    const story = await full(data.imported[0].post._id);
    expect(story.title).toBe("Why gardens matter");
    expect(story.subtitle).toBe("A short case for & against lawns");
    expect(story.canonicalUrl).toBe("https://medium.com/@ivy/why-gardens-matter-123");
    // The title and subtitle are not repeated in the body.
    expect(story.content).toBe(
      "Gardens are **good** for [bees](https://example.org/bees).\n\n```\nplant(seed)\nwater()\n```",
    );
  });

  it("takes back its own data download", async () => {
    const other = await insertUser(app, { firstName: "Round" });
    const sent = await api.request(
      "/api/post/create",
      jsonRequest("POST", { title: "Round trip", content: "There and back.", tags: ["travel"] }, other.token),
    );
    expect(sent.status).toBe(201);
    const download = await api.request("/api/user/export", { headers: { authorization: `Bearer ${other.token}` } });
    const base64 = Buffer.from(await download.arrayBuffer()).toString("base64");
    const res = await importFiles([{ name: "inkwell.zip", base64 }], other);
    const { imported } = (await res.json()).data;
    expect(imported).toHaveLength(1);
    expect(await full(imported[0].post._id, other)).toMatchObject({
      title: "Round trip",
      tags: ["travel"],
      content: "There and back.\n",
    });
  });

  it("says why each file it could not read was left, and imports the rest", async () => {
    const before = (await drafts()).length;
    const res = await importFiles([
      { name: "photo.png", text: "not a story" },
      { name: "broken.md", text: "---\ntitle: [unclosed\n---\nBody" },
      { name: "empty.md", text: "---\ntitle: Only a title\n---\n\n" },
      { name: "bad.zip", base64: Buffer.from("not a zip at all").toString("base64") },
      { name: "fine.md", text: "# Fine\n\nThis one is." },
    ]);
    expect(res.status).toBe(201);
    const { data, message } = await res.json();
    expect(message).toBe("Imported 1 story as drafts");
    expect(data.skipped).toEqual([
      { file: "photo.png", reason: "Not a Markdown, Medium HTML or zip file" },
      { file: "broken.md", reason: "Its front matter is not valid YAML" },
      { file: "empty.md", reason: "This file has no story in it" },
      { file: "bad.zip", reason: "This zip could not be opened" },
    ]);
    expect((await drafts()).length).toBe(before + 1);
  });

  it("refuses bad requests and changes nothing", async () => {
    const before = (await drafts()).length;
    expect((await importFiles([{ name: "a.md", text: "x" }], null)).status).toBe(401);
    const none = await importFiles([]);
    expect(await none.json()).toMatchObject({ errors: [{ field: "files", message: "Choose the files to import" }] });
    const tooMany = await importFiles(Array.from({ length: 101 }, (_, i) => ({ name: `${i}.md`, text: "x" })));
    expect((await tooMany.json()).errors[0].message).toBe("Import at most 100 files at once");
    const manyInZip = zip(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`s${i}.md`, `# S${i}\n\nBody`])));
    const zipped = await importFiles([{ name: "many.zip", base64: manyInZip }]);
    expect(zipped.status).toBe(400);
    expect((await zipped.json()).message).toBe("Import at most 100 stories at once");
    const notJson = await api.request("/api/post/import", {
      method: "POST",
      headers: { "content-type": "text/plain", authorization: `Bearer ${me.token}` },
      body: "hello",
    });
    expect(notJson.status).toBe(415);
    const huge = await importFiles([{ name: "big.md", text: "x".repeat(13 * 1024 * 1024) }]);
    expect(huge.status).toBe(413);
    expect((await drafts()).length).toBe(before);
  });

  it("reads a hostile Medium page off the event loop: other requests are answered meanwhile, and it says why", async () => {
    // 1 MB of unclosed sections: with regular expressions on the main thread this held every request for 34 s.
    const opening = '<section data-field="body">';
    const hostile = opening.repeat(Math.floor(1_000_000 / opening.length));
    const order: string[] = [];
    const imported = Promise.resolve(importFiles([{ name: "x.html", text: hostile }])).then((res) => {
      order.push("import");
      return res;
    });
    const health = Promise.resolve(api.request("/api/health")).then((res) => {
      order.push("health");
      return res;
    });
    expect((await health).status).toBe(200);
    const res = await imported;
    expect(order).toEqual(["health", "import"]);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Nothing was imported");
    expect(body.data.skipped).toEqual([{ file: "x.html", reason: "Its HTML is nested more than 200 levels deep" }]);
  });

  it("refuses one file's text over 1 MB, alone or in a zip, and imports the rest", async () => {
    const big = `# Big\n\n${"word ".repeat(220_000)}`;
    const res = await importFiles([
      { name: "big.md", text: big },
      { name: "bundle.zip", base64: zip({ "huge.md": big, "small.md": "# Small and fine\n\nWords." }) },
    ]);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.data.imported.map((i: { post: { title: string } }) => i.post.title)).toEqual(["Small and fine"]);
    expect(body.data.skipped).toEqual([
      { file: "big.md", reason: "This file is larger than 1 MB: import its story alone, or split it" },
      { file: "bundle.zip/huge.md", reason: "This file is larger than 1 MB: import its story alone, or split it" },
    ]);
  });

  it("skips zip entries named outside the archive, and reads Medium pages only from its posts folder", async () => {
    const page = (title: string) => MEDIUM.replaceAll("Why gardens matter", title);
    const res = await importFiles([
      {
        name: "tricky.zip",
        base64: zip({
          "../../tmp/x.md": "# Escaped one\n\nWords.",
          "/tmp/x.md": "# Escaped two\n\nWords.",
          "posts/../../x.html": page("Escaped three"),
          "stories\\..\\..\\x.md": "# Escaped four\n\nWords.",
          "export/profile/posts/deep.html": page("Not a story folder"),
          "lists/reading.html": page("A list page"),
          "medium-export/posts/kept.html": page("Kept from the export"),
          "posts/also-kept.html": page("Also kept"),
        }),
      },
    ]);
    expect(res.status).toBe(201);
    const body = await res.json();
    const titles = body.data.imported.map((i: { post: { title: string } }) => i.post.title).sort();
    expect(titles, JSON.stringify(body.data)).toEqual(["Also kept", "Kept from the export"]);
  });
});
