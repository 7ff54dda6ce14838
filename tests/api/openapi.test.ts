/**
 * The OpenAPI document is generated from the routes and their zod schemas: it must be valid
 * OpenAPI 3.1, hold every route the server mounts, every call of the contract and of docs/api.md,
 * and describe what each validated call accepts. The reference page is readable HTML of the same.
 */
import SwaggerParser from "@apidevtools/swagger-parser";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { OPERATION_DOCS } from "../../src/server/api/operations/index.ts";
import { createTestApi } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { "application/json": { schema: Record<string, unknown> } } };
}
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  ({ app, api } = await createTestApi());
  const res = await api.request("/api/openapi.json");
  expect(res.status).toBe(200);
  doc = await res.json();
});
afterAll(async () => {
  await app.close();
});

/** `/post/{slug}` and `/post/{id}` are one path: compare with the names of the parameters left out. */
const shape = (p: string) => p.split("?")[0]!.replace(/\{[^}]*\}/g, "{}");
const documented = () =>
  new Set(
    Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${shape(p)}`)),
  );

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    expect(doc.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("has one template per path shape, as OpenAPI requires", () => {
    const shapes = Object.keys(doc.paths).map(shape);
    expect(shapes.filter((s, i) => shapes.indexOf(s) !== i)).toEqual([]);
    expect(Object.keys(doc.paths)).toContain("/post/{idOrSlug}");
    const params = (
      doc.paths["/post/{idOrSlug}"] as Record<string, { parameters?: { name: string; in: string }[] }>
    ).put!.parameters!.filter((p) => p.in === "path");
    expect(params.map((p) => p.name)).toEqual(["idOrSlug"]);
  });

  it("holds every route the server mounts", () => {
    const ops = documented();
    const mounted = api.routes
      .filter((r) => r.method !== "ALL")
      .map((r) => `${r.method} ${shape(r.path.replace(/^\/api/, "").replace(/:(\w+)/g, "{$1}"))}`);
    expect(mounted.length).toBeGreaterThan(60);
    expect(mounted.filter((m) => !ops.has(m))).toEqual([]);
  });

  it("holds every call docs/api.md describes", () => {
    const text = readFileSync(path.resolve(import.meta.dirname, "../../docs/api.md"), "utf8");
    const apiPrefixes = ["user", "post", "post-report", "moderation", "search", "interests", "health", "uploads"];
    const calls = [...text.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/g)]
      .map((m) => ({ method: m[1]!, path: m[2]! }))
      .filter((c) => !c.path.includes("<") && apiPrefixes.includes(c.path.split(/[/?]/)[1]!));
    expect(calls.length).toBeGreaterThan(20);
    const ops = documented();
    expect(calls.map((c) => `${c.method} ${shape(c.path)}`).filter((c) => !ops.has(c))).toEqual([]);
  });

  // The contract lives beside the repository (../shared); a clone on its own has no copy to compare.
  // CI always has it, so there (CI set) a missing copy fails instead of skipping unnoticed.
  const contract = path.resolve(import.meta.dirname, "../../../shared/spec/api-contract.md");
  it.skipIf(!existsSync(contract) && !process.env.CI)("holds every call of the API contract", () => {
    expect(existsSync(contract), `the API contract at ${contract}`).toBe(true);
    const calls = [...readFileSync(contract, "utf8").matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) (\/\S*)/gm)].map(
      (m) => `${m[1]} ${shape(m[2]!)}`,
    );
    expect(calls.length).toBeGreaterThan(30);
    const ops = documented();
    expect(calls.filter((c) => !ops.has(c))).toEqual([]);
  });

  it("describes bodies, path and query parameters from the schemas the routes validate with", () => {
    const register = doc.paths["/user/auth/register"]!.post!;
    const body = register.requestBody!.content["application/json"].schema;
    expect(body).toMatchObject({
      type: "object",
      properties: { email: expect.any(Object), password: expect.any(Object), firstName: expect.any(Object) },
    });
    expect(body.required).toEqual(expect.arrayContaining(["email", "password", "firstName", "lastName"]));
    const suspend = doc.paths["/moderation/users/{userId}/suspend"]!.post!;
    expect(suspend.parameters).toEqual([
      expect.objectContaining({
        name: "userId",
        in: "path",
        required: true,
        schema: expect.objectContaining({ format: "uuid" }),
      }),
    ]);
    expect(suspend.requestBody!.content["application/json"].schema).toMatchObject({
      properties: { reason: { type: "string", minLength: 3, maxLength: 500 }, days: expect.any(Object) },
      required: ["reason"],
      additionalProperties: false,
    });
    const list = doc.paths["/post"]!.get!;
    expect(list.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(["page", "limit", "sort", "tag"]));
    expect(list.parameters!.find((p) => p.name === "sort")).toMatchObject({ in: "query", required: false });
  });

  it("gives every operation a summary and a description, no summary twice", () => {
    const ops = Object.entries(doc.paths).flatMap(([p, byMethod]) =>
      Object.entries(byMethod).map(([m, op]) => ({ name: `${m.toUpperCase()} ${p}`, ...op })),
    );
    expect(ops.length).toBeGreaterThan(100);
    const lacking = ops.filter((op) => !op.summary?.trim() || !op.description?.trim()).map((op) => op.name);
    expect(lacking).toEqual([]);
    const summaries = ops.map((op) => op.summary!.trim().toLowerCase());
    expect(summaries.filter((s, i) => summaries.indexOf(s) !== i)).toEqual([]);
    // Words for a route that is gone (or was renamed) are caught too.
    const names = new Set(ops.map((op) => op.name));
    expect(Object.keys(OPERATION_DOCS).filter((key) => !names.has(key))).toEqual([]);
  });

  it("has a reference page rendered by Scalar from this site alone", async () => {
    const res = await api.request("/api/reference");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    const html = await res.text();
    expect(html).toContain("<title>Inkwell API reference</title>");
    expect(html).toContain('<script src="/api/reference/scalar.js"></script>');
    expect(html).toContain('<a href="/api/openapi.json">');
    const script = await api.request("/api/reference/scalar.js", { headers: { "accept-encoding": "gzip" } });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(script.headers.get("content-encoding")).toBe("gzip");
    expect(script.headers.get("cache-control")).toBe("public, max-age=86400");
    const init = await (await api.request("/api/reference/init.js")).text();
    expect(init).toContain('url: "/api/openapi.json"');
    expect((await api.request("/api/reference/other.js")).status).toBe(404);
  });
});
