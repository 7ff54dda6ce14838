/** /api/uploads: sign an image upload, and receive it (PUT with the signed address, no other auth). */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { PayloadTooLargeError } from "../../errors.ts";
import { IMAGE_TYPES, UPLOAD_MAX_BYTES, type ImageType } from "../../services/uploads.ts";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";
import { line } from "../../../shared/schemas/text.ts";

const presignSchema = z.strictObject({
  fileName: line(z.string({ error: "Name the file" }).trim().min(1, "Name the file").max(255)),
  contentType: z.enum(Object.keys(IMAGE_TYPES) as [ImageType, ...ImageType[]], {
    error: "Use a JPEG, PNG, WebP or GIF picture",
  }),
  size: z.coerce
    .number({ error: "Give the file size" })
    .int("Give the file size in bytes")
    .min(1, "The file is empty")
    .max(UPLOAD_MAX_BYTES, "The picture is too large (at most 5 MB)"),
});

export function uploadRoutes(rules: LimitRules, limitsOn: boolean) {
  return new Hono<ApiEnv>()
    .get(
      "/presigned-url",
      requireUser,
      perUser(rules.uploads, limitsOn),
      validate("query", presignSchema),
      async (c) => {
        const { contentType, size } = c.req.valid("query");
        return ok(c, await c.var.app.services.uploads.sign(c.var.user.id, contentType, size));
      },
    )
    .put(
      "/:key{.+}",
      bodyLimit({
        maxSize: UPLOAD_MAX_BYTES,
        onError: () => {
          throw new PayloadTooLargeError();
        },
      }),
      async (c) => {
        const q = {
          type: c.req.query("type") ?? "",
          size: c.req.query("size") ?? "",
          exp: c.req.query("exp") ?? "",
          sig: c.req.query("sig") ?? "",
        };
        const body = new Uint8Array(await c.req.arrayBuffer());
        const result = await c.var.app.services.uploads.receive(
          c.req.param("key"),
          q,
          c.req.header("content-type"),
          body,
        );
        return ok(c, result, 201);
      },
    );
}
