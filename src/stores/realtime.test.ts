import { afterEach, describe, expect, it } from "vitest";
import { cleanStores } from "nanostores";
import { $onlineUsers, setOnlineUsers, userCameOnline, userWentOffline } from "./realtime";

afterEach(() => cleanStores($onlineUsers));

describe("online users", () => {
  it("is kept as a unique set", () => {
    setOnlineUsers(["a", "b", "a"]);
    expect($onlineUsers.get()).toEqual(["a", "b"]);
    userCameOnline("b");
    userCameOnline("c");
    expect($onlineUsers.get()).toEqual(["a", "b", "c"]);
    userWentOffline("a");
    expect($onlineUsers.get()).toEqual(["b", "c"]);
  });
});
