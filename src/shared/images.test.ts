import { describe, expect, it } from "vitest";
import { avatarSources, resizedUrl, responsiveSources, uploadKeyOf } from "./images";

describe("pictures in the size they are shown", () => {
  const url = "/uploads/2026/11/abcdefghijklmnop.jpg";

  it("names an upload's resized copies; anything else stays as it is", () => {
    expect(resizedUrl(url, 320)).toBe("/uploads/w320/2026/11/abcdefghijklmnop.jpg");
    expect(resizedUrl("https://example.com/a.jpg", 320)).toBe("https://example.com/a.jpg");
    expect(uploadKeyOf("/uploads/w320/2026/11/x.jpg")).toBeNull();
    expect(uploadKeyOf("/uploads/../secret")).toBeNull();
  });

  it("gives an avatar one file for ordinary screens and one twice as wide for dense ones", () => {
    expect(avatarSources(url, 40)).toEqual({
      src: "/uploads/w64/2026/11/abcdefghijklmnop.jpg",
      srcset: "/uploads/w64/2026/11/abcdefghijklmnop.jpg 1x, /uploads/w128/2026/11/abcdefghijklmnop.jpg 2x",
    });
    expect(avatarSources("data:image/png;base64,AA", 40)).toEqual({ src: "data:image/png;base64,AA" });
  });

  it("offers a cover at the widths below its own, and the original last", () => {
    expect(responsiveSources(url, "100vw", 1200).srcset).toBe(
      [320, 640, 960].map((w) => `/uploads/w${w}/2026/11/abcdefghijklmnop.jpg ${w}w`).join(", ") + `, ${url} 1200w`,
    );
    expect(responsiveSources(url, "160px", 500)).toEqual({
      src: url,
      srcset: `/uploads/w320/2026/11/abcdefghijklmnop.jpg 320w, ${url} 500w`,
      sizes: "160px",
    });
    // Too small for any copy: the one address, and no sizes without a srcset.
    expect(responsiveSources(url, "160px", 300)).toEqual({ src: url });
    // Its width unknown: the resized ones only, the largest as the fallback.
    expect(responsiveSources(url, "160px").src).toBe("/uploads/w960/2026/11/abcdefghijklmnop.jpg");
  });
});
