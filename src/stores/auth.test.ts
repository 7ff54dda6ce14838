import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanStores } from "nanostores";
import { getTestStorage, setTestStorageKey, useTestStorageEngine, cleanTestStorage } from "@nanostores/persistent";
import {
  $accessToken,
  $auth,
  $reset,
  $user,
  afterSignInPath,
  AUTH_STORAGE_KEY,
  clearSession,
  decodeAuth,
  INITIAL_RESET,
  resetCodeVerified,
  resetCompleted,
  resetEmailSent,
  signIn,
} from "./auth";
import type { SelfUser } from "../shared/user";

const ada: SelfUser = {
  _id: "u1",
  username: "ada",
  firstName: "Ada",
  lastName: "Lovelace",
  interests: [],
  isFriend: false,
  isBlocked: false,
  stats: { followers: 0, following: 0, posts: 0 },
  createdAt: "2026-01-01T00:00:00.000Z",
  language: null,
  feedLanguages: [],
  email: "ada@example.test",
  settings: { theme: "soft", mode: "system" },
  newsletterContent: "full",
  hasPassword: true,
  googleLinked: false,
  role: "member",
  hiddenTags: [],
};

beforeEach(() => useTestStorageEngine());
afterEach(() => {
  cleanStores($auth, $user, $accessToken, $reset);
  cleanTestStorage();
});

describe("auth store", () => {
  it("persists only the user, as version 1 of its shape, and the token under its own key", () => {
    const unsubscribe = $user.listen(() => {});
    signIn(ada, "token-1");
    const storage = getTestStorage();
    expect(JSON.parse(storage[AUTH_STORAGE_KEY]!)).toEqual({ version: 1, user: ada });
    expect(storage.accessToken).toBe("token-1");
    expect(Object.keys(storage).sort()).toEqual(["accessToken", "auth"]);
    unsubscribe();
  });

  it("reads back a stored version 1 user", () => {
    setTestStorageKey(AUTH_STORAGE_KEY, JSON.stringify({ version: 1, user: ada }));
    expect($user.get()).toEqual(ada);
  });

  it("drops a stored shape of another version or a corrupt one", () => {
    expect(decodeAuth(JSON.stringify({ version: 2, user: ada })).user).toBeNull();
    expect(decodeAuth(JSON.stringify({ user: ada })).user).toBeNull();
    expect(decodeAuth("{oops").user).toBeNull();
  });

  it("logout clears the user, the token and the reset state", () => {
    signIn(ada, "token-1");
    resetEmailSent("ada@example.test");
    clearSession();
    expect($user.get()).toBeNull();
    expect($accessToken.get()).toBe("");
    expect($reset.get()).toEqual(INITIAL_RESET);
  });

  it("sends a user without interests to /interests after sign-in, others to their target", () => {
    expect(afterSignInPath(ada, "/")).toBe("/interests");
    // Onboarding, then back where they were heading (an author's page they wanted to follow).
    expect(afterSignInPath(ada, "/@grace")).toBe("/interests?redirect=%2F%40grace");
    expect(afterSignInPath({ ...ada, interests: ["science"] }, "/drafts")).toBe("/drafts");
  });
});

describe("password reset steps (spec section 4)", () => {
  it("goes 1 -> 2 remembering the e-mail, 2 -> 3 keeping the token, 3 -> 1 clearing both", () => {
    expect($reset.get()).toEqual({ step: 1, email: "", verificationToken: "" });
    resetEmailSent("ada@example.test");
    expect($reset.get()).toEqual({ step: 2, email: "ada@example.test", verificationToken: "" });
    resetCodeVerified("vt-123");
    expect($reset.get()).toEqual({ step: 3, email: "ada@example.test", verificationToken: "vt-123" });
    resetCompleted();
    expect($reset.get()).toEqual({ step: 1, email: "", verificationToken: "" });
  });

  it("is never persisted", () => {
    resetEmailSent("ada@example.test");
    expect(JSON.stringify(getTestStorage())).not.toContain("ada@example.test");
  });
});
