/**
 * An author's public page and stories by e-mail, in a real browser with the real SMTP server: the
 * page reads without JavaScript, a reader subscribes and confirms with plain forms, gets the next
 * story in their inbox and leaves with one click.
 */
import { expect, mailBody, newPerson, proveAddress, publish, readMail, test } from "./fixtures.ts";

const linkTo = (raw: string, path: string) => {
  const m = new RegExp(`https?://[^\\s"<>]+(${path.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_.%-]+)`).exec(
    mailBody(raw),
  );
  if (!m) throw new Error(`No ${path} link in the message`);
  return m[1]!;
};

test("a reader without JavaScript subscribes on the author page, confirms, gets the next story, and unsubscribes", async ({
  browser,
}) => {
  test.slow();
  const author = await newPerson(browser, "Mae", "Jemison");
  await publish(author.context, "Notes from orbit");
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const page = await reader.newPage();
  const email = `reader-${Date.now()}@example.test`;

  await page.goto(`/@${author.me.username}`);
  await expect(page.getByRole("heading", { level: 1, name: "Mae Jemison" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Notes from orbit" })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    `/@${author.me.username}/feed.xml`,
  );
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  // Said once, not as the heading and again as the message.
  await expect(page.getByText("Check your inbox")).toHaveCount(1);

  const confirmation = await readMail(email, /subscribe\/confirm/);
  await page.goto(linkTo(confirmation, "/subscribe/confirm"));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();

  await publish(author.context, "A second dispatch");
  const story = await readMail(email, /A second dispatch/);
  expect(story).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  await page.goto(linkTo(story, "/unsubscribe"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "Unsubscribed" })).toBeVisible();
  await reader.close();
  await author.context.close();
});

test("a byline leads to the author's page, and a signed-in reader with a proven address subscribes in one click", async ({
  browser,
}) => {
  const author = await newPerson(browser, "Sally", "Ride");
  const post = await publish(author.context, "Thinking about the stars");
  const reader = await newPerson(browser, "Guion", "Bluford");
  // One step only for an address proven to be the reader's: here by a sign-in link they used.
  await proveAddress(reader.context, reader.email);
  await reader.page.goto(`/post/${post.slug}`);
  await reader.page.getByRole("article").getByRole("link", { name: "Sally Ride" }).first().click();
  await expect(reader.page).toHaveURL(`/@${author.me.username}`);
  await expect(reader.page.getByLabel("Your e-mail address")).toBeHidden();
  await reader.page.getByRole("button", { name: "Subscribe" }).click();
  await expect(reader.page.getByRole("heading", { name: "Subscribed" })).toBeVisible();
  await author.page.goto("/stats");
  await expect(author.page.getByTestId("subscriber-count")).toHaveText("1");
  await reader.context.close();
  await author.context.close();
});

test.describe(() => {
  // The page answers 400 on purpose (a refused address), which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test("a refused address shows the form again with the error beside the field and what was typed, with 400", async ({
    browser,
  }) => {
    test.slow();
    const author = await newPerson(browser, "Grace", "Hopper");
    const reader = await browser.newContext();
    const page = await reader.newPage();
    await page.goto(`/@${author.me.username}`);
    const answer = () => page.waitForResponse((r) => r.url().endsWith("/subscribe") && r.request().method() === "POST");

    // Empty: the services' error once made the page's `instanceof` miss and answer "404 Page not found".
    let response = answer();
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Not subscribed" })).toBeVisible();
    const field = page.getByLabel("Your e-mail address");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Give your e-mail address");

    // The browser lets it through (type=email), the shared schema does not: kept as typed.
    await field.fill("reader@localhost");
    response = answer();
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByLabel("Your e-mail address")).toHaveValue("reader@localhost");
    await expect(page.getByRole("alert")).toContainText(/valid e-mail address/);

    // Corrected on the same form, it goes through.
    await page.getByLabel("Your e-mail address").fill(`reader-${Date.now()}@example.test`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    await expect(page.getByText(/Check your inbox/)).toBeVisible();
    await reader.close();
    await author.context.close();
  });
});
