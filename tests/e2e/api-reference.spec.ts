/**
 * The API reference in a real browser: Scalar renders the generated OpenAPI document with no console
 * error (its page policy refuses anything from elsewhere, and a refusal would be one) and no request
 * off the site; every call docs/api.md names is in the document it renders.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { E2E_BASE_URL } from "./env.ts";
import { expect, test } from "./fixtures.ts";

/** `GET /post/{id}`-style calls named in docs/api.md's tables (`/api` left out there). */
function documentedCalls(): string[] {
  const text = readFileSync(path.resolve(import.meta.dirname, "../../docs/api.md"), "utf8");
  const calls = new Set<string>();
  for (const m of text.matchAll(
    /^\| `(GET|POST|PUT|PATCH|DELETE)(?:`\/`(GET|POST|PUT|PATCH|DELETE))? (\/[^`?\s]*)/gm,
  )) {
    // The fediverse's own addresses (/ap/...) are outside the API.
    if (m[3]!.startsWith("/ap/")) continue;
    for (const method of [m[1], m[2]].filter(Boolean)) calls.add(`${method} ${m[3]}`);
  }
  return [...calls];
}

test("the API reference renders from this site alone and lists every documented call", async ({ page }) => {
  test.slow();
  const offSite: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(E2E_BASE_URL) && !r.url().startsWith("data:") && !r.url().startsWith("blob:"))
      offSite.push(r.url());
  });
  await page.goto("/api/reference");
  await expect(page.locator("#reference").getByText("Inkwell", { exact: false }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("moderation", { exact: false }).first()).toBeVisible();
  const doc = (await (await page.request.get("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const known = new Set(
    Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${p.replace(/\{[^}]+\}/g, "{}")}`),
    ),
  );
  const calls = documentedCalls();
  expect(calls.length).toBeGreaterThan(30);
  const missing = calls.filter((c) => !known.has(c.replace(/\{[^}]+\}/g, "{}")));
  expect(missing).toEqual([]);
  expect(offSite).toEqual([]);
});
