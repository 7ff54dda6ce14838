import type { Browser } from "@playwright/test";
import { expect, newPerson, publish, test } from "./fixtures.ts";

const person = (browser: Browser, firstName: string) => newPerson(browser, firstName, "Live");

test("a like reaches the author's bell without a reload; opening it marks it read", async ({ browser }) => {
  const author = await person(browser, "Ada");
  const fan = await person(browser, "Ben");
  const post = await publish(author.context, `Ring the bell ${Date.now()}`, "Hello.");

  const page = author.page;
  await page.goto("/help");
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName("Notifications, 0 unread");
  await expect(page.getByTestId("unread-badge")).toHaveCount(0);
  // Wait until this tab's socket is up, then act from the other person's browser.
  await expect(page.locator("html")).toHaveAttribute("data-realtime", "connected");
  await fan.context.request.post("/api/post/likes/toggle", { data: { postId: post._id } });

  await expect(page.getByTestId("unread-badge")).toHaveText("1");
  await bell.click();
  const entry = page.getByRole("link", { name: `Ben Live liked your story “${post.title}”` });
  await entry.click();
  await expect(page).toHaveURL(`/post/${post.slug}`);
  await expect(page.getByTestId("unread-badge")).toHaveCount(0);
  await author.context.close();
  await fan.context.close();
});

test("the notifications page filters and marks all as read", async ({ browser }) => {
  const me = await person(browser, "Cy");
  const other = await person(browser, "Di");
  const post = await publish(me.context, "Counted", "Hi.");
  await other.context.request.post("/api/post/likes/toggle", { data: { postId: post._id } });
  await other.context.request.post("/api/post/comments/create", { data: { postId: post._id, content: "Nice" } });
  await expect
    .poll(
      async () =>
        (await (await me.context.request.get("/api/user/notifications/unread-count")).json()).data.unreadCount,
    )
    .toBe(2);

  // Every label the bell ever shows: its first paint must already carry the count (no "0 unread" first).
  await me.page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { bellLabels: seen });
    new MutationObserver(() => {
      const label = document.querySelector("[data-bell-slot] .sr-only")?.textContent;
      if (label && seen.at(-1) !== label) seen.push(label);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await me.page.goto("/notifications");
  await expect(me.page.getByRole("link", { name: "Di Live commented on your story “Counted”" })).toBeVisible();
  await expect(me.page.getByTestId("unread-badge")).toHaveText("2");
  expect(await me.page.evaluate(() => (window as unknown as { bellLabels: string[] }).bellLabels)).toEqual([
    "Notifications, 2 unread",
  ]);
  // On the Unread tab, marking everything read empties it at once.
  await me.page.getByRole("tab", { name: "Unread" }).click();
  await expect(me.page.getByRole("link", { name: /Di Live/ })).toHaveCount(2);
  await me.page.getByRole("button", { name: "Mark all as read" }).first().click();
  await expect(me.page.getByTestId("unread-badge")).toHaveCount(0);
  await expect(me.page.getByText("Nothing here yet.")).toBeVisible();
  await me.page.getByRole("tab", { name: "All" }).click();
  await me.page.getByRole("tab", { name: "Unread" }).click();
  await expect(me.page.getByText("Nothing here yet.")).toBeVisible();
  await me.page.getByRole("tab", { name: "Read", exact: true }).click();
  await expect(me.page.getByRole("link", { name: /Di Live/ })).toHaveCount(2);
  await me.context.close();
  await other.context.close();
});

test("an online dot appears on a profile's avatar while that person has the site open", async ({ browser }) => {
  const watcher = await person(browser, "Eve");
  const friend = await person(browser, "Fay");
  await watcher.page.goto(`/profile?id=${friend.me.username}`);
  await expect(watcher.page.locator("html")).toHaveAttribute("data-realtime", "connected");
  const avatar = watcher.page.locator("header [data-presence]");
  await expect(avatar).not.toHaveAttribute("data-online");
  await expect(avatar.getByText("Online")).toBeHidden();

  await friend.page.goto("/help");
  await expect(avatar).toHaveAttribute("data-online", "");
  await expect(avatar.locator(".presence-dot")).toBeVisible();

  await friend.page.close();
  await expect(avatar).not.toHaveAttribute("data-online");
  await watcher.context.close();
  await friend.context.close();
});
