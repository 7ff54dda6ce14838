import { describe, expect, it } from "vitest";
import { insertNewline } from "@codemirror/commands";
import { insertNewlineContinueMarkup, markdown } from "@codemirror/lang-markdown";
import { EditorState, type StateCommand } from "@codemirror/state";
import { leaveListOnEmptyItem } from "./commands";

/** Types like the editor does: text at the cursor, Enter through our command, then Markdown's, then plain. */
function typeInto(keys: string[]): string {
  let state = EditorState.create({ doc: "", extensions: [markdown()] });
  const target = {
    get state() {
      return state;
    },
    dispatch: (tr: { state: EditorState }) => {
      state = tr.state;
    },
  };
  const enter: StateCommand[] = [leaveListOnEmptyItem, insertNewlineContinueMarkup, insertNewline];
  for (const key of keys) {
    if (key === "Enter") enter.find((run) => run(target));
    else state = state.update(state.replaceSelection(key)).state;
  }
  return state.doc.toString();
}

describe("leaving a list in the editor", () => {
  it("puts a blank line between the list and the next paragraph", () => {
    expect(typeInto(["- alpha", "Enter", "beta", "Enter", "Enter", "Next para"])).toBe("- alpha\n- beta\n\nNext para");
  });

  it("does the same for a numbered list", () => {
    expect(typeInto(["1. one", "Enter", "two", "Enter", "Enter", "After"])).toBe("1. one\n2. two\n\nAfter");
  });

  it("leaves other Enters to the Markdown keymap (continuing a list, nested items)", () => {
    expect(typeInto(["- alpha", "Enter", "beta"])).toBe("- alpha\n- beta");
    expect(typeInto(["- a", "Enter", "  - b", "Enter", "Enter", "c"])).not.toContain("\n\n");
  });
});
