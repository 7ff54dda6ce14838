import { afterEach, describe, expect, it, vi } from "vitest";
import { createTokenKit } from "./tokens.ts";

const claims = { userId: "u-1", version: 3, sessionId: "s-1" };

afterEach(() => {
  vi.useRealTimers();
});

describe("access tokens", () => {
  it("verifies its own tokens, again from memory, and refuses altered or foreign ones", async () => {
    const kit = createTokenKit("a".repeat(48), "https://site.test");
    const token = await kit.signAccess(claims);
    expect(await kit.verifyAccess(token)).toEqual(claims);
    expect(await kit.verifyAccess(token)).toEqual(claims);
    const [head, body, sig] = token.split(".");
    expect(await kit.verifyAccess(`${head}.${body}.${sig!.slice(0, -2)}xx`)).toBeNull();
    const other = createTokenKit("b".repeat(48), "https://site.test");
    expect(await other.verifyAccess(token)).toBeNull();
  });

  it("says expired once a token's time is up, remembered or not", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T10:00:00Z") });
    const kit = createTokenKit("a".repeat(48), "https://site.test");
    const token = await kit.signAccess(claims, 60);
    const fresh = createTokenKit("a".repeat(48), "https://site.test");
    expect(await kit.verifyAccess(token)).toEqual(claims);
    vi.setSystemTime(new Date("2026-11-23T10:01:01Z"));
    expect(await kit.verifyAccess(token)).toBe("expired");
    expect(await fresh.verifyAccess(token)).toBe("expired");
  });
});
