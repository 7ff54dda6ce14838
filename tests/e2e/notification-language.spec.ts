/**
 * The site's notices in the reader's language (issue 39): a mention and a moderator's decisions, read
 * in French on /notifications, in the bell, and as they arrive live. The English journeys are
 * notifications.spec.ts and moderation.spec.ts; invitations are coauthor-invitation-language.spec.ts.
 */
import { expect, newPerson, publish, signIn, test } from "./fixtures.ts";

test("a French reader reads a mention and a moderator's decisions in French", async ({ browser }) => {
  const writer = await newPerson(browser, "Fanny", "Fontaine");
  // The site's admin both mentions the reader (elsewhere: the story's own author hears of a comment
  // anyway) and hides the reader's story.
  const admin = await browser.newContext();
  await signIn(admin, "moira");
  expect((await writer.context.request.patch("/api/user/me", { data: { language: "fr" } })).status()).toBe(200);
  const story = await publish(writer.context, `Mon histoire ${Date.now()}`);
  const elsewhere = await publish(admin, `Ailleurs ${Date.now()}`);
  const said = await admin.request.post("/api/post/comments/create", {
    data: { postId: elsewhere._id, content: `Qu’en penses-tu, @${writer.me.username} ?` },
  });
  expect(said.status()).toBe(201);
  const hid = await admin.request.post(`/api/moderation/posts/${story._id}/hide`, {
    data: { reason: "Publicité interdite" },
  });
  expect(hid.status()).toBe(200);
  // The mention is written after the comment's answer: wait for both notices to be there.
  const unread = async () =>
    (await (await writer.context.request.get("/api/user/notifications/unread-count")).json()).data.unreadCount;
  await expect.poll(unread).toBe(2);

  const page = writer.page;
  await page.goto("/notifications");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const mention = `Moira Admin vous a mentionné dans un commentaire sur « ${elsewhere.title} »`;
  const hidden = `Un modérateur a masqué votre histoire « ${story.title} ». Motif : Publicité interdite`;
  const list = page.getByRole("main");
  await expect(list.getByText(mention)).toBeVisible();
  await expect(list.getByText(hidden)).toBeVisible();

  // The bell says them the same way.
  await page.getByRole("button", { name: /^Notifications, 2/ }).click();
  const latest = page.getByRole("region", { name: "Dernières notifications" });
  await expect(latest.getByText(mention)).toBeVisible();
  await expect(latest.getByText(hidden)).toBeVisible();

  // One pushed while the page is open arrives in French too.
  const restored = await admin.request.post(`/api/moderation/posts/${story._id}/restore`, {
    data: { reason: "Les liens ont été retirés" },
  });
  expect(restored.status()).toBe(200);
  const back = `Votre histoire « ${story.title} » est de nouveau visible. Motif : Les liens ont été retirés`;
  await expect(latest.getByText(back)).toBeVisible();
  await expect(list.getByText(back)).toBeVisible();
  await Promise.all([writer.context.close(), admin.close()]);
});
