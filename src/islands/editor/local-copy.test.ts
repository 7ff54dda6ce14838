import { describe, expect, it, vi } from "vitest";
import { createAutosave } from "./autosave";
import { recoveryFor, type EditorFields } from "./local-copy";

const fields = (over: Partial<EditorFields> = {}): EditorFields => ({
  title: "T",
  subtitle: "",
  content: "Body",
  tags: [],
  cover: null,
  ...over,
});

describe("recovering the local copy", () => {
  it("restores unsaved text of a new story", () => {
    expect(recoveryFor({ fields: fields(), postId: null, baseVersion: null, savedAt: 1 }, null)).toBe("restore");
  });
  it("does nothing when the server already has the same text", () => {
    expect(
      recoveryFor({ fields: fields(), postId: "p", baseVersion: 3, savedAt: 1 }, { fields: fields(), version: 3 }),
    ).toBe("none");
  });
  it("restores changes made on top of the server's current version", () => {
    const local = { fields: fields({ content: "More words" }), postId: "p", baseVersion: 3, savedAt: 1 };
    expect(recoveryFor(local, { fields: fields(), version: 3 })).toBe("restore");
  });
  it("asks when the story was changed elsewhere since the copy was made", () => {
    const local = { fields: fields({ content: "Mine" }), postId: "p", baseVersion: 2, savedAt: 1 };
    expect(recoveryFor(local, { fields: fields({ content: "Theirs" }), version: 3 })).toBe("conflict");
  });
});

describe("autosave", () => {
  it("saves once after the writer pauses, and again for changes made during a save", async () => {
    vi.useFakeTimers();
    try {
      let release: () => void = () => {};
      const saves: number[] = [];
      const autosave = createAutosave(
        () =>
          new Promise<void>((resolve) => {
            saves.push(Date.now());
            release = resolve;
          }),
        3000,
      );
      autosave.touch();
      await vi.advanceTimersByTimeAsync(2000);
      autosave.touch();
      await vi.advanceTimersByTimeAsync(2999);
      expect(saves).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(saves).toHaveLength(1);
      autosave.touch();
      await vi.advanceTimersByTimeAsync(3000);
      expect(saves).toHaveLength(1);
      release();
      await vi.advanceTimersByTimeAsync(3000);
      expect(saves).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
