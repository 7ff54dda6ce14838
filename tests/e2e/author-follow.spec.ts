import { AxeBuilder } from "./axe.ts";
import { expect, newPerson, signUp, test } from "./fixtures.ts";

test("Follow on an author's page: signed out, sign in and come back; then follow by keyboard on a phone", async ({
  browser,
}) => {
  test.slow();
  const author = await newPerson(browser, "Arlo", "Author");
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const { email, password } = await signUp(context, { firstName: "Fern", lastName: "Reader", signIn: false });
  const page = await context.newPage();
  const address = `/@${author.me.username}`;

  await page.goto(address);
  await page.getByRole("link", { name: "Follow Arlo Author" }).click();
  await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(address)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // A first sign-in chooses interests first, then comes back.
  await expect(page).toHaveURL(`/interests?redirect=${encodeURIComponent(address)}`);
  for (const topic of ["Science", "History", "Writing"]) await page.getByText(topic, { exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(address);

  const follow = page.getByRole("button", { name: "Follow Arlo Author" });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("link", { name: "Follow Arlo Author" })).toBeHidden();
  // (The onboarding's toast, fading in, is not this page's.)
  const violations = (await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze()).violations.filter(
    (v) => ["serious", "critical"].includes(v.impact ?? ""),
  );
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(", ")}`)).toEqual([]);
  await follow.focus();
  await page.keyboard.press("Enter");
  const following = page.getByRole("button", { name: "Following Arlo Author" });
  await expect(following).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("followers-count")).toHaveText("1");
  await expect(page.locator("[data-author-of]")).toContainText("1 follower ");
  await page.screenshot({ path: "test-results/author-follow-phone.png" });

  // The page is shared and cached: the reader's state is not in its markup, it comes from the personal call.
  const html = await (await context.request.get(address)).text();
  expect(html).toContain(`href="/auth/login?redirect=${encodeURIComponent(address)}">Follow`);
  expect(html).not.toMatch(/Following|aria-pressed="true"/);
  await page.reload();
  await expect(following).toHaveAttribute("aria-pressed", "true");

  // On their own page an author is offered nothing to follow.
  await author.page.goto(address);
  await expect(author.page.getByRole("heading", { level: 1, name: "Arlo Author" })).toBeVisible();
  await expect(author.page.getByRole("button", { name: /^Follow/ })).toHaveCount(0);
  await expect(author.page.getByRole("link", { name: /^Follow Arlo/ })).toBeHidden();
  await Promise.all([context.close(), author.context.close()]);
});
