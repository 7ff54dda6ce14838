// @vitest-environment happy-dom
/**
 * A card's picker keeps the focus when the whole document is drawn again (the live room binding, issue
 * 36): the picker with the focus names its card, and that card's new picker takes the focus back.
 */
import { expect, it } from "vitest";
import { editorPerTest } from "../../../../tests/support/rich-editor.ts";
import { focusedPicker, focusPickerAt } from "./block-views";
import { viewOf } from "./make-editor";

const opened = editorPerTest();

it("names the card whose picker has the focus and gives the focus back to it once the card is made again", async () => {
  const view = viewOf(await opened("Words.\n\n> [!NOTE]\n> Mind.\n\n```js\nx = 1\n```\n"));
  let codePos = -1;
  view.state.doc.forEach((node, offset) => {
    if (node.type.name === "code_block") codePos = offset;
  });
  expect(codePos).toBeGreaterThan(0);
  expect(focusedPicker(view)).toBeNull();

  const select = view.dom.querySelector<HTMLSelectElement>(".code-card .card-select")!;
  select.focus();
  expect(focusedPicker(view)).toBe(codePos);

  // Every node drawn again (new node views): the focused picker leaves the page.
  view.setProps({ nodeViews: { ...view.props.nodeViews, hr: () => ({ dom: document.createElement("hr") }) } });
  expect(select.isConnected).toBe(false);
  expect(document.activeElement).not.toBe(select);

  expect(focusPickerAt(view, codePos)).toBe(true);
  const again = view.dom.querySelector<HTMLSelectElement>(".code-card .card-select")!;
  expect(document.activeElement).toBe(again);
  expect(focusedPicker(view)).toBe(codePos);
  // No card there: nothing takes the focus.
  expect(focusPickerAt(view, 0)).toBe(false);
});
