/**
 * Save buttons on story cards for a signed-in reader: each card carries an empty `data-save-slot`
 * (shared pages are the same for everyone); the personal call says which stories are saved. Cards a
 * "Load more" appends ask for their own state the same way.
 */
import { mountIsland } from "./mount";
import SaveButton from "../islands/bookmarks/SaveButton";

export function mountSaveButtons(saved: readonly string[], root: ParentNode = document): void {
  const set = new Set(saved);
  for (const slot of root.querySelectorAll<HTMLElement>("[data-save-slot]")) {
    if (slot.hasChildNodes() || !slot.dataset.saveSlot) continue;
    const postId = slot.dataset.saveSlot;
    mountIsland(
      slot,
      <SaveButton postId={postId} title={slot.dataset.title ?? ""} initial={set.has(postId)} compact />,
    );
  }
}

let listening = false;
/**
 * Mounts the page's buttons now and those of cards appended later; `savedAmong` asks the personal
 * call which of those are saved (handed in by enhancers/viewer.ts, which loads this module: no cycle).
 */
export function enableSaveButtons(
  saved: readonly string[],
  savedAmong: (postIds: readonly string[]) => Promise<readonly string[]>,
): void {
  mountSaveButtons(saved);
  if (listening) return;
  listening = true;
  document.addEventListener("posts-appended", (event) => {
    const items = (event as CustomEvent<Element[]>).detail;
    const ids = items.flatMap((li) =>
      [...li.querySelectorAll<HTMLElement>("[data-save-slot]")].map((s) => s.dataset.saveSlot ?? ""),
    );
    if (ids.length === 0) return;
    void savedAmong(ids)
      .then((savedNow) => items.forEach((li) => mountSaveButtons(savedNow, li)))
      .catch(() => items.forEach((li) => mountSaveButtons([], li)));
  });
}
