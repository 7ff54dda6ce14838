/**
 * The editor part of `npm run bench` (BENCH_ONLY=editor): in Chromium, with a profile of its own as a
 * writer's browser has, a writer opens a draft of about 10,000 words at /edit-post from their drafts
 * list (navigation start until the caret blinks in the story's body, which the page sends editable,
 * painted: target <= 300 ms; and until the rich editor has taken that body over; also in a new tab, and
 * on a first visit), then types 200 keys in the middle of it at a fast
 * typist's pace and each key's keypress-to-paint is taken in the page (p50/p95, target p95 <= 16 ms);
 * plus the brotli size of the rich editor's chunks in dist/client. Prints figures, asserts nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { percentile, root, signUp } from "./support.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const KEYS = 200;
/** A fast typist: about ten keys a second. */
const KEY_GAP_MS = 100;
const LAST_WORDS = "The very last line of the long story.";

/** About 10,000 words of headings, lists, code and paragraphs, as writers' long stories look. */
export function longStory(targetWords = 10_300): string {
  const sentence = "Writers judge a platform by its editor, and readers by the words that reach them in time.";
  const parts: string[] = [];
  let words = 0;
  for (let section = 1; words < targetWords; section++) {
    const block = [
      `## Part ${section}: what we learned`,
      Array.from({ length: 6 }, () => sentence).join(" "),
      `Some **strong words**, some _quiet ones_, a [link](https://example.com/${section}) and \`inline code\`.`,
      "- the first point of the part\n- a second point, longer than the first\n- a third",
      "```ts\nconst total = items.reduce((sum, item) => sum + item.price, 0);\nconsole.log(total);\n```",
      `### A closer look at part ${section}`,
      Array.from({ length: 5 }, () => sentence).join(" "),
      "1. one\n2. two\n3. three",
      `> A quotation to close part ${section}.`,
    ].join("\n\n");
    parts.push(block);
    words += block.split(/\s+/).length;
  }
  parts.push(LAST_WORDS);
  return parts.join("\n\n") + "\n";
}

/** The chunks of the client build that carry Milkdown, with their brotli sizes. */
function richChunks() {
  const dir = path.join(root, "dist/client");
  const found: { file: string; raw: number; brotli: number }[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (p.endsWith(".js")) {
        const body = readFileSync(p);
        if (/milkdown|editorViewOptionsCtx|remarkStringifyOptions/i.test(body.toString("utf8")))
          found.push({ file: path.relative(dir, p), raw: body.length, brotli: brotliCompressSync(body).length });
      }
    }
  };
  walk(dir);
  return found.sort((a, b) => b.brotli - a.brotli);
}

/**
 * Runs in the page from its first script on: the moment the editable body first exists (ProseMirror renders
 * the whole document when its view is made), and each key's delay until the frame after it painted.
 */
