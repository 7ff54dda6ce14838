import type { Browser } from "@playwright/test";
import { expect, newPerson, publish, test, toast, uniqueEmail } from "./fixtures.ts";

const person = (browser: Browser, firstName: string, interests?: string[]) =>
  newPerson(browser, firstName, "Tester", interests);

test("one reader follows, likes, comments on and shares another's post; both see the counts", async ({ browser }) => {
  // Two accounts, several pages: 20-30 s on two cores beside another test, over 30 s on a slow CI run.
  test.slow();
  const author = await person(browser, "Aria");
  const reader = await person(browser, "Bram");
  const post = await publish(author.context, `Open question ${Date.now()}`);

  const page = reader.page;
  await page.goto(`/post/${post.slug}`);
  await page.getByRole("button", { name: "Follow Aria Tester" }).click();
  await expect(toast(page, "You have successfully followed Aria Tester")).toBeVisible();
  await expect(page.getByRole("button", { name: "Following Aria Tester" })).toBeVisible();

  await page.getByRole("button", { name: /^Like/ }).click();
  await expect(page.getByTestId("like-count")).toHaveText("1");
  await expect(page.getByRole("button", { name: /^Liked/ })).toHaveAttribute("aria-pressed", "true");

  await page.getByLabel("Add a comment").fill("I think the answer is yes.");
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(page.locator("[data-comment]").first()).toContainText("I think the answer is yes.");
  await expect(page.getByTestId("comment-count")).toHaveText("1 comment");

  await page.getByText(/^Share/).click();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByTestId("share-count")).toHaveText("1");

  const mine = author.page;
  await mine.goto(`/post/${post.slug}`);
  await expect(mine.getByTestId("like-count")).toHaveText("1");
  await expect(mine.getByTestId("comment-count")).toHaveText("1 comment");
  await expect(mine.getByTestId("share-count")).toHaveText("1");
  await expect(mine.getByText("I think the answer is yes.")).toBeVisible();
  // A reply counts in the heading as on the actions bar.
  await expect(mine.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  await mine
    .locator("[data-comment]")
    .first()
    .getByRole("button", { name: /^Reply/ })
    .first()
    .click();
  await mine.getByLabel(/^Reply to/).fill("Thank you!");
  await mine
    .locator("form")
    .filter({ has: mine.getByLabel(/^Reply to/) })
    .getByRole("button")
    .click();
  await expect(mine.getByText("Thank you!")).toBeVisible();
  await expect(mine.getByTestId("comment-count")).toHaveText("2 comments");
  await expect(mine.getByRole("heading", { name: "Comments (2)" })).toBeVisible();
  await mine.goto(`/profile`);
  await expect(mine.getByTestId("followers-count")).toHaveText("1");

  await author.context.close();
  await reader.context.close();
});

test("a reader reports a post", async ({ browser }) => {
  const author = await person(browser, "Cato");
  const reader = await person(browser, "Dina");
  const post = await publish(author.context, `Questionable ${Date.now()}`);
  await reader.page.goto(`/post/${post.slug}`);
  // The reader's bar replaces the static counters once hydrated: a click before that lands on the old one.
  await expect(reader.page.getByRole("button", { name: /^Like/ })).toBeEnabled();
  // The share menu does not stay open behind the dialog.
  await reader.page.getByText(/^Share/).click();
  await expect(reader.page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await reader.page.getByRole("button", { name: "Report", exact: true }).click();
  await expect(reader.page.getByRole("button", { name: "Copy link" })).toBeHidden();
  await reader.page.getByLabel("Reason").selectOption("misinformation");
  await reader.page.getByLabel("What is wrong? (optional)").fill("The dates are invented.");
  await reader.page.getByRole("button", { name: "Send report" }).click();
  await expect(toast(reader.page, "Thank you. The report was sent.")).toBeVisible();
  await expect(reader.page.getByRole("button", { name: "Reported", exact: true })).toBeDisabled();
  await author.context.close();
  await reader.context.close();
});

test.describe(() => {
  // The browser logs the API's deliberate 400 answer.
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test("an error shown while the report dialog is open is above its backdrop, not dimmed under it", async ({
    browser,
  }) => {
    const author = await person(browser, "Ezra");
    const reader = await person(browser, "Fern");
    const post = await publish(author.context, `Reported twice ${Date.now()}`);
    await reader.page.goto(`/post/${post.slug}`);
    await reader.page.getByRole("button", { name: "Report", exact: true }).click();
    // Past the field's limit (as an old browser or a script could send it): the server refuses it.
    const description = reader.page.getByLabel("What is wrong? (optional)");
    await description.evaluate((el) => el.removeAttribute("maxlength"));
    await description.fill("x".repeat(1001));
    await reader.page.getByRole("button", { name: "Send report" }).click();
    const error = reader.page.locator("[data-sonner-toast][data-type='error']");
    await expect(error).toBeVisible();
    await expect(reader.page.getByRole("dialog", { name: "Report this story" })).toBeVisible();
    // What the reader's pointer (and eye) meets at the toast is the toast itself (asked again until the
    // toast has slid into place: under the backdrop it would never be).
    await expect
      .poll(async () => {
        const box = (await error.boundingBox())!;
        return reader.page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest("[data-sonner-toast]"), {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        });
      })
      .toBe(true);
    await author.context.close();
    await reader.context.close();
  });
});

