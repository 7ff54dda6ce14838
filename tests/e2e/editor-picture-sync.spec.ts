/**
 * A picture selected in the first moments after the editor opens stays selected (issue 36): the live
 * room's first sync binds the editor to the shared text and redraws it, which turned the picture's
 * selection into a text selection and closed its card under the writer's finger.
 */
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

/**
 * Holds the server's answers from the moment the page asks to join the story's room until `release`
 * (the page's socket is a WebSocket: socket.io frames carry the event's name as text). `bound` settles
 * when the page, having joined and bound its editor, first tells the room where its caret is.
 */
async function holdRoom(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let joined!: () => void;
  const asked = new Promise<void>((resolve) => (joined = resolve));
  let told!: () => void;
  const bound = new Promise<void>((resolve) => (told = resolve));
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    const held: (string | Buffer)[] = [];
    let holding = false;
    ws.onMessage((message) => {
      if (typeof message === "string" && message.includes('"coedit:join"')) {
        holding = true;
        joined();
      }
      if (typeof message === "string" && message.includes('"coedit:awareness"')) told();
      server.send(message);
    });
    server.onMessage((message) => (holding ? held.push(message) : ws.send(message)));
    void released.then(() => {
      holding = false;
      for (const message of held.splice(0)) ws.send(message);
    });
  });
  return { asked, release, bound };
}

test("a picture clicked before the live room's first sync stays selected, its card open, once the editor binds", async ({
  page,
  context,
}) => {
  await signUp(context, { firstName: "Sela", lastName: "Sync", interests: ["writing"] });
  const res = await context.request.post("/api/post/draft", {
    data: { title: "A picture early", content: "Opening words.\n\n![Hills at dusk](/favicon.svg)\n\nClosing words.\n" },
  });
  expect(res.status()).toBe(200);
  const id = ((await res.json()).data.post as { _id: string })._id;
  const room = await holdRoom(page);
  await page.goto(`/edit-post?id=${id}`);
  const body = page.getByLabel("Story");
  const img = body.locator(".rich-figure img");
  const card = page.getByRole("group", { name: "Picture" });
  // The page has asked to join; its answer waits while the writer picks the picture.
  await room.asked;
  await img.click();
  await expect(card).toBeVisible();
  await expect(body.locator(".ProseMirror-selectednode")).toHaveCount(1);
  room.release();
  await room.bound;
  // Bound and redrawn: still the picture, selected whole, and its card.
  await expect(body.locator(".ProseMirror-selectednode img")).toHaveCount(1);
  await expect(card).toBeVisible();
  await expect(body).toBeFocused();
  // The card still edits that picture.
  await page.getByLabel("Caption").fill("The hills");
  await expect(body.locator(".rich-caption")).toHaveText("The hills");
});
