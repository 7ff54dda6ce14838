import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac } from "node:crypto";
import { AxeBuilder } from "./axe.ts";
import { expect, newPerson, publish, signIn, test, toast } from "./fixtures.ts";

// Statuses these journeys check on purpose, which Chromium logs as errors on the pages of the people
// involved (now watched too): 403 of /moderation for someone not a moderator, 404 of a hidden story
// for its reader, 400 of hiding a story without a reason (the card then asks why).
test.use({ allowedConsoleErrors: [/the server responded with a status of (400|403|404)\b/] });

test("a moderator hides a reported story from the queue; its author is told why; the log keeps it", async ({
  browser,
}) => {
  // Three accounts and seven pages.
  test.slow();
  const writer = await newPerson(browser, "Wanda");
  const reader = await newPerson(browser, "Rick");
  const story = await publish(writer.context, `Cheap watches ${Date.now()}`);
  const reported = await reader.context.request.post(`/api/post-report/${story._id}`, {
    data: { reason: "spam", description: "Links to a shop in every paragraph" },
  });
  expect(reported.status()).toBe(201);

  const admin = await browser.newContext();
  await signIn(admin, "moira");
  const page = await admin.newPage();
  await page.goto("/moderation");
  const card = page.locator(`[data-reported-post="${story._id}"]`);
  await expect(card.getByRole("heading", { name: story.title })).toBeVisible();
  await expect(card.getByText("Links to a shop in every paragraph")).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
      ["serious", "critical"].includes(v.impact ?? ""),
    ),
  ).toEqual([]);
  // A reason is needed before the story goes.
  await card.getByRole("button", { name: "Hide the story" }).click();
  await expect(card.getByText("Say why", { exact: false })).toBeVisible();
  await card.getByLabel(/^Reason/).fill("Advertising is not allowed");
  await card.getByRole("button", { name: "Hide the story" }).click();
  await expect(card.getByRole("status")).toHaveText("Story hidden: its author was told why");

  // Readers no longer find it.
  const gone = await reader.page.goto(`/post/${story.slug}`);
  expect(gone?.status()).toBe(404);
  // Its author hears why; the reporter hears the outcome.
  await writer.page.goto("/notifications");
  await expect(
    writer.page.getByText(`A moderator hid your story “${story.title}”. Why: Advertising is not allowed`),
  ).toBeVisible();
  await reader.page.goto("/notifications");
  await expect(reader.page.getByText(`Your report about “${story.title}” was reviewed`)).toBeVisible();

  await page.goto("/moderation?type=log");
  const entry = page.locator('[data-log-action="hide"]').filter({ hasText: story.title });
  await expect(entry).toContainText("Moira Admin hid");
  await expect(entry).toContainText("Why: Advertising is not allowed");
  // The log undoes what is still in force.
  await entry.getByLabel("Why undo it").fill("The author removed the links");
  await entry.getByRole("button", { name: "Show the story again" }).click();
  await expect(entry.getByRole("status")).toHaveText("Story shown again");
  expect((await reader.page.goto(`/post/${story.slug}`))?.status()).toBe(200);
  await Promise.all([writer.context.close(), reader.context.close(), admin.close()]);
});

test("an admin makes someone a moderator, who can then remove a comment on a story", async ({ browser }) => {
  test.slow();
  const helper = await newPerson(browser, "Hugo");
  const rude = await newPerson(browser, "Ruth");
  const story = await publish(rude.context, `Open thread ${Date.now()}`);
  const commented = await rude.context.request.post("/api/post/comments/create", {
    data: { postId: story._id, content: "Something unkind" },
  });
  expect(commented.status()).toBe(201);

  // Not a moderator yet: the page says so and the menu has no link.
  const refused = await helper.page.goto("/moderation");
  expect(refused?.status()).toBe(403);
  await expect(helper.page.getByText("Only moderators and admins can see this page.")).toBeVisible();

  const admin = await browser.newContext();
  await signIn(admin, "moira");
  const page = await admin.newPage();
  await page.goto("/moderation?type=staff");
  await page.getByLabel("Username of the new moderator").fill(`@${helper.me.username}`);
  await page.getByRole("button", { name: "Make a moderator" }).click();
  await expect(toast(page, "They are a moderator now")).toBeVisible();
  await expect(page.getByText(`@${helper.me.username} · moderator`)).toBeVisible();

  await helper.page.goto(`/post/${story.slug}`);
  await helper.page.locator("summary").filter({ hasText: "Account menu" }).click();
  await expect(helper.page.getByRole("link", { name: "Moderation" })).toBeVisible();
  await helper.page.keyboard.press("Escape");
  helper.page.once("dialog", (dialog) => void dialog.accept("Unkind words are not allowed"));
  await helper.page.getByRole("button", { name: "Remove the comment by Ruth Tester" }).click();
  await expect(toast(helper.page, "Comment removed")).toBeVisible();
  await expect(helper.page.getByText("Something unkind")).toHaveCount(0);
  await rude.page.goto("/notifications");
  await expect(
    rude.page.getByText(`A moderator removed your comment on “${story.title}”. Why: Unkind words are not allowed`),
  ).toBeVisible();
  await Promise.all([helper.context.close(), rude.context.close(), admin.close()]);
});

test("an admin adds a webhook; a story published reaches it signed, and the page shows it delivered", async ({
  browser,
}) => {
  test.slow();
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/inkwell`;
  try {
    const admin = await browser.newContext();
    await signIn(admin, "moira");
    const page = await admin.newPage();
    await page.goto("/moderation?type=webhooks");
    await page.getByLabel("Address that receives the events").fill(url);
    await expect(page.getByRole("checkbox", { name: "post.published" })).toBeChecked();
    await page.getByRole("button", { name: "Add the webhook" }).click();
    const secretNote = page.getByRole("status").filter({ hasText: "Its secret" });
    await expect(secretNote).toBeVisible();
    const secret = (await secretNote.locator("code").last().textContent())!;
    expect(secret).toMatch(/^whsec_/);

    const writer = await newPerson(browser, "Hana");
    const story = await publish(writer.context, `Announced ${Date.now()}`);
    await expect.poll(() => received.find((r) => r.body.includes(story._id)), { timeout: 15_000 }).toBeTruthy();
    const hit = received.find((r) => r.body.includes(story._id))!;
    expect(hit.headers["x-inkwell-event"]).toBe("post.published");
    const timestamp = hit.headers["x-inkwell-timestamp"] as string;
    const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${hit.body}`).digest("hex")}`;
    expect(hit.headers["x-inkwell-signature"]).toBe(expected);

    // Another test's story may be on its way to this hook at the moment of a reload: look again.
    await expect(async () => {
      await page.reload();
      await expect(page.locator(`[data-webhook="${url}"]`)).toContainText(
        "Last: post.published, delivered (HTTP 204)",
        {
          timeout: 2_000,
        },
      );
    }).toPass({ timeout: 15_000 });
    await page.getByRole("button", { name: `Show deliveries to ${url}` }).click();
    const deliveries = page.getByRole("list", { name: `Latest deliveries to ${url}` });
    // Stories published by tests running alongside reach this hook too: look for a delivered one.
    await expect(
      deliveries.getByRole("listitem").filter({ hasText: "post.published: delivered · HTTP 204 · 1 attempt" }).first(),
    ).toBeVisible();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Remove the webhook to ${url}` }).click();
    await expect(toast(page, "Webhook removed")).toBeVisible();
    await Promise.all([writer.context.close(), admin.close()]);
  } finally {
    await new Promise((r) => receiver.close(r));
  }
});
