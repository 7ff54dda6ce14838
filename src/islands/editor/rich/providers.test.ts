import { describe, expect, it } from "vitest";
import { embedProvider, isEmbeddable } from "./providers";

describe("embedProvider", () => {
  it("names the site from the address alone", () => {
    expect(embedProvider("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("YouTube");
    expect(embedProvider("https://youtu.be/dQw4w9WgXcQ")).toBe("YouTube");
    expect(embedProvider("https://vimeo.com/76979871")).toBe("Vimeo");
    expect(embedProvider("https://gist.github.com/octocat/6cad326836d38bd3a7ae")).toBe("GitHub Gist");
    expect(embedProvider("https://codepen.io/codepen/pen/PNaGbb")).toBe("CodePen");
    expect(embedProvider("https://mastodon.social/@Gargron/1")).toBe("Fediverse post");
    expect(embedProvider("https://www.example.org/page")).toBe("example.org");
    // As the story page will show it: a YouTube address without a video is a link card.
    expect(embedProvider("https://www.youtube.com/feed/trending")).toBe("youtube.com");
  });
});

describe("isEmbeddable", () => {
  it("takes a bare address that reads back as itself", () => {
    expect(isEmbeddable("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(true);
    expect(isEmbeddable("https://en.wikipedia.org/wiki/Garden_(disambiguation)")).toBe(true);
    expect(isEmbeddable("http://localhost:3000/x")).toBe(false);
    expect(isEmbeddable("https://../")).toBe(false);
    expect(isEmbeddable("https://example.org/a.")).toBe(false);
    expect(isEmbeddable("https://example.org/a)")).toBe(false);
    expect(isEmbeddable("https://example.org/a b")).toBe(false);
    expect(isEmbeddable("https://example.org/?a=1&amp;b=2")).toBe(false);
    expect(isEmbeddable("ftp://example.org/")).toBe(false);
  });
});
