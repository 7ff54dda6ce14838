// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- React's renderer for the test, not src/server
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Handle } from "./Handle";

describe("Handle", () => {
  it("isolates the handle left to right, with its @, as the pages write it", () => {
    expect(renderToStaticMarkup(<Handle username="ada" />)).toBe('<bdi dir="ltr">@ada</bdi>');
    expect(renderToStaticMarkup(<Handle username="hedy@remote.test" />)).toBe('<bdi dir="ltr">@hedy@remote.test</bdi>');
  });

  it("renders the same markup as the element it replaces", () => {
    const u = "لیلا";
    expect(renderToStaticMarkup(<Handle username={u} />)).toBe(renderToStaticMarkup(<bdi dir="ltr">@{u}</bdi>));
  });
});
