import { describe, expect, it } from "vitest";
import { sharedPageKey } from "./public-pages.ts";

const key = (url: string, cookie?: string, method = "GET") => sharedPageKey(method, url, "site.test", cookie);

describe("sharedPageKey", () => {
  it("shares the public pages and nothing else", () => {
    for (const url of ["/", "/post/a-story", "/search?q=x", "/about-us", "/help", "/rss.xml", "/sitemap.xml"]) {
      expect(key(url), url).not.toBeNull();
    }
    for (const url of ["/settings", "/profile?id=ada", "/drafts", "/auth/login", "/api/post", "/post/a/b"]) {
      expect(key(url), url).toBeNull();
    }
    expect(key("/", undefined, "POST")).toBeNull();
  });

  it("keeps only the parameters a page reads, in one order", () => {
    expect(key("/search?utm_source=x&type=posts&q=cats")).toBe("site.test/search?q=cats&type=posts");
    expect(key("/about-us?fbclid=1")).toBe("site.test/about-us");
    expect(key("/post/a?ref=twitter")).toBe("site.test/post/a");
  });

  it("gives a signed-in reader their own For you, but shares Latest, Top and tags", () => {
    const session = "appearance=soft.light; access_token=abc";
    expect(key("/", session)).toBeNull();
    expect(key("/?tab=recommended", "refresh_token=r")).toBeNull();
    expect(key("/?tab=latest", session)).toBe("site.test/?tab=latest");
    expect(key("/?tag=go", session)).toBe("site.test/?tag=go");
    // Cookies that are not a session change nothing.
    expect(key("/", "appearance=soft.light; my_access_token=x")).toBe("site.test/");
  });

  it("does not keep very long addresses", () => {
    expect(key(`/search?q=${"a".repeat(600)}`)).toBeNull();
  });
});
