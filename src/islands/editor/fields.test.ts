import { describe, expect, it } from "vitest";
import { changesOf, takeSettings } from "./fields";
import type { EditorFields } from "./local-copy";

const fields = (over: Partial<EditorFields> = {}): EditorFields => ({
  title: "T",
  subtitle: "",
  content: "Body",
  tags: [],
  cover: null,
  canonicalUrl: "",
  emailSubscribers: true,
  ...over,
});
const theirs = (over: Partial<EditorFields> = {}) => {
  const { tags, cover, canonicalUrl, emailSubscribers } = fields(over);
  return { tags, cover, canonicalUrl, emailSubscribers };
};

describe("a save of a saved story sends only the settings its writer changed", () => {
  it("the words always, a setting only when it differs from the last save", () => {
    const saved = fields({ tags: ["old"] });
    expect(changesOf(fields({ tags: ["old"], content: "New" }), saved)).toEqual({
      title: "T",
      subtitle: null,
      content: "New",
    });
    expect(changesOf(fields({ tags: ["mine"], canonicalUrl: "https://a.example" }), saved)).toMatchObject({
      tags: ["mine"],
      canonicalUrl: "https://a.example",
    });
  });
});

describe("settings someone saved, against this writer's", () => {
  it("are taken where the writer left them as last saved", () => {
    const base = fields();
    expect(takeSettings(fields({ content: "typing" }), base, theirs({ tags: ["news"] }))).toEqual({
      take: { tags: ["news"] },
      base: fields({ tags: ["news"] }),
    });
  });

  it("leave a setting the writer changed since (theirs goes with the next save)", () => {
    const base = fields();
    expect(takeSettings(fields({ tags: ["mine"] }), base, theirs({ tags: ["news"] }))).toBeNull();
  });

  it("the same change on both sides is no longer unsaved", () => {
    const base = fields();
    expect(takeSettings(fields({ tags: ["same"] }), base, theirs({ tags: ["same"] }))).toEqual({
      take: {},
      base: fields({ tags: ["same"] }),
    });
  });
});
