/**
 * The OpenAPI 3.1 document of /api, built from the routes themselves: every route Hono has is an
 * operation, and the zod schemas its `validate` middlewares check (path, query, JSON body) become
 * its parameters and request body. Nothing is written twice, so nothing can drift: a new route is
 * in the document the moment it is mounted.
 */
import { z, type ZodType } from "zod";
import { schemaOf } from "./validate.ts";
import { OPERATION_DOCS } from "./operations/index.ts";

interface RouteLike {
  method: string;
  path: string;
  handler: unknown;
}

type JsonSchema = Record<string, unknown>;

const toJson = (schema: ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
};

const ENVELOPE: JsonSchema = {
  type: "object",
  required: ["success"],
  properties: {
    success: { type: "boolean", const: true },
    message: { type: "string" },
    data: { type: "object" },
  },
};
const ERROR: JsonSchema = {
  type: "object",
  required: ["success", "message"],
  properties: {
    success: { type: "boolean", const: false },
    message: { type: "string" },
    errors: {
      type: "array",
      items: {
        type: "object",
        required: ["message"],
        properties: { field: { type: "string" }, message: { type: "string" } },
      },
    },
  },
};

/** `/api/post/:id` → `/post/{id}` (the server URL carries `/api`). */
const openApiPath = (path: string) => path.replace(/^\/api/, "").replace(/:([A-Za-z_]+)/g, "{$1}") || "/";

export function buildOpenApi(routes: readonly RouteLike[], info: { title: string; version: string }) {
  const operations = new Map<
    string,
    { method: string; path: string; checks: NonNullable<ReturnType<typeof schemaOf>>[] }
  >();
  for (const route of routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    const op = operations.get(key) ?? { method: route.method.toLowerCase(), path: route.path, checks: [] };
    const check = schemaOf(route.handler);
    if (check) op.checks.push(check);
    operations.set(key, op);
  }

  // OpenAPI forbids two templates that differ only in their names (`/post/{slug}` and `/post/{id}`):
  // such paths get one name per position, the names joined (`/post/{idOrSlug}`).
  const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
  const namesByShape = new Map<string, Set<string>[]>();
  for (const op of operations.values()) {
    const path = openApiPath(op.path);
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const seen = namesByShape.get(shapeOf(path)) ?? names.map(() => new Set<string>());
    names.forEach((name, i) => seen[i]!.add(name));
    namesByShape.set(shapeOf(path), seen);
  }
  const joined = (names: Set<string>) =>
    [...names]
      .sort()
      .map((n, i) => (i === 0 ? n : n[0]!.toUpperCase() + n.slice(1)))
      .join("Or");

  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations.values()) {
    const original = openApiPath(op.path);
    const merged = namesByShape.get(shapeOf(original))!;
    const rename = new Map<string, string>();
    let position = 0;
    const path = original.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const to = joined(merged[position++]!);
      rename.set(name, to);
      return `{${to}}`;
    });
    const segments = path.split("/").filter(Boolean);
    const parameters: Record<string, unknown>[] = [];
    let requestBody: Record<string, unknown> | undefined;
    const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const described = new Set<string>();
    for (const { target, schema } of op.checks) {
      const json = toJson(schema);
      if (target === "json") {
        requestBody = { required: true, content: { "application/json": { schema: json } } };
        continue;
      }
      if (target !== "query" && target !== "param") continue;
      const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((json.required as string[] | undefined) ?? []);
      for (const [name, property] of Object.entries(properties)) {
        const where = target === "param" ? "path" : "query";
        const named = where === "path" ? (rename.get(name) ?? name) : name;
        described.add(`${where}:${named}`);
        parameters.push({ name: named, in: where, required: where === "path" || required.has(name), schema: property });
      }
    }
    for (const name of pathParams) {
      if (!described.has(`path:${name}`))
        parameters.push({ name, in: "path", required: true, schema: { type: "string" } });
    }
    paths[path] ??= {};
    const words = OPERATION_DOCS[`${op.method.toUpperCase()} ${path}`];
    paths[path][op.method] = {
      ...(words ? { summary: words.summary, description: words.description } : {}),
      operationId: `${op.method}${segments.map((s) => s.replace(/[{}]/g, "").replace(/(^|[-_])(\w)/g, (_m, _d, c: string) => c.toUpperCase())).join("")}`,
      tags: [segments[0] ?? "api"],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        "2XX": {
          description: "Success",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Envelope" } } },
        },
        default: {
          description: "The error envelope (400 with `errors` per field, 401, 403, 404, 409, 413, 415, 429, 500)",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      ...info,
      description:
        "Inkwell's HTTP API. Answers are the envelope `{ success, message?, data }`; errors `{ success: false, message, errors? }`. docs/api.md says what each call does.",
    },
    servers: [{ url: "/api" }],
    components: {
      schemas: { Envelope: ENVELOPE, Error: ERROR },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        cookie: { type: "apiKey", in: "cookie", name: "access_token" },
      },
    },
    security: [{}, { bearer: [] }, { cookie: [] }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}
export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
