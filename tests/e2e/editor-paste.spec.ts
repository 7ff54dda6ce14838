/**
 * Paste into the rich editor as writers do it, from Google Docs: the clipboard holds the HTML Google
 * Docs writes (a `b#docs-internal-guid-…` wrapper, spans with inline styles for bold, italic and the
 * monospace font, `<p>` inside `<li>`, a picture) and the plain text. What is stored is Markdown with
 * the headings, list, link, bold, italic, code and picture kept and no style, font or span left.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../fixtures/paste", name), "utf8");

/** A paste as the browser makes it: a ClipboardEvent whose DataTransfer holds both kinds. */
async function paste(page: Page, html: string, text: string) {
  await page.getByTestId("editor-body").evaluate(
    (body, data) => {
      const transfer = new DataTransfer();
      transfer.setData("text/html", data.html);
      transfer.setData("text/plain", data.text);
      body.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { html, text },
  );
}

/** The story's Markdown as the server stored it after the autosave the paste started. */
async function stored(page: Page, context: BrowserContext) {
  await expect(page).toHaveURL(/\/edit-post\?id=/, { timeout: 20_000 });
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get("id")!;
  return ((await (await context.request.get(`/api/post/${id}`)).json()).data.post as { content: string }).content;
}

/** A 1×1 PNG, answered for Google's picture host (the tests have no internet). */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function pasteIntoNewStory(page: Page, context: BrowserContext, title: string, html: string, text: string) {
  await context.route("https://lh7-rt.googleusercontent.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );
  await signUp(context, { firstName: "Paula", lastName: "Paste", interests: ["writing"] });
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Story").click();
  await paste(page, html, text);
  return stored(page, context);
}

test("a Google Docs paste keeps headings, list, link and picture and drops styles, fonts and spans", async ({
  page,
  context,
}) => {
  const markdown = await pasteIntoNewStory(
    page,
    context,
    "From Google Docs",
    fixture("google-docs.html"),
    fixture("google-docs.txt"),
  );
  expect(markdown).toContain("# A field guide to moths\n");
  expect(markdown).toContain("## What to bring\n");
  expect(markdown).toMatch(/^- A white sheet\n- A lamp$/m);
  expect(markdown).toContain("[survey](https://example.com/moths)");
  expect(markdown).toContain("![](https://lh7-rt.googleusercontent.com/docsz/AD_4nXmoth-photo?key=abc123)");
  // Nothing of Google's markup is left as text or HTML.
  expect(markdown).not.toMatch(/<|style=|font-|docs-internal-guid|Arial|Courier/);
  // The wrapper `<b style="font-weight:normal">` is no bold: the whole text is not starred.
  expect(markdown).not.toMatch(/^\*\*A field guide/m);
});

test("a Google Docs paste keeps bold, italic and code written as styled spans", async ({ page, context }) => {
  const markdown = await pasteIntoNewStory(
    page,
    context,
    "Styled spans",
    fixture("google-docs.html"),
    fixture("google-docs.txt"),
  );
  expect(markdown).toContain("Moths are **everywhere** at night, and _mostly harmless_.");
  expect(markdown).toContain("Count them with `tally()` each hour.");
});

test("a Word paste keeps headings, link, bold and italic and drops Word's markup", async ({ page, context }) => {
  const markdown = await pasteIntoNewStory(page, context, "From Word", fixture("word.html"), fixture("word.txt"));
  expect(markdown).toContain("# Night walks\n");
  expect(markdown).toContain("## Packing\n");
  expect(markdown).toContain("A walk is **better** at _dusk_, see the [map](https://example.com/walks).");
  expect(markdown).not.toMatch(/<|style=|mso-|MsoNormal|Courier|Calibri|@font-face/);
});

test("a Word paste makes lists of Word's list paragraphs and code of its monospace text", async ({ page, context }) => {
  const markdown = await pasteIntoNewStory(page, context, "Word lists", fixture("word.html"), fixture("word.txt"));
  expect(markdown).toMatch(/^- Boots\n- A torch$/m);
  expect(markdown).toMatch(/^1\. Leave at eight\n2\. Walk slowly$/m);
  expect(markdown).toContain("Call `home()` on return.");
  expect(markdown).not.toContain("·");
});
