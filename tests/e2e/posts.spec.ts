import { AxeBuilder } from "./axe.ts";
import sharp from "sharp";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, newPerson, signIn, signUp, test, toast } from "./fixtures.ts";

const writer = (context: BrowserContext) =>
  signUp(context, { firstName: "Wren", lastName: "Writer", interests: ["writing"] });

async function pasteImage(page: Page) {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#2f8f46" } })
    .png()
    .toBuffer();
  await page.getByTestId("editor-body").evaluate((el, b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "garden.png", { type: "image/png" }));
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, png.toString("base64"));
}

test.describe(() => {
  // The deleted story's old address answers 404 before the browser goes home: Chromium logs the status.
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test("write with a pasted image, autosave, reload, preview, publish, rename, delete", async ({ page, context }) => {
    test.slow();
    await writer(context);
    await page.goto("/create-post");
    const title = `My garden diary ${Date.now()}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Story").click();
    await page.keyboard.type("Today the tomatoes finally turned red.");
    await page.keyboard.press("Enter");
    await pasteImage(page);
    // The rich editor shows the picture itself (its Markdown is checked through the API below).
    await expect(page.getByLabel("Story").locator("img[alt='garden']")).toHaveAttribute("src", /^\/uploads\/.+\.png$/);

    // Autosave reaches the server after a pause, and the address becomes the story's own.
    await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 15_000 });
    await expect(page).toHaveURL(/\/edit-post\?id=/);

    await page.reload();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Story")).toContainText("Today the tomatoes finally turned red.");

    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Preview" }).click(),
    ]);
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(preview.locator(".prose-post img[alt='garden']")).toHaveAttribute("width", "320");
    await preview.close();

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL(/\/post\/my-garden-diary-/);
    await expect(toast(page, "Post created successfully")).toBeVisible();
    const firstAddress = new URL(page.url()).pathname;

    await page.goto("/?tab=latest");
    await expect(page.getByRole("link", { name: title })).toBeVisible();

    await page.goto(firstAddress);
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    const renamed = `${title} revisited`;
    await page.getByLabel("Title", { exact: true }).fill(renamed);
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe(firstAddress);
    await page.goto(firstAddress);
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();

    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Post deleted successfully")).toBeVisible();
    await page.goto(firstAddress);
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Post not found")).toBeVisible();
  });
});

test("text typed and not yet saved survives a crash of the tab", async ({ page, context }) => {
  await writer(context);
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill("Before the crash");
  await page.getByLabel("Story").click();
  await page.keyboard.type("Every word counts.");
  // Closing without waiting for the server: the copy on this device must bring it back.
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto("/create-post");
  await expect(again.getByLabel("Title", { exact: true })).toHaveValue("Before the crash");
  await expect(again.getByLabel("Story")).toContainText("Every word counts.");
  await expect(toast(again, "Restored what you were writing on this device.")).toBeVisible();
});

test.describe(() => {
  // The browser logs the API's deliberate 409 answer.
  test.use({ allowedConsoleErrors: [/status of 409/] });
  test("an edit made meanwhile on another device is not overwritten", async ({ page, context }) => {
    await writer(context);
    const draft = (
      await (
        await context.request.post("/api/post/draft", { data: { title: "Shared draft", content: "First words." } })
      ).json()
    ).data.post;
    await page.goto(`/edit-post?id=${draft._id}`);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Shared draft");
    // Another device saves first.
    expect(
      (
        await context.request.post("/api/post/draft", {
          data: { _id: draft._id, baseVersion: draft.version, content: "Phone words." },
        })
      ).status(),
    ).toBe(200);
    await page.getByLabel("Story").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Laptop words.");
    await expect(page.getByText("This story was changed on another device or tab")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Load the newer version" }).click();
    await expect(page.getByLabel("Story")).toContainText("Phone words.");
  });
});

test("Enter twice leaves a list: the next paragraph is not glued into the last item", async ({ page, context }) => {
  await writer(context);
  await page.goto("/create-post");
  const keys = ["- alpha", "Enter", "beta", "Enter", "Enter", "Next para"];
  const type = async () => {
    await page.getByLabel("Story").click();
    for (const key of keys) await (key === "Enter" ? page.keyboard.press("Enter") : page.keyboard.type(key));
  };
  // The rich editor: a list of two items, then a paragraph of its own.
  await type();
  const body = page.getByLabel("Story");
  await expect(body.locator("li")).toHaveText(["alpha", "beta"]);
  await expect(body.locator(":scope > p").first()).toHaveText("Next para");
  // The same keys in the Markdown view.
  await page.getByRole("switch", { name: "Markdown" }).click();
  await page.getByLabel("Story").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  for (const key of keys) await (key === "Enter" ? page.keyboard.press("Enter") : page.keyboard.type(key));
  const lines = await page.locator(".cm-line").allTextContents();
  expect(lines).toEqual(["- alpha", "- beta", "", "Next para"]);
});

test("the editor's actions stay in reach at the end of a long story", async ({ page, context }) => {
  await writer(context);
  await page.setViewportSize({ width: 390, height: 740 });
  const long = Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1} of a long story.`).join("\n\n");
  const draft = (
    await (await context.request.post("/api/post/draft", { data: { title: "Long", content: long } })).json()
  ).data.post;
  await page.goto(`/edit-post?id=${draft._id}`);
  await page.getByLabel("Story").click();
  await page.keyboard.press("Control+End");
  await expect(page.getByText("Paragraph 80 of a long story.")).toBeInViewport();
  await expect(page.getByRole("button", { name: "Publish" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Preview" })).toBeInViewport();
});

test("a draft saved on this device and then continued on another reopens with the newer text, no conflict", async ({
  page,
  context,
}) => {
  await writer(context);
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill("Two devices");
  await page.getByLabel("Story").click();
  await page.keyboard.type("Laptop words.");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 15_000 });
  await expect(page).toHaveURL(/\/edit-post\?id=/);
  // A second save on this device: the copy kept here must not keep naming the first version.
  await page.keyboard.type(" More laptop words.");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 15_000 });
  const id = new URL(page.url()).searchParams.get("id")!;
  // Everything is on the server, so nothing is left waiting on this device.
  expect(await page.evaluate((id) => Object.keys(localStorage).filter((k) => k.endsWith(`:${id}`)), id)).toEqual([]);
  const saved = (await (await context.request.get(`/api/post/${id}`)).json()).data.post;
  // The writer continues on a phone.
  const phone = await context.request.post("/api/post/draft", {
    data: { _id: id, baseVersion: saved.version, title: "Two devices", content: `${saved.content} Phone words.` },
  });
  expect(phone.status()).toBe(200);

  await page.goto(`/edit-post?id=${id}`);
  await expect(page.getByLabel("Story")).toContainText("Laptop words. More laptop words. Phone words.");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  await expect(page.getByRole("button", { name: "Keep my version" })).toHaveCount(0);
});

