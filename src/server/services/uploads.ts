/**
 * Image uploads. The API signs a short-lived PUT to the app itself (the key is chosen here, never by
 * the client); on arrival the bytes must be what was declared (magic bytes, size), and sharp
 * re-encodes them, which strips metadata and bounds the dimensions. Files live under DATA_DIR/uploads
 * (or in S3). Each upload is recorded with who signed it, so a deleted account's pictures go with it.
 */
import { timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { uploads, users } from "../db/schema/index.ts";
import {
  ConflictError,
  ForbiddenError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from "../errors.ts";
import { ObjectTooLargeError, type S3 } from "../storage/s3.ts";
import { keyedHash, randomToken } from "../auth/random-tokens.ts";
import { RESIZED_WIDTHS, type ResizedWidth } from "../../shared/images.ts";
import { disableTypes, imageSize, types as imageSizeTypes } from "image-size";
import {
  IMAGE_TYPES,
  processImage,
  resizeImage,
  TYPE_OF_EXTENSION,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  type ImageType,
} from "./upload-images.ts";

export { IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type ImageType } from "./upload-images.ts";

// The formats kept here (each re-encoded on arrival) are the only ones whose size is read.
disableTypes(imageSizeTypes.filter((type) => !["jpg", "png", "webp", "gif"].includes(type)));

export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
const KEY_PATTERN = /^\d{4}\/\d{2}\/[A-Za-z0-9_-]{16}\.(jpg|png|webp|gif)$/;
/** Keys an image may have: uploads, and the demo pictures the seed writes. */
const STORED_KEY = /^(?:\d{4}\/\d{2}|seed)\/[A-Za-z0-9_-]+\.(jpg|png|webp|gif)$/;

export interface SignedUpload {
  uploadUrl: string;
  method: "PUT";
  headers: Record<string, string>;
  fileUrl: string;
  expiresAt: string;
}
export interface UploadQuery {
  type: string;
  size: string;
  exp: string;
  sig: string;
}

function sameSignature(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createUploadService(db: Db, config: Config, secret: string, s3: S3 | null = null) {
  const dir = path.join(config.dataDir, "uploads");
  /** Images known to be stored and processed, with their size (for width/height in posts). */
  const known = new Map<string, { width: number; height: number }>();
  /** Resized copies known to exist in S3, and the ones being made right now. */
  const madeVariants = new Set<string>();
  const resizing = new Map<string, Promise<{ file: string } | { url: string } | null>>();
  const signature = (key: string, type: string, size: number, exp: number) =>
    keyedHash(secret, `upload:${key}:${type}:${size}:${exp}`);

  return {
    dir,
    /** Signs an upload for `ownerId`, whose picture it will be. */
    async sign(ownerId: string, contentType: ImageType, size: number, now = new Date()): Promise<SignedUpload> {
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomToken(12)}.${IMAGE_TYPES[contentType]}`;
      await db.insert(uploads).values({ key, ownerId });
      const exp = Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const qs = new URLSearchParams({
        type: contentType,
        size: String(size),
        exp: String(exp),
        sig: signature(key, contentType, size, exp),
      });
      return {
        // With S3 the browser sends the bytes to the bucket ("incoming/"); they are checked when first used.
        uploadUrl: s3
          ? s3.presignPut(`incoming/${key}`, contentType, size, UPLOAD_URL_TTL_SECONDS)
          : `/api/uploads/${key}?${qs.toString()}`,
        method: "PUT",
        headers: { "Content-Type": contentType },
        fileUrl: `/uploads/${key}`,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },

    /** Checks the signed request, then the bytes; stores the re-encoded image. */
    async receive(
      key: string,
      q: UploadQuery,
      contentType: string | undefined,
      body: Uint8Array,
    ): Promise<{ fileUrl: string }> {
      const size = Number(q.size);
      const exp = Number(q.exp);
      if (!KEY_PATTERN.test(key) || !Number.isInteger(size) || !Number.isInteger(exp) || !q.sig) {
        throw new ForbiddenError(UPLOAD_MESSAGES.badAddress);
      }
      if (!sameSignature(q.sig, signature(key, q.type, size, exp)))
        throw new ForbiddenError(UPLOAD_MESSAGES.badAddress);
      if (exp * 1000 < Date.now()) throw new ForbiddenError(UPLOAD_MESSAGES.expired);
      // Signed for an account deleted since: its pictures are gone, this one is not let in. Signed
      // before a suspension: a suspended person puts nothing on the site until it ends.
      const [signed] = await db
        .select({ key: uploads.key, suspendedUntil: users.suspendedUntil })
        .from(uploads)
        .innerJoin(users, eq(users.id, uploads.ownerId))
        .where(eq(uploads.key, key));
      if (!signed) throw new ForbiddenError(UPLOAD_MESSAGES.badAddress);
      if (signed.suspendedUntil && signed.suspendedUntil.getTime() > Date.now())
        throw new ForbiddenError(UPLOAD_MESSAGES.suspended);
      if (contentType?.split(";")[0]?.trim() !== q.type) throw new UnsupportedMediaTypeError();
      if (body.byteLength > size || body.byteLength > UPLOAD_MAX_BYTES) throw new PayloadTooLargeError();

      const output = await processImage(body, q.type);
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(file, output, { flag: "wx" });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "EEXIST") throw new ConflictError(UPLOAD_MESSAGES.used);
        throw err;
      }
      return { fileUrl: `/uploads/${key}` };
    },

    s3Enabled: s3 !== null,

    /**
     * Makes sure an image about to be used (avatar, cover, picture in a post) is stored and has been
     * checked; answers its size. With S3, the first use is where the bytes are checked (magic bytes,
     * size), re-encoded and moved from "incoming/" to their final key.
     */
    async ready(fileUrl: string, field = "image"): Promise<{ width: number; height: number }> {
      const missing = () => new ValidationError([{ field, message: "Upload the picture first" }]);
      const key = fileUrl.startsWith("/uploads/") ? fileUrl.slice("/uploads/".length) : "";
      if (!STORED_KEY.test(key)) throw missing();
      const cached = known.get(key);
      if (cached) return cached;
      let bytes: Buffer | null;
      if (!s3) {
        bytes = await readFile(path.join(dir, key)).catch(() => null);
      } else {
        bytes = await s3.get(key);
        if (!bytes) {
          // Read no more than an upload may weigh: the bucket may hold anything under that key.
          const incoming = await s3.get(`incoming/${key}`, UPLOAD_MAX_BYTES).catch(async (err: unknown) => {
            if (!(err instanceof ObjectTooLargeError)) throw err;
            await s3.remove(`incoming/${key}`);
            throw new ValidationError([{ field, message: UPLOAD_MESSAGES.tooLarge }]);
          });
          if (!incoming) throw missing();
          const type = TYPE_OF_EXTENSION[key.split(".").pop()!]!;
          try {
            bytes = await processImage(incoming, type);
          } catch (err) {
            await s3.remove(`incoming/${key}`);
            throw new ValidationError([{ field, message: (err as Error).message }]);
          }
          await s3.put(key, bytes, type);
          await s3.remove(`incoming/${key}`);
        }
      }
      if (!bytes) throw missing();
      // Read from the image's header (image-size), as sharp's metadata reads it, without loading
      // sharp: a page naming a picture's size (every story's cover) no longer loads the image
      // library (libvips: 6 MB of a PostgreSQL worker's memory); only an upload or a resize does.
      const meta = imageSize(bytes);
      const size = { width: meta.width, height: meta.height };
      known.set(key, size);
      return size;
    },

    /**
     * The stored image `key` at `width` pixels wide, made on the first request and kept (under
     * `_resized/` on disk, `resized/` in S3). Answers where it is (a file path, or the bucket's URL
     * with S3), or null when there is no such image. Concurrent first requests share one resize.
     */
    async resized(key: string, width: ResizedWidth): Promise<{ file: string } | { url: string } | null> {
      if (!STORED_KEY.test(key)) return null;
      const variant = `w${width}/${key}`;
      const pending = resizing.get(variant);
      if (pending) return pending;
      const work = (async () => {
        if (!s3) {
          const file = path.join(dir, "_resized", variant);
          if (await stat(file).catch(() => null)) return { file };
          const original = await readFile(path.join(dir, key)).catch(() => null);
          if (!original) return null;
          await mkdir(path.dirname(file), { recursive: true });
          // Written aside and renamed: a reader never gets half a file.
          const partial = `${file}.${randomToken(6)}.part`;
          await writeFile(partial, await resizeImage(original, key, width));
          await rename(partial, file);
          return { file };
        }
        const stored = `resized/${variant}`;
        if (!madeVariants.has(variant) && !(await s3.exists(stored))) {
          try {
            await this.ready(`/uploads/${key}`);
          } catch {
            return null;
          }
          const original = await s3.get(key, UPLOAD_MAX_BYTES);
          if (!original) return null;
          await s3.put(stored, await resizeImage(original, key, width), TYPE_OF_EXTENSION[key.split(".").pop()!]!);
        }
        // Remembered so later requests skip the bucket's HEAD (forgotten wholesale past a bound).
        if (madeVariants.size >= 50_000) madeVariants.clear();
        madeVariants.add(variant);
        return { url: s3.publicUrl(stored) };
      })().finally(() => resizing.delete(variant));
      resizing.set(variant, work);
      return work;
    },

    /** Removes these pictures and their resized copies from storage (missing files are no error). */
    async removeFiles(keys: string[]): Promise<void> {
      for (const key of keys) {
        if (!KEY_PATTERN.test(key)) continue;
        known.delete(key);
        const variants = RESIZED_WIDTHS.map((w) => `w${w}/${key}`);
        for (const v of variants) madeVariants.delete(v);
        if (!s3) {
          await Promise.all(
            [key, ...variants.map((v) => path.join("_resized", v))].map((f) => rm(path.join(dir, f), { force: true })),
          );
        } else {
          await Promise.all([key, `incoming/${key}`, ...variants.map((v) => `resized/${v}`)].map((k) => s3.remove(k)));
        }
      }
    },

    /** Where an S3-stored image is served from (after making sure it is ready). */
    async publicUrl(key: string): Promise<string | null> {
      if (!s3) return null;
      try {
        await this.ready(`/uploads/${key}`);
      } catch {
        return null;
      }
      return s3.publicUrl(key);
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
