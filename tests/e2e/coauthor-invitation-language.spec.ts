/**
 * A co-author invitation in the invitee's language (issue 39): the notification's sentence, its
 * Accept and Decline buttons, the toast and the outcome, in French on /notifications and in the bell.
 * The English journey is coauthors.spec.ts.
 */
import { expect, newPerson, test, toast } from "./fixtures.ts";

test("a French invitee reads the invitation, its buttons and the outcome in French", async ({ browser }) => {
  const owner = await newPerson(browser, "Odile", "Owner");
  const guest = await newPerson(browser, "Gaston", "Guest");
  const title = `Écrit à deux ${Date.now()}`;
  const made = await owner.context.request.post("/api/post/draft", { data: { title, content: "Premiers mots." } });
  const post = (await made.json()).data.post as { _id: string };
  expect((await guest.context.request.patch("/api/user/me", { data: { language: "fr" } })).status()).toBe(200);
  const invited = await owner.context.request.post(`/api/post/${post._id}/coauthors`, {
    data: { username: guest.me.username },
  });
  expect(invited.status()).toBe(201);

  const page = guest.page;
  await page.goto("/notifications");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const sentence = `Odile Owner vous a invité à coécrire « ${title} »`;
  await expect(page.getByText(sentence)).toBeVisible();
  const answer = page.getByRole("group", { name: "Répondre à l’invitation" });
  await expect(answer.getByRole("button", { name: "Accepter" })).toBeVisible();

  // The bell names it the same way.
  await page.getByRole("button", { name: /^Notifications, 1/ }).click();
  const latest = page.getByRole("region", { name: "Dernières notifications" });
  await expect(latest.getByText(sentence)).toBeVisible();
  await page.keyboard.press("Escape");

  await answer.getByRole("button", { name: "Refuser" }).click();
  await expect(toast(page, "Invitation refusée")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Cette invitation est close." }).first()).toBeVisible();
  // Closed, it no longer names the story.
  await page.reload();
  await expect(page.getByText("Odile Owner vous a invité à coécrire une histoire")).toBeVisible();
});