test.describe(() => {
  // Its old address answers 404 before the browser goes home: Chromium logs the status.
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test("a published story can be taken back to drafts from the editor", async ({ page, context }) => {
    await writer(context);
    const post = (
      await (
        await context.request.post("/api/post/create", {
          data: { title: "Second thoughts", content: "Maybe not yet." },
        })
      ).json()
    ).data.post;
    await page.goto(`/edit-post?id=${post._id}`);
    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page).toHaveURL("/drafts");
    await expect(toast(page, "Your story is a draft again")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Second thoughts" })).toBeVisible();
    await context.clearCookies();
    await page.goto(`/post/${post.slug}`);
    await expect(page).toHaveURL("/");
  });
});

test("drafts: newest first, open to edit, delete after confirming", async ({ page, context }) => {
  await writer(context);
  for (const t of ["Older draft", "Newer draft"]) {
    expect((await context.request.post("/api/post/draft", { data: { title: t, content: "…" } })).status()).toBe(200);
  }
  await page.goto("/drafts");
  const titles = page.getByRole("heading", { level: 2 });
  await expect(titles.first()).toHaveText("Newer draft");
  await expect(titles.nth(1)).toHaveText("Older draft");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Delete" }).first().click();
  await expect(toast(page, "Post deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Newer draft" })).toHaveCount(0);
  await page.getByRole("link", { name: "Older draft" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Older draft");
});

test.describe("reading", () => {
  let slug: string;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await signIn(context, "ada");
    const res = await context.request.post("/api/post/create", {
      data: {
        title: `Reading without scripts ${Date.now()}`,
        content: "## Part one\n\nThe whole text is here.\n\n## Part two\n\nAnd the ending too.",
        tags: ["science"],
      },
    });
    slug = (await res.json()).data.post.slug;
    await context.close();
  });

  test("a post page with JavaScript off shows the whole text", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/post/${slug}`);
    await expect(page.getByRole("heading", { level: 2, name: "Part two" })).toBeVisible();
    await expect(page.locator(".prose-post").getByText("And the ending too.")).toBeVisible();
    await context.close();
  });

  test("the post page has no serious or critical axe violations", async ({ page }) => {
    await page.goto(`/post/${slug}`);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => v.id);
    expect(serious).toEqual([]);
  });
});

test("a cross-posted story names its original: a half-typed address is flagged, the page links rel=canonical", async ({
  page,
  context,
}) => {
  await writer(context);
  await page.goto("/create-post");
  const title = `Cross-posted ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Story").click();
  await page.keyboard.type("First seen on my own blog.");
  // The address is one of the story's settings, in their panel.
  const settings = page.getByRole("dialog", { name: "Settings" });
  await page.getByRole("button", { name: "Settings" }).click();
  const canonical = settings.getByLabel("Canonical URL (optional)");
  await canonical.fill("my-blog.example.org/first");
  await canonical.blur();
  await expect(page.getByText("Give the full address where the story was first published")).toBeVisible();
  // The story itself is saved while the address is incomplete, and the address survives a reload on this device.
  await expect(page).toHaveURL(/\/edit-post\?id=/, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(canonical).toHaveValue("my-blog.example.org/first");

  await canonical.fill("https://my-blog.example.org/first");
  await expect(page.getByText("Give the full address where the story was first published")).toHaveCount(0);
  await settings.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/post\/cross-posted-/);
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", "https://my-blog.example.org/first");
  await expect(page.getByRole("link", { name: "my-blog.example.org" })).toHaveAttribute(
    "href",
    "https://my-blog.example.org/first",
  );
  await expect(page.getByText("Originally published at")).toBeVisible();
});