test("blocking someone hides their stories from the feed", async ({ browser }) => {
  // Two accounts, several pages: 20-30 s on two cores beside another test, over 30 s on a slow CI run.
  test.slow();
  const me = await person(browser, "Ezra");
  const other = await person(browser, "Fern");
  const title = `Fern's story ${Date.now()}`;
  await publish(other.context, title);
  await me.page.goto("/?tab=latest");
  await expect(me.page.getByRole("link", { name: title })).toBeVisible();
  await me.page.goto(`/profile?id=${other.me.username}`);
  me.page.once("dialog", (d) => void d.accept());
  await me.page.getByRole("button", { name: "Block Fern Tester" }).click();
  await expect(toast(me.page, "Success!")).toBeVisible();
  await me.page.goto("/?tab=latest");
  await expect(me.page.getByRole("link", { name: title })).toHaveCount(0);
  await me.page.goto("/settings?type=blocked");
  await expect(me.page.getByRole("button", { name: "Unblock Fern Tester" })).toBeVisible();
  await me.context.close();
  await other.context.close();
});

test("muting someone takes their stories out of the feed, silently, and settings brings them back", async ({
  browser,
}) => {
  // Two accounts and eight pages: 20-30 s beside another test on two cores.
  test.slow();
  const me = await person(browser, "Gil");
  const other = await person(browser, "Hal");
  const title = `Hal's story ${Date.now()}`;
  await publish(other.context, title);
  await me.page.goto(`/profile?id=${other.me.username}`);
  const mute = me.page.getByRole("button", { name: "Mute Hal Tester" });
  await mute.click();
  await expect(toast(me.page, "Muted: their stories and comments leave your feeds")).toBeVisible();
  await expect(me.page.getByRole("button", { name: "Muted Hal Tester" })).toHaveAttribute("aria-pressed", "true");
  // Their own profile still shows their stories: the reader came to see them.
  await me.page.reload();
  await expect(me.page.getByRole("link", { name: title })).toBeVisible();
  await me.page.goto("/?tab=latest");
  await expect(me.page.locator(`[data-by="${other.me._id}"]`).first()).toBeHidden();
  await expect(me.page.getByRole("link", { name: title })).toHaveCount(0);
  // Not a block: they can still be followed from their profile, and they see nothing of it.
  await other.page.goto(`/profile?id=${me.me.username}`);
  await expect(other.page.getByRole("button", { name: /^Follow/ })).toBeVisible();
  await expect(other.page.getByText(/muted/i)).toHaveCount(0);

  await me.page.goto("/settings?type=muted");
  await me.page.getByRole("button", { name: "Muted Hal Tester" }).click();
  await expect(toast(me.page, "Unmuted")).toBeVisible();
  await me.page.goto("/?tab=latest");
  await expect(me.page.getByRole("link", { name: title })).toBeVisible();
  await me.context.close();
  await other.context.close();
});

test("hiding a topic from its page takes its stories out of the feed, and settings shows it again", async ({
  browser,
}) => {
  // Two accounts, several pages: 20-30 s on two cores beside another test, over 30 s on a slow CI run.
  test.slow();
  const me = await person(browser, "Ida");
  const other = await person(browser, "Jon");
  const topic = `knitting${Date.now().toString(36)}`;
  const title = `Jon's ${topic} story`;
  const res = await other.context.request.post("/api/post/create", {
    data: { title, content: "Purl, then knit.", tags: [topic] },
  });
  expect(res.status()).toBe(201);

  await me.page.goto(`/?tag=${topic}`);
  await me.page.getByRole("button", { name: `Hide #${topic} from my feeds` }).click();
  await expect(toast(me.page, "Hidden: stories about this topic leave your feeds")).toBeVisible();
  await expect(me.page.getByRole("button", { name: `#${topic} is hidden` })).toHaveAttribute("aria-pressed", "true");
  // The topic's own page keeps its stories: the reader came to see them.
  await me.page.reload();
  await expect(me.page.getByRole("link", { name: title })).toBeVisible();
  await me.page.goto("/?tab=latest");
  // The shared page arrives with the story; the reader's own state takes it out.
  const card = me.page.locator(`[data-tags~="${topic}"]`);
  await expect(card).toHaveCount(1);
  await expect(card).toBeHidden();
  // Nobody else is affected.
  await other.page.goto("/?tab=latest");
  await expect(other.page.getByRole("link", { name: title })).toBeVisible();

  await me.page.goto("/settings?type=topics");
  await me.page.getByRole("button", { name: `#${topic} is hidden` }).click();
  await expect(toast(me.page, "Shown again")).toBeVisible();
  await me.page.goto("/?tab=latest");
  await expect(me.page.getByRole("link", { name: title })).toBeVisible();
  await me.context.close();
  await other.context.close();
});

