import { afterEach, describe, expect, it } from "vitest";
import { cleanStores } from "nanostores";
import type { PublicUser } from "../shared/user";
import { $profile, $suggested, followMessage, setFriend } from "./people";

afterEach(() => cleanStores($suggested, $profile));

describe("follow (section 4)", () => {
  const person = (id: string, isFriend = false): PublicUser => ({
    _id: id,
    username: id,
    firstName: "Ada",
    lastName: "Lovelace",
    interests: [],
    isFriend,
    isBlocked: false,
    stats: { followers: 3, following: 0, posts: 0 },
    createdAt: "",
  });

  it("flips isFriend on the suggested list and on the viewed profile", () => {
    $suggested.set([person("a"), person("b")]);
    $profile.set(person("a"));
    setFriend("a", true);
    expect($suggested.get().map((u) => u.isFriend)).toEqual([true, false]);
    expect($profile.get()).toMatchObject({ isFriend: true, stats: { followers: 4 } });
    setFriend("a", false);
    expect($profile.get()).toMatchObject({ isFriend: false, stats: { followers: 3 } });
  });

  it("says so in the spec's words", () => {
    expect(followMessage({ firstName: "Ada", lastName: "Lovelace" }, true)).toBe(
      "You have successfully followed Ada Lovelace",
    );
    expect(followMessage({ firstName: "Ada", lastName: "Lovelace" }, false)).toBe(
      "You have successfully unfollowed Ada Lovelace",
    );
  });
});