test("History: an earlier version is compared with the editor and restored, and what it replaced is kept", async ({
  page,
  context,
}) => {
  await writer(context);
  const created = await context.request.post("/api/post/create", {
    data: { title: "A tale in drafts", content: "The fox slept.\nThe end." },
  });
  const post = (await created.json()).data.post as { _id: string; slug: string };
  const edited = await context.request.put(`/api/post/${post._id}`, {
    data: { title: "A tale retold", content: "The fox ran away.\nThe end." },
  });
  expect(edited.status()).toBe(200);

  await page.goto(`/edit-post?id=${post._id}`);
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "Earlier versions" });
  const versions = history.getByRole("navigation", { name: "Revisions" }).getByRole("button");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("(latest)");
  await versions.nth(1).click();
  const diff = history.getByTestId("revision-diff");
  await expect(diff.locator("ins")).toHaveText("+ The fox slept.");
  await expect(diff.locator("del")).toHaveText("− The fox ran away.");
  await expect(history.getByText("The title was “A tale in drafts”")).toBeVisible();
  const axe = await new AxeBuilder({ page }).include("dialog").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // Unsaved changes to a published story hold the restore back instead of being replaced.
  await history.getByRole("button", { name: "Close" }).click();
  await page.getByLabel("Title", { exact: true }).fill("A tale retold, again");
  await page.getByRole("button", { name: "History" }).click();
  await versions.nth(1).click();
  await expect(history.getByRole("button", { name: "Restore this version" })).toBeDisabled();
  await history.getByRole("button", { name: "Close" }).click();
  await page.getByLabel("Title", { exact: true }).fill("A tale retold");

  await page.getByRole("button", { name: "History" }).click();
  await versions.nth(1).click();
  await history.getByRole("button", { name: "Restore this version" }).click();
  await expect(toast(page, "Restored: the story is back")).toBeVisible();
  await expect(history).toBeHidden();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("A tale in drafts");
  await expect(page.getByLabel("Story")).toContainText("The fox slept.");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  // Readers get the restored text; the history kept the version it replaced.
  const now = (await (await context.request.get(`/api/post/${post._id}`)).json()).data.post as { slug: string };
  await page.goto(`/post/${now.slug}`);
  await expect(page.getByText("The fox slept.")).toBeVisible();
  const list = await (await context.request.get(`/api/post/${post._id}/revisions`)).json();
  expect(list.data.revisions.map((r: { title: string }) => r.title)).toEqual([
    "A tale in drafts",
    "A tale retold",
    "A tale in drafts",
  ]);
});

