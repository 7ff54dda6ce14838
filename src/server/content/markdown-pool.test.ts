import { afterAll, describe, expect, it } from "vitest";
import { ValidationError } from "../errors.ts";
import { renderMarkdown } from "./markdown.ts";
import {
  createMarkdownPool,
  markdownMessages,
  markdownTimeLimitMs,
  MAX_NESTING,
  nestingDepth,
} from "./markdown-pool.ts";

const pool = createMarkdownPool({ size: 1, timeLimitMs: 500 });
afterAll(() => pool.close());

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ValidationError);
  return (err as ValidationError).errors[0];
};

describe("nestingDepth", () => {
  it("counts quote and list markers opening a line", () => {
    expect(nestingDepth("plain\n> quoted\n> > twice")).toBe(2);
    expect(nestingDepth("- a\n  - b\n- > - 1. deep")).toBe(4);
    expect(nestingDepth("*emphasis* is not a list\n-not a list either")).toBe(0);
    expect(nestingDepth(">".repeat(100_000))).toBe(MAX_NESTING + 1);
  });
});

describe("the Markdown pool", () => {
  it("renders as the pipeline does in this thread", async () => {
    const body = "# Title\n\nSome *words* and `code`.\n\n```js\nconst a = 1;\n```\n\n![pic](/uploads/a.png)";
    const size = () => Promise.resolve({ width: 10, height: 20 });
    expect(await pool.render(body, size)).toEqual(await renderMarkdown(body, size));
  });

  it("refuses a body too deep before rendering it", async () => {
    expect(await refusal(pool.render(">".repeat(100_000)))).toEqual({
      field: "content",
      message: markdownMessages.tooDeep,
    });
  });

  it("stops a body that takes too long, without holding up this thread, and goes on rendering", async () => {
    const order: string[] = [];
    const slow = pool.render("*_".repeat(12_000)).finally(() => order.push("render settled"));
    await new Promise((resolve) => setTimeout(resolve, 1));
    order.push("timer ran");
    expect(await refusal(slow)).toEqual({ field: "content", message: markdownMessages.tooSlow });
    expect(order).toEqual(["timer ran", "render settled"]);
    expect((await pool.render("Still *here*")).html).toBe("<p>Still <em>here</em></p>");
  });
});

describe("the default time limit", () => {
  it("grows with the body, so the longest ordinary story renders and the attack does not", async () => {
    expect(markdownTimeLimitMs(24_000)).toBeLessThan(7_000);
    expect(markdownTimeLimitMs(100_000)).toBeGreaterThan(10_000);
    const pool = createMarkdownPool({ size: 1 });
    try {
      const para = "Some *emphasis*, a [link](https://example.com) and `code` in a sentence that goes on. ";
      let body = "";
      for (let i = 0; body.length < 99_000; i++) {
        body +=
          i % 10 === 0
            ? `## Part ${i}\n\n\`\`\`js\nconst x = ${i};\n\`\`\`\n\n`
            : `${para.repeat(3)}\n\n- one\n- two\n\n`;
      }
      const rendered = await pool.render(body);
      expect(rendered.html).toContain('<h2 id="user-content-part-0">');
    } finally {
      await pool.close();
    }
  }, 30_000);
});
