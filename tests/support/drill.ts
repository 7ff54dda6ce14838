/** What the kill -9 drills share: posting JSON to a server process, and waiting for something to hold. */

export const postJson = (url: string, route: string, body: unknown, token?: string) =>
  fetch(`${url}/api${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** Polls `check` every 10 ms; throws naming `what` after `timeoutMs`. */
export async function until(what: string, check: () => boolean, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