test("a draft is scheduled in the writer's time zone, listed with its time, and unscheduled", async ({
  page,
  context,
}) => {
  await writer(context);
  const created = await context.request.post("/api/post/draft", {
    data: { title: `Morning edition ${Date.now()}`, content: "Out at nine." },
  });
  const post = (await created.json()).data.post as { _id: string; title: string };
  await page.goto(`/edit-post?id=${post._id}`);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publish later" });
  const when = dialog.getByLabel("Publish on");
  await expect(dialog.getByText(/In your time zone \(.+\)/)).toBeVisible();

  // A time already gone is refused at the field, and nothing is scheduled.
  await when.fill("2020-01-01T09:00");
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Pick a time in the future");
  const axe = await new AxeBuilder({ page }).include("dialog[open]").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  const year = new Date().getFullYear() + 1;
  await when.fill(`${year}-03-14T09:30`);
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(toast(page, "Scheduled: the story publishes itself")).toBeVisible();
  await expect(page.getByTestId("scheduled-for")).toContainText(`March 14, ${year}`);
  await expect(page.getByRole("button", { name: "Publish now" })).toBeVisible();
  const saved = (await (await context.request.get(`/api/post/${post._id}`)).json()).data.post;
  // The instant is the writer's 09:30 wherever the browser is.
  expect(new Date(saved.scheduledAt).getTime()).toBe(new Date(`${year}-03-14T09:30`).getTime());

  await page.goto("/drafts");
  const card = page.locator(`[data-draft="${post._id}"]`);
  await expect(card.locator("[data-scheduled]")).toContainText(`Scheduled for Mar 14, ${year}`);

  await card.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByRole("button", { name: "Change schedule" }).click();
  await dialog.getByRole("button", { name: "Do not publish it then" }).click();
  await expect(toast(page, "No longer scheduled")).toBeVisible();
  await expect(page.getByTestId("scheduled-for")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
});

test("a writer imports a Markdown file on the drafts page; it becomes a draft with its title and tags", async ({
  browser,
}) => {
  const me = await newPerson(browser, "Ines");
  const title = `Brought over ${Date.now()}`;
  await me.page.goto("/drafts");
  await me.page.getByText("Import stories").click();
  await me.page.getByLabel("Files to import").setInputFiles([
    {
      name: "brought-over.md",
      mimeType: "text/markdown",
      buffer: Buffer.from(`---\ntitle: ${title}\ntags: [Travel]\n---\n\nWritten somewhere else first.\n`),
    },
    { name: "holiday.png", mimeType: "image/png", buffer: Buffer.from("not a story") },
  ]);
  await me.page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(toast(me.page, "Imported 1 story as drafts")).toBeVisible();
  const outcome = me.page.getByRole("status").filter({ hasText: "Imported as drafts" });
  await expect(outcome.getByRole("link", { name: title })).toBeVisible();
  await expect(outcome).toContainText("holiday.png: Not a Markdown, Medium HTML or zip file");
  await me.page.reload();
  await expect(me.page.getByRole("heading", { name: title })).toBeVisible();
  await me.context.close();
});

test.describe(() => {
  // The refused save is a 400, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test("a draft the server turns down says why and stays on this device; fixing it saves it", async ({
    page,
    context,
  }) => {
    await writer(context);
    await page.goto("/create-post");
    await page.getByLabel("Title", { exact: true }).fill("Deep quotes");
    await page.getByLabel("Story").click();
    await page.keyboard.type(`${"> ".repeat(40)}too deep`);
    const state = page.getByTestId("save-state");
    await expect(state).toHaveText(
      "Not saved: Quotes and lists can be nested at most 32 levels deep (kept on this device)",
      { timeout: 15_000 },
    );
    const kept = await page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([k]) => k.startsWith("editor:"))
        .map(([, v]) => v),
    );
    expect(kept.join("")).toContain("too deep");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Shallow now.");
    await expect(state).toHaveText("All changes saved", { timeout: 15_000 });
  });
});
