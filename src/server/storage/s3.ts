/**
 * A small S3 client (path-style, AWS Signature V4 through the aws4 library): presigned PUTs for the
 * browser, and signed GET/PUT/DELETE for the server. Works with AWS and S3-compatible stores.
 */
import aws4 from "aws4";
import type { Config } from "../config.ts";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string | undefined;
}

/** S3 is used when a bucket and keys are configured; otherwise images stay on the local disk. */
export function s3SettingsFrom(config: Config): S3Settings | null {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  const region = config.S3_REGION ?? "us-east-1";
  return {
    endpoint: config.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
    bucket: S3_BUCKET,
    region,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  };
}

export class ObjectTooLargeError extends Error {
  constructor(key: string) {
    super(`S3 object ${key} is over the size limit`);
  }
}

export function createS3(s: S3Settings) {
  const base = new URL(s.endpoint);
  const credentials = { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey };
  const objectPath = (key: string) =>
    `${base.pathname.replace(/\/$/, "")}/${s.bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;

  async function send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const signed = aws4.sign(
      { host: base.host, path: objectPath(key), method, service: "s3", region: s.region, headers, body },
      credentials,
    );
    return fetch(`${base.protocol}//${base.host}${signed.path}`, {
      method,
      headers: signed.headers as Record<string, string>,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  }

  return {
    /**
     * A URL the browser can PUT exactly `size` bytes to, with this content type, for
     * `expiresSeconds`: the length is signed, so the bucket refuses any other.
     */
    presignPut(key: string, contentType: string, size: number, expiresSeconds: number): string {
      const signed = aws4.sign(
        {
          host: base.host,
          path: `${objectPath(key)}?X-Amz-Expires=${expiresSeconds}`,
          method: "PUT",
          service: "s3",
          region: s.region,
          signQuery: true,
          headers: { "Content-Type": contentType, "Content-Length": String(size) },
        },
        credentials,
      );
      return `${base.protocol}//${base.host}${signed.path}`;
    },
    /** The object's bytes, or null; more than `maxBytes` throws ObjectTooLargeError, read no further. */
    async get(key: string, maxBytes = Infinity): Promise<Buffer | null> {
      const res = await send("GET", key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
      if (Number(res.headers.get("content-length") ?? 0) > maxBytes) {
        await res.body?.cancel();
        throw new ObjectTooLargeError(key);
      }
      const chunks: Uint8Array[] = [];
      let total = 0;
      for await (const chunk of res.body ?? []) {
        total += chunk.byteLength;
        if (total > maxBytes) {
          await res.body?.cancel().catch(() => {});
          throw new ObjectTooLargeError(key);
        }
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    },
    async exists(key: string): Promise<boolean> {
      const res = await send("HEAD", key);
      return res.ok;
    },
    async put(key: string, body: Buffer, contentType: string): Promise<void> {
      const res = await send("PUT", key, body, {
        "Content-Type": contentType,
        "Cache-Control": "public, max-age=31536000, immutable",
      });
      if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`);
    },
    async remove(key: string): Promise<void> {
      await send("DELETE", key);
    },
    publicUrl(key: string): string {
      return `${(s.publicUrl ?? `${base.origin}${objectPath("").replace(/\/$/, "")}`).replace(/\/$/, "")}/${key}`;
    },
  };
}
export type S3 = ReturnType<typeof createS3>;
