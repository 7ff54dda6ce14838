import { describe, expect, it } from "vitest";
import { compressible, pickEncoding } from "./compression.ts";

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
