/**
 * Co-authors from the browser: the owner invites by username in the story settings (a wrong name is
 * told at the field), the invitee accepts from the notification that arrives live, finds the draft in
 * their drafts, edits and saves it, and the owner removes them. Keyboard reachable; axe finds nothing
 * serious in the settings panel or the notification.
 */
import { AxeBuilder } from "./axe.ts";
import type { Page } from "@playwright/test";
import { expect, newPerson, test } from "./fixtures.ts";

async function seriousViolations(page: Page, include: string) {
  // The toasts are the shared toaster's (checked by its own tests), not this feature's.
  const results = await new AxeBuilder({ page }).include(include).exclude("[data-sonner-toaster]").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// A wrong username is a 400 answer, which the browser logs. With the owner's editor open too, the two
// are live co-editors: a save the guest's tab sends before its socket has joined the story's room is
// not live, and the server answers 409 (decision 018); the tab saves again once joined, as
// coediting.spec.ts allows.
test.use({ allowedConsoleErrors: [/status of (400|409)/] });

test("the owner invites, the invitee accepts from the live notification and edits, the owner removes them", async ({
  browser,
}) => {
  test.slow();
  const owner = await newPerson(browser, "Orla", "Owner");
  const guest = await newPerson(browser, "Gus", "Guest");
  const title = `Written together ${Date.now()}`;
  const made = await owner.context.request.post("/api/post/draft", { data: { title, content: "Owner's words." } });
  const post = (await made.json()).data.post as { _id: string };

  // The invitee waits on any page with a live connection.
  await guest.page.goto("/help");
  await expect(guest.page.locator("html")).toHaveAttribute("data-realtime", "connected");

  const page = owner.page;
  await page.goto(`/edit-post?id=${post._id}`);
  await page.getByRole("button", { name: "Settings" }).click();
  const panel = page.getByRole("dialog", { name: "Settings" });
  const section = panel.getByRole("region", { name: "Co-authors" });
  const username = section.getByLabel("Invite by username");
  await username.fill("no-such-person-here");
  await username.press("Enter");
  await expect(section.getByRole("alert")).toHaveText("No one has this username");
  await expect(username).toHaveAttribute("aria-invalid", "true");

  await username.fill(guest.me.username);
  await username.press("Enter");
  const list = section.getByRole("list", { name: "Authors and invitations" });
  await expect(list.getByRole("listitem")).toHaveText([/Orla Owner.*owner/, /Gus Guest.*invited/]);
  expect(await seriousViolations(page, "dialog[open]")).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/coauthors-settings-desktop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/coauthors-settings-390.png" });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The invitation arrives live in the invitee's bell; Accept is reached by keyboard.
  const gp = guest.page;
  await expect(gp.getByTestId("unread-badge")).toHaveText("1");
  await gp.getByRole("button", { name: /^Notifications, 1 unread$/ }).click();
  const latest = gp.getByRole("region", { name: "Latest notifications" });
  await expect(latest.getByText(`Orla Owner invited you to co-author “${title}”`)).toBeVisible();
  expect(await seriousViolations(gp, "[aria-label='Latest notifications']")).toEqual([]);
  await gp.setViewportSize({ width: 390, height: 844 });
  await gp.screenshot({ path: "test-results/coauthors-invitation-390.png" });
  await gp.setViewportSize({ width: 1280, height: 900 });
  await gp.screenshot({ path: "test-results/coauthors-invitation-desktop.png" });
  const accept = latest.getByRole("button", { name: "Accept" });
  await accept.focus();
  await gp.keyboard.press("Enter");
  await expect(latest.getByRole("status")).toHaveText(/You accepted/);

  // The owner's editor stays open: the two are live co-editors while the co-author types.
  // The draft is now among the co-author's drafts; they open it and save new words.
  await gp.goto("/drafts");
  const card = gp.locator(`[data-draft="${post._id}"]`);
  await expect(card).toContainText("Co-authoring with Orla Owner");
  await expect(card.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await card.getByRole("link", { name: "Edit" }).click();
  await expect(gp.getByLabel("Story")).toContainText("Owner's words.");
  // Both editors in the story's room.
  for (const p of [page, gp]) await expect(p.getByTestId("coedit-people").locator("li")).toHaveCount(2);
  // The owner's tab shows the shared text and saves it too. Its first save is held on the way, so it
  // lands after the guest's: rendered before the guest's last words reached the owner's tab, it must
  // not take the stored story back (the race two open editors run on a slow link).
  await page.keyboard.press("Escape");
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let caught!: () => void;
  const held = new Promise<void>((r) => (caught = r));
  let holding = true;
  await page.route("**/api/post/draft", async (route) => {
    if (!holding) return route.continue();
    holding = false;
    caught();
    await released;
    await route.continue();
  });
  await gp.getByLabel("Story").click();
  await gp.keyboard.press("End");
  await gp.keyboard.type(" And the");
  await held;
  await gp.keyboard.type(" guest's.");
  // Unsaved first (the autosave waits for a pause), so "saved" below is this typing's save.
  await expect(gp.getByTestId("save-state")).not.toHaveText("All changes saved");
  await expect(gp.getByTestId("save-state")).toHaveText("All changes saved", { timeout: 20_000 });
  const stored = async () =>
    ((await (await owner.context.request.get(`/api/post/${post._id}`)).json()).data.post as { content: string })
      .content;
  expect((await stored()).trim()).toBe("Owner's words. And the guest's.");
  const late = page.waitForResponse((r) => r.url().endsWith("/api/post/draft") && r.request().method() === "POST");
  release();
  expect((await late).status()).toBe(200);
  // Saved means stored: the owner's older save did not take the guest's words out.
  expect((await stored()).trim()).toBe("Owner's words. And the guest's.");
  await expect(page.getByLabel("Story")).toContainText("And the guest's.");
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  await expect(gp.getByTestId("save-state")).toHaveText("All changes saved");
  await expect.poll(async () => (await stored()).trim()).toBe("Owner's words. And the guest's.");
  // A co-author sees the list but not the owner's controls; they could leave.
  await gp.getByRole("button", { name: "Settings" }).click();
  const theirs = gp.getByRole("dialog", { name: "Settings" }).getByRole("region", { name: "Co-authors" });
  await expect(theirs.getByRole("listitem")).toHaveText([/Orla Owner.*owner/, /Gus Guest.*co-author/]);
  await expect(theirs.getByLabel("Invite by username")).toHaveCount(0);
  await expect(theirs.getByRole("button", { name: "Leave this story" })).toBeVisible();

  // The owner removes them: the list says so, and the co-author's right has ended.
  await page.reload();
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(list.getByRole("listitem")).toHaveText([/Orla Owner.*owner/, /Gus Guest.*co-author/]);
  await list.getByRole("button", { name: "Remove Gus Guest" }).click();
  await expect(list.getByRole("listitem")).toHaveText([/Orla Owner.*owner/]);
  const after = await guest.context.request.get(`/api/post/${post._id}`);
  expect(after.status()).toBe(404);

  await owner.context.close();
  await guest.context.close();
});

test("a co-author finds Edit on the story's page, and only the owner Delete", async ({ browser }) => {
  const owner = await newPerson(browser, "Oona", "Owner");
  const guest = await newPerson(browser, "Cato", "Coauthor");
  const made = await owner.context.request.post("/api/post/draft", {
    data: { title: `Edited by two ${Date.now()}`, content: "Both may edit this." },
  });
  const id = ((await made.json()).data.post as { _id: string })._id;
  expect(
    (await owner.context.request.post(`/api/post/${id}/coauthors`, { data: { username: guest.me.username } })).status(),
  ).toBe(201);
  expect((await guest.context.request.post(`/api/post/${id}/coauthors/accept`, { data: {} })).status()).toBe(200);
  const published = await owner.context.request.put(`/api/post/${id}`, { data: { status: "published" } });
  const slug = ((await published.json()).data.post as { slug: string }).slug;

  // The shared page: the reader's personal call shows what is theirs.
  for (const [who, deletes] of [
    [guest, false],
    [owner, true],
  ] as const) {
    await who.page.goto(`/post/${slug}`);
    const header = who.page.locator("article header");
    // The co-author is offered to follow the owner; that button's island must not take Edit's place.
    if (!deletes) await expect(header.getByRole("button", { name: "Follow Oona Owner" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Edit", exact: true })).toHaveAttribute(
      "href",
      `/edit-post?id=${id}`,
    );
    await expect(header.getByRole("button", { name: "Delete" })).toHaveCount(deletes ? 1 : 0);
  }
  await owner.context.close();
  await guest.context.close();
});
