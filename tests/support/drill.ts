/**
 * What the kill -9 drills share: posting JSON to a server process, a person registered and signed in
 * there, and waiting for something to hold.
 */

export const postJson = (url: string, route: string, body: unknown, token?: string) =>
  fetch(`${url}/api${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** Registers a person on a running server (201, else it throws) and signs them in: their id and access token. */
export async function signUp(
  url: string,
  person: { firstName: string; lastName: string; email: string; password: string },
) {
  const registered = await postJson(url, "/user/auth/register", person);
  if (registered.status !== 201) throw new Error(`Registering ${person.email} answered ${registered.status}`);
  const login = await postJson(url, "/user/auth/login", { email: person.email, password: person.password });
  if (login.status !== 200) throw new Error(`Signing in ${person.email} answered ${login.status}`);
  const { data } = (await login.json()) as { data: { user: { _id: string }; tokens: { accessToken: string } } };
  return { id: data.user._id, token: data.tokens.accessToken };
}

/** Polls `check` every 10 ms; throws naming `what` after `timeoutMs`. */
export async function until(what: string, check: () => boolean, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
