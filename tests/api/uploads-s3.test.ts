/** Image uploads with S3 settings: presigned PUTs to the bucket, checked and re-encoded on first use. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createHttpServer } from "../../src/server/http/server.ts";
import { pngWithMetadata, SVG } from "../support/images.ts";
import { startS3 } from "../support/s3.ts";
import { tempDirs } from "../support/temp-dirs.ts";
import { createTestApi, insertUser, jsonRequest, TEST_PASSWORD } from "../support/test-app.ts";

/** An empty client folder for a bare HTTP server, removed after the file. */
const tempDir = tempDirs();

let s3: Awaited<ReturnType<typeof startS3>>;
let app: AppContext;
let api: Api;
let token: string;

beforeAll(async () => {
  s3 = await startS3();
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off", ...s3.env }));
  ({ token } = await insertUser(app));
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

async function signed(contentType: string, size: number, as = token) {
  const qs = new URLSearchParams({ fileName: "me.png", contentType, size: String(size) });
  const res = await api.request(`/api/uploads/presigned-url?${qs}`, { headers: { authorization: `Bearer ${as}` } });
  expect(res.status).toBe(200);
  return (await res.json()).data as {
    uploadUrl: string;
    method: string;
    headers: Record<string, string>;
    fileUrl: string;
  };
}
const putTo = (url: string, body: Buffer, type: string) =>
  fetch(url, { method: "PUT", headers: { "Content-Type": type }, body: new Uint8Array(body) });
const setAvatar = async (avatar: string) => api.request("/api/user/me", jsonRequest("PATCH", { avatar }, token));

describe("uploads to S3", () => {
  it("signs a PUT straight to the bucket, which refuses a tampered address", async () => {
    const png = await pngWithMetadata();
    const s = await signed("image/png", png.length);
    expect(s.uploadUrl.startsWith(`${s3.endpoint}/media/incoming/`)).toBe(true);
    expect(s.uploadUrl).toContain("X-Amz-Signature=");
    expect(s.fileUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]{16}\.png$/);
    expect(
      (await putTo(s.uploadUrl.replace(/X-Amz-Signature=[0-9a-f]+/, "X-Amz-Signature=00"), png, "image/png")).status,
    ).toBe(403);
    expect((await putTo(s.uploadUrl, png, "image/jpeg")).status).toBe(403);
    expect((await putTo(s.uploadUrl, png, "image/png")).status).toBe(200);
  });

  it("checks and re-encodes the image when it is first used, then serves it from the bucket", async () => {
    const png = await pngWithMetadata();
    const s = await signed("image/png", png.length);
    await putTo(s.uploadUrl, png, "image/png");
    const key = s.fileUrl.slice("/uploads/".length);
    expect(s3.objects.has(`incoming/${key}`)).toBe(true);

    const res = await setAvatar(s.fileUrl);
    expect(res.status).toBe(200);
    expect((await res.json()).data.avatar).toBe(s.fileUrl);
    const stored = s3.objects.get(key)!;
    expect(stored.type).toBe("image/png");
    expect((await sharp(stored.body).metadata()).exif).toBeUndefined();
    expect(s3.objects.has(`incoming/${key}`)).toBe(false);

    // The app's address for it redirects to the bucket.
    const server = createHttpServer(app, {
      astroHandler: (_req, _res, next) => next(),
      clientDir: tempDir("empty"),
    }).server;
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const port = (server.address() as AddressInfo).port;
      const answer = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(`http://127.0.0.1:${port}${s.fileUrl}`, resolve),
      );
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe(`${s3.endpoint}/media/${key}`);
      // A resized copy is made once, kept in the bucket, and served from there too.
      const resized = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(`http://127.0.0.1:${port}/uploads/w128/${key}`, resolve),
      );
      expect(resized.statusCode).toBe(301);
      expect(resized.headers.location).toBe(`${s3.endpoint}/media/resized/w128/${key}`);
      const copy = s3.objects.get(`resized/w128/${key}`)!;
      expect(copy.type).toBe("image/png");
      // Never enlarged: the 64 px picture stays 64 px.
      expect((await sharp(copy.body).metadata()).width).toBe(64);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it("refuses an SVG dressed up as a PNG when it is used, and removes it", async () => {
    const s = await signed("image/png", SVG.length);
    await putTo(s.uploadUrl, SVG, "image/png");
    const res = await setAvatar(s.fileUrl);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("avatar");
    const key = s.fileUrl.slice("/uploads/".length);
    expect(s3.objects.has(`incoming/${key}`)).toBe(false);
    expect(s3.objects.has(key)).toBe(false);
  });

  it("signs the length: the bucket refuses more bytes than were announced", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const s = await signed("image/png", png.length);
    const bigger = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    expect((await putTo(s.uploadUrl, bigger, "image/png")).status).toBe(403);
    expect((await putTo(s.uploadUrl, png, "image/png")).status).toBe(200);
  });

  it("reads no more than 5 MB of what the bucket holds, and refuses and removes a bigger object", async () => {
    const s = await signed("image/png", 1000);
    const key = s.fileUrl.slice("/uploads/".length);
    // A store that does not check lengths: whatever sits under the key, however big.
    s3.objects.set(`incoming/${key}`, { body: Buffer.alloc(6 * 1024 * 1024), type: "image/png" });
    const res = await setAvatar(s.fileUrl);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toEqual({ field: "avatar", message: "Pictures can be at most 5 MB" });
    expect(s3.objects.has(`incoming/${key}`)).toBe(false);
  });

  it("refuses a picture that was never uploaded", async () => {
    const s = await signed("image/png", 100);
    const res = await setAvatar(s.fileUrl);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toEqual({ field: "avatar", message: "Upload the picture first" });
  });

  it("checks a post's cover and pictures the same way", async () => {
    const png = await pngWithMetadata(120, 80);
    const s = await signed("image/png", png.length);
    await putTo(s.uploadUrl, png, "image/png");
    const res = await api.request(
      "/api/post/create",
      jsonRequest(
        "POST",
        { title: "With pictures", content: `![chart](${s.fileUrl})`, coverImage: { url: s.fileUrl, alt: "A chart" } },
        token,
      ),
    );
    expect(res.status).toBe(201);
    const post = (await res.json()).data.post;
    expect(post.contentHtml).toContain('width="120" height="80"');
  });

  it("removes a deleted account's pictures from the bucket, used or not, with their resized copies", async () => {
    const leaving = await insertUser(app, { firstName: "Bo" });
    const png = await pngWithMetadata(400, 300);
    const [used, unused] = [
      await signed("image/png", png.length, leaving.token),
      await signed("image/png", png.length, leaving.token),
    ];
    for (const s of [used, unused]) expect((await putTo(s.uploadUrl, png, "image/png")).status).toBe(200);
    expect(
      (await api.request("/api/user/me", jsonRequest("PATCH", { avatar: used.fileUrl }, leaving.token))).status,
    ).toBe(200);
    const [usedKey, unusedKey] = [used.fileUrl, unused.fileUrl].map((u) => u.slice("/uploads/".length));
    expect(await app.services.uploads.resized(usedKey!, 64)).toMatchObject({ url: expect.any(String) });
    const before = [usedKey!, `resized/w64/${usedKey}`, `incoming/${unusedKey}`];
    for (const key of before) expect(s3.objects.has(key), key).toBe(true);

    const res = await api.request("/api/user/me", jsonRequest("DELETE", { password: TEST_PASSWORD }, leaving.token));
    expect(res.status).toBe(200);
    for (const key of before) expect(s3.objects.has(key), key).toBe(false);
  });
});
