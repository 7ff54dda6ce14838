import type { Locator, Page } from "@playwright/test";
import { expect, signUp, test } from "./fixtures.ts";

/** The editor's Markdown, line by line, as CodeMirror holds it. */
const storyText = (page: Page) =>
  page.locator(".cm-content .cm-line").evaluateAll((lines) => lines.map((l) => l.textContent ?? "").join("\n"));

test("toolbar line formats on an empty line put the caret after the marker, by mouse and by keyboard", async ({
  page,
  context,
}) => {
  test.slow();
  await signUp(context, { firstName: "Tilda", lastName: "Toolbar", interests: ["writing"] });
  await page.goto("/create-post");
  // This toolbar is the Markdown view's (CodeMirror); the rich editor's runs ProseMirror commands.
  await page.getByRole("switch", { name: "Markdown" }).click();
  await page.getByLabel("Story").click();
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });

  // By mouse: each button on a fresh empty line, then typing.
  const rows: [string, string][] = [
    ["Heading", "## "],
    ["Subheading", "### "],
    ["Quote", "> "],
    ["Bulleted list", "- "],
    ["Numbered list", "1. "],
  ];
  const typed: string[] = [];
  for (const [label, marker] of rows) {
    await toolbar.getByRole("button", { name: new RegExp(`^${label}\\b`) }).click();
    await page.keyboard.type(`${label} text`);
    typed.push(`${marker}${label} text`);
    // Leave the list or quote the way a writer does: select the line's end and start a new paragraph.
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
  }
  const text = await storyText(page);
  for (const line of typed) expect(text).toContain(line);
  expect(text).not.toMatch(/text(## |### |> |- |1\. )/);

  // By keyboard: the heading shortcut on an empty line.
  await page.keyboard.press("ControlOrMeta+Alt+2");
  await page.keyboard.type("Keyed heading");
  expect(await storyText(page)).toContain("## Keyed heading");
});

test("the editor's Title, Subtitle and Tags show a focus ring when a keyboard reaches them", async ({
  page,
  context,
}) => {
  test.slow();
  await signUp(context, { firstName: "Rhea", lastName: "Ring", interests: ["writing"] });
  await page.goto("/create-post");
  const ring = async (field: Locator) => {
    await field.focus();
    const outline = await field.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  };
  await ring(page.getByLabel("Title", { exact: true }));
  await ring(page.getByLabel("Subtitle", { exact: true }));
  // Tags are among the story's settings, in their panel.
  await page.getByRole("button", { name: "Settings" }).click();
  await ring(page.getByRole("dialog", { name: "Settings" }).locator("input[list$='-topics']"));
});
