/**
 * Image uploads. The API signs a short-lived PUT to the app itself (the key is chosen here, never by
 * the client); on arrival the bytes must be what was declared (magic bytes, size), and sharp
 * re-encodes them, which strips metadata and bounds the dimensions. Files live under DATA_DIR/uploads.
 */
import { timingSafeEqual } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Config } from "../config.ts";
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from "../errors.ts";
import { keyedHash, randomToken } from "../auth/secrets.ts";

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
export const IMAGE_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;
const MAX_DIMENSION = 2560;
/** Refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;
const KEY_PATTERN = /^\d{4}\/\d{2}\/[A-Za-z0-9_-]{16}\.(jpg|png|webp|gif)$/;

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

export function createUploadService(config: Config, secret: string) {
  const dir = path.join(config.dataDir, "uploads");
  const signature = (key: string, type: string, size: number, exp: number) =>
    keyedHash(secret, `upload:${key}:${type}:${size}:${exp}`);

  return {
    dir,
    sign(contentType: ImageType, size: number, now = new Date()): SignedUpload {
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomToken(12)}.${IMAGE_TYPES[contentType]}`;
      const exp = Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const qs = new URLSearchParams({
        type: contentType,
        size: String(size),
        exp: String(exp),
        sig: signature(key, contentType, size, exp),
      });
      return {
        uploadUrl: `/api/uploads/${key}?${qs.toString()}`,
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
        throw new ForbiddenError("This upload address is not valid");
      }
      if (!sameSignature(q.sig, signature(key, q.type, size, exp)))
        throw new ForbiddenError("This upload address is not valid");
      if (exp * 1000 < Date.now()) throw new ForbiddenError("This upload address has expired. Try again.");
      if (contentType?.split(";")[0]?.trim() !== q.type) throw new UnsupportedMediaTypeError();
      if (body.byteLength > size || body.byteLength > UPLOAD_MAX_BYTES) throw new PayloadTooLargeError();

      const detected = await fileTypeFromBuffer(body);
      if (!detected || detected.mime !== q.type) {
        throw new BadRequestError("This file is not the image it claims to be. Use a JPEG, PNG, WebP or GIF picture.");
      }
      const format = IMAGE_TYPES[q.type as ImageType];
      let output: Buffer;
      try {
        output = await sharp(body, {
          animated: format === "gif" || format === "webp",
          limitInputPixels: MAX_INPUT_PIXELS,
        })
          .rotate()
          .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true })
          .toFormat(format === "jpg" ? "jpeg" : format, format === "jpg" ? { quality: 82, mozjpeg: true } : {})
          .toBuffer();
      } catch {
        throw new BadRequestError("This image could not be read. Try another file.");
      }
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(file, output, { flag: "wx" });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "EEXIST") throw new ConflictError("This upload was already used");
        throw err;
      }
      return { fileUrl: `/uploads/${key}` };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
