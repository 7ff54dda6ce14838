/**
 * The rich editor's cards (issue 36): a captioned wide picture, a code block with its language, a
 * callout, an embed and a divider, built by mouse and then by keyboard alone; the stored Markdown is
 * portable (`> [!NOTE]`, the bare address on its own line, `#wide`, the fence's language); axe finds
 * nothing serious with the cards showing, on a desktop and at 390 px.
 */
import { AxeBuilder } from "./axe.ts";
import sharp from "sharp";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

const SHOTS = process.env.E2E_SCREENSHOTS ?? "";

const writer = (context: BrowserContext) =>
  signUp(context, { firstName: "Cora", lastName: "Cards", interests: ["writing"] });

const picture = () =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: "#c2452f" } })
    .png()
    .toBuffer();

/** The story's Markdown as the server holds it, once the editor says it is saved. */
async function savedContent(page: Page, context: BrowserContext) {
  await expect(page).toHaveURL(/\/edit-post\?id=/, { timeout: 20_000 });
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get("id")!;
  return ((await (await context.request.get(`/api/post/${id}`)).json()).data.post as { content: string }).content;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("a story with every card, built by mouse, is stored as portable Markdown", async ({ page, context }) => {
  test.slow();
  await writer(context);
  // The editor asks no other site anything (an embed is a card until the story page's reader clicks).
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") elsewhere.push(request.url());
  });
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill("Cards by mouse");
  const body = page.getByLabel("Story");
  await body.click();
  await page.keyboard.type("Opening words.");
  await page.keyboard.press("Enter");
  const menu = page.getByRole("listbox", { name: "Insert a block" });

  // A picture from the slash menu, uploaded with a camera's file name: its card asks for a description.
  await page.keyboard.type("/");
  const chooser = page.waitForEvent("filechooser");
  await menu.getByRole("option", { name: /^Image/ }).click();
  await (await chooser).setFiles({ name: "IMG_2041.png", mimeType: "image/png", buffer: await picture() });
  const img = body.locator(".rich-figure img");
  await expect(img).toHaveAttribute("src", /^\/uploads\/.+\.png$/);
  await img.click();
  const card = page.getByRole("group", { name: "Picture" });
  await expect(card.getByText("This looks like a file name")).toBeVisible();
  await card.getByLabel("Caption").fill("Ripe at last");
  await card.getByLabel(/Description for people who cannot see it/).fill("Tomatoes ripening on the vine");
  await expect(card.getByText("This looks like a file name")).toBeHidden();
  await card.getByRole("radio", { name: "Wide" }).check();
  await expect(body.locator(".rich-figure")).toHaveAttribute("data-width", "wide");
  await expect(body.locator(".rich-caption")).toHaveText("Ripe at last");

  // A code block with its language picked, on a new line after the picture. A wide picture reaches
  // the editor's edges, so there is no place beside it to click: a click there landed on the picture
  // once it had loaded (a busy CI machine) and "/" replaced it. The card's Escape and one arrow key
  // leave it, as a writer would.
  await page.keyboard.press("Escape");
  await expect(body).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.keyboard.type("/");
  await menu.getByRole("option", { name: /^Code block/ }).click();
  await page.keyboard.type("print('hi')");
  await body.getByLabel("Code language").selectOption("python");
  await expect(body.locator(".code-card")).toHaveAttribute("data-language", "python");

  // A callout, after the code (the empty paragraph kept at the end).
  await body.locator(":scope > p").last().click();
  await page.keyboard.type("/");
  await menu.getByRole("option", { name: /^Callout/ }).click();
  await page.keyboard.type("Water daily.");
  await body.getByLabel("Callout kind").selectOption("tip");
  await body.getByLabel("Callout kind").selectOption("note");
  await expect(body.locator("aside.callout")).toHaveClass(/callout-note/);
  await body.locator("aside.callout p").click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");

  // An embed from the slash menu (its address asked for), and one pasted alone on a line.
  await page.keyboard.type("/");
  await menu.getByRole("option", { name: /^Embed/ }).click();
  await page.getByLabel("Embed address").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(body.locator(".embed-card").first()).toContainText("YouTube");
  await body.evaluate((el) => {
    const data = new DataTransfer();
    data.setData("text/plain", "https://vimeo.com/76979871");
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(body.locator(".embed-card")).toHaveCount(2);
  await expect(body.locator(".embed-card").nth(1)).toContainText("Vimeo");

  await page.keyboard.type("/");
  await menu.getByRole("option", { name: /^Divider/ }).click();
  await page.keyboard.type("The end.");
  await expect(body.locator("hr")).toHaveCount(1);

  const md = await savedContent(page, context);
  expect(elsewhere).toEqual([]);
  expect(md).toMatch(/!\[Tomatoes ripening on the vine\]\(\/uploads\/[^)\s]+\.png#wide "Ripe at last"\)/);
  expect(md).toContain("```python\nprint('hi')\n```");
  expect(md).toContain("> [!NOTE]\n> Water daily.\n");
  expect(md).toContain(
    "\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\nhttps://vimeo.com/76979871\n\n---\n\nThe end.",
  );

  await shoot(page, "editor-cards-desktop-plain");
  // axe with the picture's card open.
  await body.locator(".rich-figure img").click();
  await expect(page.getByRole("group", { name: "Picture" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "editor-cards-desktop");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/post\/cards-by-mouse/);
});

test("a story with every card, built by keyboard alone, is stored as portable Markdown", async ({ page, context }) => {
  test.slow();
  await writer(context);
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill("Cards by keys");
  const body = page.getByLabel("Story");
  await body.focus();
  await page.keyboard.type("Opening words.");
  await page.keyboard.press("Enter");

  // The picture: "/image" Enter opens the file chooser; ArrowLeft selects the picture, Tab enters its card.
  await page.keyboard.type("/image");
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  await (await chooser).setFiles({ name: "garden.png", mimeType: "image/png", buffer: await picture() });
  await expect(body.locator(".rich-figure img")).toHaveAttribute("src", /^\/uploads\//);
  await page.keyboard.press("ArrowLeft");
  const card = page.getByRole("group", { name: "Picture" });
  await expect(card).toBeVisible();
  // The alt text the upload got is the file's name: the card says it describes nothing.
  await expect(card.getByText("This looks like a file name")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(card.getByLabel("Caption")).toBeFocused();
  await page.keyboard.type("Beans in June");
  await page.keyboard.press("Tab");
  await expect(card.getByLabel(/Description for people who cannot see it/)).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Rows of green beans");
  await page.keyboard.press("Tab");
  await expect(card.getByRole("radio", { name: "Normal" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(card.getByRole("radio", { name: "Wide" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(body).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");

  // Code, its language picked with Alt+F10 and the keys, Escape back to the code.
  await page.keyboard.type("/code");
  await page.keyboard.press("Enter");
  await page.keyboard.type("const a = 1;");
  await page.keyboard.press("Alt+F10");
  const language = body.getByLabel("Code language");
  await expect(language).toBeFocused();
  await page.keyboard.type("Ty");
  await expect(language).toHaveValue("typescript");
  await page.keyboard.press("Escape");
  await expect(body).toBeFocused();
  await page.keyboard.press("ArrowDown");

  // A callout, made a warning from its picker.
  await page.keyboard.type("/callout");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Mind the frost.");
  await page.keyboard.press("Alt+F10");
  const kind = body.getByLabel("Callout kind");
  await expect(kind).toBeFocused();
  await page.keyboard.type("W");
  await expect(kind).toHaveValue("warning");
  await page.keyboard.press("Escape");
  await expect(body).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");

  // The embed: its address typed into the field the slash menu opens.
  await page.keyboard.type("/embed");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Embed address")).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type("gist.github.com/octocat/6cad326836d38bd3a7ae");
  await page.keyboard.press("Enter");
  await expect(body.locator(".embed-card")).toContainText("GitHub Gist");
  await expect(body).toBeFocused();

  await page.keyboard.type("/divider");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Fin.");

  // The selection's toolbar: Alt+F10 reaches it, a button applies and returns, Escape returns.
  await page.keyboard.press("Shift+Home");
  const bar = page.getByRole("toolbar", { name: "Selected text" });
  await expect(bar).toBeVisible();
  await page.keyboard.press("Alt+F10");
  await expect(bar.getByRole("button", { name: /^Bold/ })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(bar.getByRole("button", { name: /^Italic/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(body).toBeFocused();
  await page.keyboard.press("Alt+F10");
  await page.keyboard.press("Enter");
  await expect(body).toBeFocused();
  await expect(body.locator("strong")).toHaveText("Fin.");

  const md = await savedContent(page, context);
  expect(md).toMatch(/!\[Rows of green beans\]\(\/uploads\/[^)\s]+\.png#wide "Beans in June"\)/);
  expect(md).toContain("```typescript\nconst a = 1;\n```");
  expect(md).toContain("> [!WARNING]\n> Mind the frost.\n");
  expect(md).toContain("\n\nhttps://gist.github.com/octocat/6cad326836d38bd3a7ae\n\n---\n\n**Fin.**");
});

test("at 390 px the cards fit and axe finds nothing serious", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await writer(context);
  const content = [
    "A story with cards.",
    '![Tomatoes on the vine](/favicon.svg#wide "Ripe at last")',
    "```python\nprint('hi')\n```",
    "> [!TIP]\n> Water daily.",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "---",
    "The end.",
  ].join("\n\n");
  const res = await context.request.post("/api/post/create", { data: { title: "Cards on a phone", content } });
  expect(res.status()).toBe(201);
  const post = (await res.json()).data.post as { _id: string };
  await page.goto(`/edit-post?id=${post._id}`);
  const body = page.getByLabel("Story");
  await expect(body.locator(".embed-card")).toContainText("YouTube");
  await expect(body.getByLabel("Callout kind")).toHaveValue("tip");
  await expect(body.getByLabel("Code language")).toHaveValue("python");
  await shoot(page, "editor-cards-390-plain");
  await body.locator(".rich-figure img").tap();
  const card = page.getByRole("group", { name: "Picture" });
  await expect(card).toBeInViewport();
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "editor-cards-390");

  // The same in the dark theme, in its dark mode.
  expect((await context.request.patch("/api/user/me", { data: { settings: { theme: "dark" } } })).status()).toBe(200);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(body.locator(".embed-card")).toContainText("YouTube");
  await body.locator(".rich-figure img").tap();
  await expect(card).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "editor-cards-390-dark");
  await context.close();
});

test("a story opens and saves back as its writer typed it: an edit leaves the table, list and fence elsewhere untouched", async ({
  page,
  context,
}) => {
  await writer(context);
  // Written the way people write them, not the way the editor would: `|---|:-:|`, `*` bullets, a `~~~` fence.
  const content = [
    "Intro.",
    "| Tool | Use |\n|------|:---:|\n| rake | leaves |",
    "* one\n* two",
    "~~~js\nlet x = 1;\n~~~",
    "The end.",
  ].join("\n\n");
  const res = await context.request.post("/api/post/draft", { data: { title: "As typed", content } });
  const post = (await res.json()).data.post as { _id: string };
  await page.goto(`/edit-post?id=${post._id}`);
  const body = page.getByLabel("Story");
  await expect(body.locator("table")).toContainText("leaves");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  await body.getByText("The end.").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Really.");
  const stored = await savedContent(page, context);
  expect(stored.trimEnd()).toBe(content.replace("The end.", "The end. Really."));
});
