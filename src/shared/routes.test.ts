import { describe, expect, it } from "vitest";
import { isProtectedPath, loginUrl, safeRedirectTarget } from "./routes";

describe("safeRedirectTarget", () => {
  it("keeps relative paths on this site, with their query and hash", () => {
    expect(safeRedirectTarget("/drafts?page=2#top")).toBe("/drafts?page=2#top");
  });
  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "drafts",
    "",
    null,
    "/auth/login",
  ])("falls back to home for %s", (raw) => {
    expect(safeRedirectTarget(raw)).toBe("/");
  });
});

describe("protected paths", () => {
  it("covers the spec's list and the personal screens, with or without a trailing slash", () => {
    for (const p of [
      "/create-post",
      "/edit-post",
      "/settings",
      "/interests",
      "/profile",
      "/notifications",
      "/connections",
      "/drafts",
      "/posts-preview",
      "/activity",
      "/drafts/",
    ]) {
      expect(isProtectedPath(p)).toBe(true);
    }
    for (const p of ["/", "/post/x", "/search", "/privacy-policy", "/terms-conditions", "/about-us", "/help"]) {
      expect(isProtectedPath(p)).toBe(false);
    }
  });
  it("builds the login address with the way back", () => {
    expect(loginUrl("/drafts?page=2")).toBe("/auth/login?redirect=%2Fdrafts%3Fpage%3D2");
    expect(loginUrl("/")).toBe("/auth/login");
  });
});
