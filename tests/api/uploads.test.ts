/** Image uploads: signing, the checks on arrival, and re-encoding. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { pngWithMetadata, SVG } from "../support/images.ts";
import { tempDirs } from "../support/temp-dirs.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

/** An empty client folder for a bare HTTP server, removed after the file. */
const tempDir = tempDirs();

let app: AppContext;
let api: Api;
let token: string;
let ownerId: string;
beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  const person = await insertUser(app);
  token = person.token;
  ownerId = person.user.id;
});
afterAll(async () => {
  await app.close();
});

async function sign(query: Record<string, string | number>, auth = token) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return api.request(`/api/uploads/presigned-url?${qs}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
}
async function signed(contentType: string, size: number) {
  const res = await sign({ fileName: "me.png", contentType, size });
  expect(res.status).toBe(200);
  return (await res.json()).data as {
    uploadUrl: string;
    method: string;
    headers: Record<string, string>;
    fileUrl: string;
    expiresAt: string;
  };
}
const put = (url: string, body: Uint8Array, type: string) =>
  api.request(url, { method: "PUT", headers: { "content-type": type }, body: new Blob([new Uint8Array(body)]) });

describe("presigned-url", () => {
  it("needs a signed-in user", async () => {
    expect((await sign({ fileName: "a.png", contentType: "image/png", size: 10 }, "")).status).toBe(401);
  });

  it("signs a PUT to the app with the server's own key", async () => {
    const s = await signed("image/png", 1234);
    expect(s.method).toBe("PUT");
    expect(s.headers).toEqual({ "Content-Type": "image/png" });
    expect(s.uploadUrl).toMatch(/^\/api\/uploads\/\d{4}\/\d{2}\/[\w-]{16}\.png\?.*sig=/);
    expect(s.fileUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]{16}\.png$/);
    expect(new Date(s.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it.each([
    [{ fileName: "x.svg", contentType: "image/svg+xml", size: 100 }, "contentType"],
    [{ fileName: "big.png", contentType: "image/png", size: 5 * 1024 * 1024 + 1 }, "size"],
    [{ fileName: "x.png", contentType: "image/png", size: "many" }, "size"],
    [{ contentType: "image/png", size: 10 }, "fileName"],
  ])("refuses %o (field %s)", async (query, field) => {
    const res = await sign(query);
    expect(res.status).toBe(400);
    expect((await res.json()).errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe("upload", () => {
  it("stores a real PNG re-encoded without its metadata", async () => {
    const png = await pngWithMetadata();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const s = await signed("image/png", png.length);
    const res = await put(s.uploadUrl, png, "image/png");
    expect(res.status).toBe(201);
    expect((await res.json()).data.fileUrl).toBe(s.fileUrl);
    const { readFile } = await import("node:fs/promises");
    const stored = await readFile(`${app.services.uploads.dir}/${s.fileUrl.slice("/uploads/".length)}`);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBe(64);
    expect(meta.exif).toBeUndefined();
  });

  it.each([
    ["jpg", "image/jpeg"],
    ["png", "image/png"],
    ["webp", "image/webp"],
    ["gif", "image/gif"],
  ] as const)("answers the size of a stored %s picture, as its pages name it", async (format, type) => {
    const image = await sharp({ create: { width: 150, height: 90, channels: 3, background: "#3a7" } })
      .toFormat(format === "jpg" ? "jpeg" : format)
      .toBuffer();
    const s = await (await sign({ fileName: `me.${format}`, contentType: type, size: image.length })).json();
    expect((await put(s.data.uploadUrl, image, type)).status).toBe(201);
    expect(await app.services.uploads.ready(s.data.fileUrl)).toEqual({ width: 150, height: 90 });
  });

  it("refuses bytes that are not the declared image", async () => {
    const text = Buffer.from("just some text, not a picture at all");
    const s = await signed("image/png", text.length);
    expect((await put(s.uploadUrl, text, "image/png")).status).toBe(400);
  });

  it("refuses an SVG dressed up as a PNG", async () => {
    const s = await signed("image/png", SVG.length);
    const res = await put(s.uploadUrl, SVG, "image/png");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/not the image it claims to be/);
  });

  it("refuses more bytes than were signed for", async () => {
    const png = await pngWithMetadata(300, 300);
    const s = await signed("image/png", 100);
    expect((await put(s.uploadUrl, png, "image/png")).status).toBe(413);
  });

  it("refuses a tampered signature, another content type, and a second use", async () => {
    const png = await pngWithMetadata();
    const s = await signed("image/png", png.length);
    expect((await put(s.uploadUrl.replace(/sig=[^&]+/, "sig=forged"), png, "image/png")).status).toBe(403);
    expect((await put(s.uploadUrl.replace("size=", "size=9"), png, "image/png")).status).toBe(403);
    expect((await put(s.uploadUrl, png, "image/jpeg")).status).toBe(415);
    expect((await put(s.uploadUrl, png, "image/png")).status).toBe(201);
    expect((await put(s.uploadUrl, png, "image/png")).status).toBe(409);
  });

  it("refuses an expired address", async () => {
    const png = await pngWithMetadata();
    const s = await app.services.uploads.sign(ownerId, "image/png", png.length, new Date(Date.now() - 11 * 60_000));
    const res = await put(s.uploadUrl, png, "image/png");
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("This upload address has expired. Try again.");
  });
});

describe("resized copies", () => {
  it("serves a stored image at the fixed widths, made once and kept; 404 for other widths and unknown images", async () => {
    const { createHttpServer } = await import("../../src/server/http/server.ts");
    const { existsSync } = await import("node:fs");
    const path = await import("node:path");
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#a33" } })
      .jpeg()
      .toBuffer();
    const s = await signed("image/jpeg", jpeg.length);
    expect((await put(s.uploadUrl, jpeg, "image/jpeg")).status).toBe(201);
    const key = s.fileUrl.slice("/uploads/".length);

    const server = createHttpServer(app, {
      astroHandler: (_req, _res, next) => next(),
      clientDir: tempDir("empty"),
    }).server;
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as import("node:net").AddressInfo).port}`;
    try {
      // Two readers ask at once: one resize, both answered.
      const [a, b] = await Promise.all([fetch(`${base}/uploads/w320/${key}`), fetch(`${base}/uploads/w320/${key}`)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.headers.get("content-type")).toBe("image/jpeg");
      expect(a.headers.get("cache-control")).toContain("immutable");
      const small = Buffer.from(await a.arrayBuffer());
      expect(await sharp(small).metadata()).toMatchObject({ width: 320, height: 213, format: "jpeg" });
      expect(small.length).toBeLessThan(jpeg.length);
      expect(existsSync(path.join(app.services.uploads.dir, "_resized", "w320", key))).toBe(true);
      // A small picture is never enlarged.
      const avatar = await fetch(`${base}/uploads/w64/${key}`);
      expect((await sharp(Buffer.from(await avatar.arrayBuffer())).metadata()).width).toBe(64);

      expect((await fetch(`${base}/uploads/w333/${key}`)).status).toBe(404);
      expect((await fetch(`${base}/uploads/w320/2026/01/AAAAAAAAAAAAAAAA.jpg`)).status).toBe(404);
      expect((await fetch(`${base}/uploads/w320/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
