import { describe, expect, it } from "vitest";
import zlib from "node:zlib";
import { compress, compressible, pickEncoding } from "./compression.ts";

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip;q=0.8, br;q=0")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(pickEncoding("*")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
  });
});

describe("compressible", () => {
  it("takes text above a kilobyte, never images", () => {
    expect(compressible("text/html; charset=utf-8", 5000)).toBe(true);
    expect(compressible("application/json", 5000)).toBe(true);
    expect(compressible("application/json", 200)).toBe(false);
    expect(compressible("image/png", 50000)).toBe(false);
    expect(compressible(undefined, 50000)).toBe(false);
  });
});

describe("compress", () => {
  // Small bodies are compressed on the spot, large ones in the thread pool: both must decode to the input.
  const text = (bytes: number) => Buffer.from(JSON.stringify({ words: "story ".repeat(bytes / 6) }).slice(0, bytes));
  it.each([1_500, 40_000, 300_000])("brotli and gzip of %i bytes decode to the same bytes, smaller", async (bytes) => {
    const body = text(bytes);
    const br = await compress(body, "br");
    const gz = await compress(body, "gzip");
    expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 4);
    expect(gz.length).toBeLessThan(body.length / 4);
  });
});
