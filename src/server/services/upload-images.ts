/**
 * What every stored picture goes through: the bytes must be the image they claim to be (magic
 * bytes, size), and sharp re-encodes them, which strips metadata and bounds the dimensions; resized
 * copies are made the same way. Used by services/uploads.ts.
 */
import { fileTypeFromBuffer } from "file-type";
import type { Sharp } from "sharp";
import { BadRequestError, PayloadTooLargeError } from "../errors.ts";
import type { ResizedWidth } from "../../shared/images.ts";

/**
 * sharp (libvips) is loaded on the first picture, not at start-up: a server process that serves
 * pages only never pays its memory (tens of MB per process).
 */
export const loadSharp = async () => (await import("sharp")).default;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** What uploads tell people, in one place. */
export const UPLOAD_MESSAGES = {
  tooLarge: "Pictures can be at most 5 MB",
  notThatImage: "This file is not the image it claims to be. Use a JPEG, PNG, WebP or GIF picture.",
  unreadable: "This image could not be read. Try another file.",
  badAddress: "This upload address is not valid",
  expired: "This upload address has expired. Try again.",
  used: "This upload was already used",
  suspended: "Your account is suspended: nothing can be uploaded until the suspension ends",
} as const;
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
export const TYPE_OF_EXTENSION: Record<string, ImageType> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

/**
 * Decodes an image (animations kept, decompression bombs refused), applies `change` and encodes it
 * again in the same format: what every stored picture, and every resized copy, goes through.
 */
async function encode(
  bytes: Uint8Array,
  format: (typeof IMAGE_TYPES)[ImageType],
  change: (image: Sharp) => Sharp,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { animated: format === "gif" || format === "webp", limitInputPixels: MAX_INPUT_PIXELS });
  return change(image)
    .toFormat(format === "jpg" ? "jpeg" : format, format === "jpg" ? { quality: 82, mozjpeg: true } : {})
    .toBuffer();
}

/** Checks that `body` is the image it claims to be, then re-encodes it (metadata stripped, size bounded). */
export async function processImage(body: Uint8Array, type: string): Promise<Buffer> {
  if (body.byteLength > UPLOAD_MAX_BYTES) throw new PayloadTooLargeError();
  const detected = await fileTypeFromBuffer(body);
  if (!detected || detected.mime !== type) {
    throw new BadRequestError(UPLOAD_MESSAGES.notThatImage);
  }
  try {
    return await encode(body, IMAGE_TYPES[type as ImageType], (image) =>
      image.rotate().resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true }),
    );
  } catch {
    throw new BadRequestError(UPLOAD_MESSAGES.unreadable);
  }
}

/** `bytes` at most `width` pixels wide, in the same format (animations kept). */
export function resizeImage(bytes: Buffer, key: string, width: ResizedWidth): Promise<Buffer> {
  const format = IMAGE_TYPES[TYPE_OF_EXTENSION[key.split(".").pop()!]!];
  return encode(bytes, format, (image) => image.resize({ width, withoutEnlargement: true }));
}