test("following a topic from its page puts it in For you's interests; hiding it unfollows it", async ({ browser }) => {
  const me = await person(browser, "Kit");
  const topic = `pottery${Date.now().toString(36)}`;
  await me.page.goto(`/?tag=${topic}`);
  await me.page.getByRole("button", { name: `Follow #${topic}`, exact: true }).click();
  await expect(toast(me.page, "Following: stories about this topic come first in For you")).toBeVisible();
  const following = me.page.getByRole("button", { name: `Following #${topic}` });
  await expect(following).toHaveAttribute("aria-pressed", "true");
  expect((await (await me.context.request.get("/api/user")).json()).data.interests).toContain(topic);
  // Hiding it takes it out of the interests, and the follow button says so at once.
  await me.page.getByRole("button", { name: `Hide #${topic} from my feeds` }).click();
  await expect(me.page.getByRole("button", { name: `#${topic} is hidden` })).toHaveAttribute("aria-pressed", "true");
  await expect(me.page.getByRole("button", { name: `Follow #${topic}`, exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await me.page.reload();
  await expect(me.page.getByRole("button", { name: `Follow #${topic}`, exact: true })).toBeVisible();
  await me.context.close();
});

test("a comment in Markdown mentions someone, who is told; its writer edits it and it says so", async ({ browser }) => {
  test.slow();
  const author = await person(browser, "Ike");
  const writer = await person(browser, "Jae");
  const named = await person(browser, "Kim");
  const post = await publish(author.context, `Markdown talk ${Date.now()}`);
  await writer.page.goto(`/post/${post.slug}`);
  await expect(writer.page.getByRole("button", { name: /^Like/ })).toBeEnabled();
  await writer.page.getByLabel("Add a comment").fill(`Agreed, **strongly**. @${named.me.username} should read this.`);
  await writer.page.getByRole("button", { name: "Comment", exact: true }).click();
  const mine = writer.page.locator("[data-comment]").first();
  await expect(mine.locator("strong")).toHaveText("strongly");
  await expect(mine.getByRole("link", { name: `@${named.me.username}` })).toHaveAttribute(
    "href",
    `/profile?id=${named.me.username}`,
  );

  await named.page.goto("/notifications");
  await expect(named.page.getByText(/Jae Tester mentioned you in a comment on “Markdown talk/)).toBeVisible();

  await mine.getByRole("button", { name: "Edit" }).click();
  await mine.getByLabel("Edit your comment").fill("Agreed, _on reflection_.");
  await mine.getByRole("button", { name: "Save" }).click();
  await expect(toast(writer.page, "Comment updated")).toBeVisible();
  await expect(mine.locator("em")).toHaveText("on reflection");
  await expect(mine.getByText("· edited")).toBeVisible();
  // Everyone else sees the edit too.
  await author.page.goto(`/post/${post.slug}`);
  await expect(author.page.getByText("on reflection")).toBeVisible();
  await expect(author.page.getByText("· edited")).toBeVisible();
  for (const p of [author, writer, named]) await p.context.close();
});

test("onboarding: a first sign-in chooses at least three interests, then the home page", async ({ page, context }) => {
  const email = uniqueEmail("onboard");
  await context.request.post("/api/user/auth/register", {
    data: { firstName: "Gus", lastName: "New", email, password: "onboarding passphrase" },
  });
  await page.goto("/auth/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("onboarding passphrase");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/interests");
  const go = page.getByRole("button", { name: "Continue" });
  await page.getByText("Science", { exact: true }).click();
  await page.getByText("History", { exact: true }).click();
  await expect(go).toBeDisabled();
  // A disabled Continue looks it.
  expect(Number(await go.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.75);
  await expect(page.getByRole("link", { name: "Skip for now" })).toHaveAttribute("href", "/");
  await page.getByText("Music", { exact: true }).click();
  expect(Number(await go.evaluate((el) => getComputedStyle(el).opacity))).toBe(1);
  await go.click();
  await expect(page).toHaveURL("/");
  const me = (await (await context.request.get("/api/user")).json()).data;
  expect(me.interests.sort()).toEqual(["history", "music", "science"]);
});
