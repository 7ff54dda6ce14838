import { AxeBuilder } from "./axe.ts";
import { expect, newPerson, publish, test, toast } from "./fixtures.ts";

test("an author groups two stories in a series and orders them; each part's page links the other", async ({
  browser,
}) => {
  // Two pages, an axe pass and a second reader: 21 s alone, over 30 s beside another test on a slow run.
  test.slow();
  const me = await newPerson(browser, "Sid");
  const first = await publish(me.context, `Getting started ${Date.now()}`);
  const second = await publish(me.context, `Going further ${Date.now()}`);
  const { page } = me;
  await page.goto("/series");
  await page.getByLabel("New series title").fill("A guide to gardens");
  await page.getByRole("button", { name: "Create the series" }).click();
  await expect(toast(page, "Series created")).toBeVisible();
  const card = page.locator('[data-series="A guide to gardens"]');
  const picker = card.getByLabel("Add a story to A guide to gardens");
  await picker.selectOption({ label: second.title });
  await card.getByRole("button", { name: "Add", exact: true }).click();
  await expect(card.getByText(`1. ${second.title}`)).toBeVisible();
  await picker.selectOption({ label: first.title });
  await card.getByRole("button", { name: "Add", exact: true }).click();
  await expect(card.getByText(`2. ${first.title}`)).toBeVisible();
  // Put the first story first.
  await card.getByRole("button", { name: `Up ${first.title}` }).click();
  await expect(card.getByText(`1. ${first.title}`)).toBeVisible();
  expect(
    // The toasts stacked behind the front one fade out on purpose as they leave.
    (await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze()).violations.filter((v) =>
      ["serious", "critical"].includes(v.impact ?? ""),
    ),
  ).toEqual([]);

  // A reader of either part sees where it stands and goes on to the next.
  const reader = await browser.newPage();
  await reader.goto(`/post/${first.slug}`);
  const nav = reader.getByRole("navigation", { name: "Series: A guide to gardens" });
  await expect(nav).toContainText("Part 1 of 2 in A guide to gardens");
  await expect(nav.getByText(first.title)).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: `${second.title} →` }).click();
  await expect(reader).toHaveURL(new RegExp(`/post/${second.slug}$`));
  await expect(reader.getByRole("navigation", { name: "Series: A guide to gardens" })).toContainText(
    "Part 2 of 2 in A guide to gardens",
  );
  await reader.close();
  await me.context.close();
});
