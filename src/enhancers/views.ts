/**
 * Tells the server a story was viewed, and read when its end comes into sight: one small beacon
 * each, no cookie. The author's stats count them (bots and reloads left out on the server).
 */
function beacon(postId: string, read: boolean) {
  const body = new Blob([JSON.stringify(read ? { read: true } : {})], { type: "application/json" });
  const url = `/api/post/${encodeURIComponent(postId)}/view`;
  if (!navigator.sendBeacon?.(url, body)) void fetch(url, { method: "POST", body, keepalive: true }).catch(() => {});
}

export function countView(postId: string): void {
  beacon(postId, false);
  const end = document.querySelector("[data-story-end]");
  if (!end || !("IntersectionObserver" in window)) return;
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    seen.disconnect();
    beacon(postId, true);
  });
  seen.observe(end);
}
