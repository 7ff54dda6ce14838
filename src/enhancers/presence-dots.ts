/**
 * Online dots on server-rendered avatars: every `[data-presence="<userId>"]` gets `data-online` while
 * that user is in the realtime store's online set, including avatars added later (load more).
 */
import { $onlineUsers } from "../stores/realtime";

function paint(root: ParentNode, online: ReadonlySet<string>) {
  for (const el of root.querySelectorAll<HTMLElement>("[data-presence]")) {
    el.toggleAttribute("data-online", online.has(el.dataset.presence ?? ""));
  }
}

export function watchPresence(): () => void {
  let online = new Set($onlineUsers.get());
  const stop = $onlineUsers.subscribe((ids) => {
    online = new Set(ids);
    paint(document, online);
  });
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) paint(node.parentNode ?? node, online);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    stop();
    observer.disconnect();
  };
}
