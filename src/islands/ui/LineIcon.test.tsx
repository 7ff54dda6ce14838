// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- React's renderer for the test, not src/server
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Toolbar } from "../editor/Toolbar";

/** Pictographs that many systems draw as empty boxes. */
const EMOJI = /[\u2190-\u2BFF\u{1F000}-\u{1FAFF}]/u;

describe("drawn icons", () => {
  it("the editor toolbar shows letters and drawn icons, no emoji", () => {
    const html = renderToStaticMarkup(<Toolbar ready={false} run={() => {}} onImage={() => {}} />);
    expect(html).not.toMatch(EMOJI);
    // Link, quote, bulleted list, numbered list and image are drawn; H2, H3, B, I and </> are letters.
    expect(html.match(/<svg/g)).toHaveLength(5);
  });
});