const measureInPage = () => {
  const w = window as unknown as {
    __ready?: number;
    __painted?: number;
    __caret?: number;
    __caretPainted?: number;
    __lat: number[];
    __slow: number[];
  };
  w.__lat = [];
  // The browser's own account (Event Timing): keydowns whose handling and next paint took 16 ms or more.
  w.__slow = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "keydown") w.__slow.push(e.duration);
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  /** What the writer sees is the frame painted after it (the same measure as a key's). */
  const paintedAfter = (then: (at: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(performance.now());
      channel.port2.postMessage(null);
    });
  const seen = new MutationObserver(() => {
    // The story's body the page sends editable, with the focus (the caret blinks in it).
    const early = document.getElementById("early-body");
    if (w.__caret === undefined && early && document.activeElement === early) {
      w.__caret = performance.now();
      paintedAfter((at) => (w.__caretPainted = at));
    }
    // The rich editor's body, made out of sight, shown when it takes over.
    const body = document.querySelector<HTMLElement>('[data-testid="editor-body"][contenteditable="true"]');
    if (!body?.checkVisibility()) return;
    w.__ready = performance.now();
    seen.disconnect();
    paintedAfter((at) => (w.__painted = at));
  });
  seen.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["contenteditable", "hidden"],
  });
  document.addEventListener(
    "keydown",
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => w.__lat.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function editorBench(url: string) {
  const markdown = longStory();
  // A writer's own browser profile: it keeps what it compiled of the site's scripts between visits
  // (V8's code cache), which an incognito context throws away with every page (measured: about 500 ms
  // more per open here).
  const profile = mkdtempSync(path.join(tmpdir(), "inkwell-editor-bench-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    viewport: { width: 1280, height: 900 },
  });
  try {
    const token = await signUp(url, "Benching", "Writer");
    const { hostname } = new URL(url);
    await context.addCookies([
      { name: "access_token", value: token, domain: hostname, path: "/" },
      { name: "signed_in", value: "1", domain: hostname, path: "/" },
    ]);
    const made = await context.request.post(`${url}/api/post/draft`, {
      data: { title: "A very long story", content: markdown },
    });
    if (!made.ok()) throw new Error(`draft not made: ${made.status()} ${await made.text()}`);
    const id = ((await made.json()) as { data: { post: { _id: string } } }).data.post._id;

    // The same page with a story of about a hundred words, three times: what opening the editor costs
    // whatever the story's length (the page, its scripts, the editor made), against the long one's.
    const short = await context.request.post(`${url}/api/post/draft`, {
      data: { title: "A short story", content: longStory(100) },
    });
    if (!short.ok()) throw new Error(`draft not made: ${short.status()} ${await short.text()}`);
    const shortId = ((await short.json()) as { data: { post: { _id: string } } }).data.post._id;
    /** Opens a story in a new tab; the figures are from that page's navigation start. */
    const openInNewTab = async (storyId: string) => {
      const p = await context.newPage();
      await p.addInitScript(measureInPage);
      await p.goto(`${url}/edit-post?id=${storyId}`);
      await p.getByTestId("editor-body").getByText(LAST_WORDS).waitFor({ timeout: 30_000 });
      const opened = await p.evaluate(() => ({
        ready: (window as unknown as { __ready: number }).__ready,
        caret: (window as unknown as { __caretPainted?: number }).__caretPainted ?? NaN,
        dcl: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
      }));
      await p.close();
      return opened;
    };
    // The first visit: nothing of the site compiled yet.
    const firstVisit = await openInNewTab(id);
    const shortOpens: { ready: number; caret: number; dcl: number }[] = [];
    for (let i = 0; i < 3; i++) shortOpens.push(await openInNewTab(shortId));
    // A new tab (a link opened apart, an address typed): the page gets a renderer process of its own
    // (the site's Cross-Origin-Opener-Policy asks for a fresh browsing context group).
    const newTab = await openInNewTab(id);

    // How a writer usually opens a story: from their drafts, by its Edit link, in the same tab.
    const page = await context.newPage();
    await page.addInitScript(measureInPage);
    await page.goto(`${url}/drafts`);
    await page.locator(`a.btn[href="/edit-post?id=${id}"]`).click();
    const body = page.getByTestId("editor-body");
    await body.getByText(LAST_WORDS).waitFor({ timeout: 30_000 });
    const { ready, painted, caret } = await page.evaluate(() => {
      const w = window as unknown as { __ready: number; __painted: number; __caretPainted?: number };
      return { ready: w.__ready, painted: w.__painted, caret: w.__caretPainted ?? NaN };
    });
    // Block by block from the text itself: innerText leaves out blocks the browser has not laid out
    // (the editor's blocks out of sight are skipped, content-visibility).
    const words = await body.evaluate(
      (el) =>
        [...el.children]
          .map((block) => block.textContent ?? "")
          .join(" ")
          .split(/\s+/)
          .filter(Boolean).length,
    );

    // The caret at the end of a paragraph in the middle of the story.
    const paragraphs = body.locator("p");
    const middle = paragraphs.nth(Math.floor((await paragraphs.count()) / 2));
    await middle.scrollIntoViewIfNeeded();
    await middle.click();
    await page.keyboard.press("End");
    await page.waitForFunction(() => (window as unknown as { __lat: number[] }).__lat.length >= 1);
    await page.evaluate(() => {
      const w = window as unknown as { __lat: number[]; __slow: number[] };
      w.__lat.length = 0;
      w.__slow.length = 0;
    });
    const text = "the quick brown fox jumps over the lazy dog ";
    for (let i = 0; i < KEYS; i++) {
      await page.keyboard.press(text[i % text.length] === " " ? "Space" : text[i % text.length]!);
      await page.waitForFunction((n) => (window as unknown as { __lat: number[] }).__lat.length >= n, i + 1);
      await new Promise((r) => setTimeout(r, KEY_GAP_MS));
    }
    const { lat, slow, dcl, fetched } = await page.evaluate(() => {
      const w = window as unknown as { __lat: number[]; __slow: number[] };
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      // When each script's request started and its answer ended (the module waterfall).
      const fetched = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => /\/_astro\/.+\.js$/.test(e.name))
        .map((e) => ({
          file: new URL(e.name).pathname.replace(/^.*\/_astro\//, ""),
          start: e.startTime,
          end: e.responseEnd,
        }));
      return { lat: [...w.__lat].sort((a, b) => a - b), slow: w.__slow, dcl: nav.domContentLoadedEventEnd, fetched };
    });

    console.log("\nEditor (rich, Milkdown): a story of about 10,000 words in Chromium");
    console.log(`  story as the editor shows it         ${words} words`);
    console.log(`  open from the drafts list: navigation start to DOMContentLoaded ${dcl.toFixed(0)} ms`);
    console.log(
      `  open from the drafts list: navigation start to the caret in the story (painted) ${caret.toFixed(0)} ms (target <= 300 ms)`,
    );
    console.log(`  open from the drafts list: navigation start to the rich editor in its place ${ready.toFixed(0)} ms`);
    console.log(`  open from the drafts list: navigation start to its paint ${painted.toFixed(0)} ms`);
    console.log(
      `  open in a new tab: DOMContentLoaded ${newTab.dcl.toFixed(0)} ms, the caret ${newTab.caret.toFixed(0)} ms, rich editor ${newTab.ready.toFixed(0)} ms`,
    );
    console.log(
      `  open in a new tab, first visit (nothing compiled yet): DOMContentLoaded ${firstVisit.dcl.toFixed(0)} ms, the caret ${firstVisit.caret.toFixed(0)} ms, rich editor ${firstVisit.ready.toFixed(0)} ms`,
    );
    const mid = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    console.log(
      `  open in a new tab, a story of ~100 words, median of 3: DOMContentLoaded ${mid(shortOpens.map((o) => o.dcl)).toFixed(0)} ms, the caret ${mid(shortOpens.map((o) => o.caret)).toFixed(0)} ms, rich editor ${mid(shortOpens.map((o) => o.ready)).toFixed(0)} ms`,
    );
    console.log(
      `  keypress-to-paint over ${KEYS} keys      p50 ${percentile(lat, 0.5).toFixed(1)} ms, p95 ${percentile(lat, 0.95).toFixed(1)} ms, max ${lat.at(-1)!.toFixed(1)} ms (target p95 <= 16 ms)`,
    );
    console.log(
      `  Event Timing: keydowns of 16 ms or more  ${slow.length} of ${KEYS}` +
        (slow.length ? `, longest ${Math.max(...slow)} ms` : ""),
    );
    const chunks = richChunks();
    for (const c of chunks)
      console.log(`  chunk ${c.file.padEnd(40)} ${kb(c.brotli).padStart(9)} brotli (${kb(c.raw)} raw)`);
    // The island, the rich editor and Milkdown's chunks (a page in English may name a language's copy: X.en.js).
    const named = (file: string) => file.replace(/\.[a-zA-Z-]+\.js$/, ".js");
    const watched = new Set(chunks.map((c) => path.basename(c.file)));
    for (const f of fetched)
      if (/^(PostEditor|RichEditor)\./.test(f.file) || watched.has(named(f.file)) || watched.has(f.file))
        console.log(`  fetched ${f.file.padEnd(38)} from ${f.start.toFixed(0)} ms to ${f.end.toFixed(0)} ms`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
