import { describe, expect, it } from "vitest";
import { Presence } from "./presence.ts";

describe("Presence", () => {
  it("counts a user with several tabs once and announces only the first and last", () => {
    const p = new Presence("a");
    expect(p.connect("u1").change).toEqual({ userId: "u1", online: true });
    expect(p.connect("u1")).toEqual({});
    expect(p.list()).toEqual(["u1"]);
    expect(p.disconnect("u1")).toEqual({});
    expect(p.disconnect("u1")).toEqual({
      delta: { node: "a", userId: "u1", online: false },
      change: { userId: "u1", online: false },
    });
    expect(p.list()).toEqual([]);
  });

  it("keeps a user online while another process still has them", () => {
    const p = new Presence("a");
    expect(p.applyDelta({ node: "b", userId: "u1", online: true })).toEqual([{ userId: "u1", online: true }]);
    // Connecting here too: other processes must hear of it, but nobody came online.
    const here = p.connect("u1");
    expect(here.delta).toEqual({ node: "a", userId: "u1", online: true });
    expect(here.change).toBeUndefined();
    expect(p.disconnect("u1").change).toBeUndefined();
    expect(p.isOnline("u1")).toBe(true);
    expect(p.applyDelta({ node: "b", userId: "u1", online: false })).toEqual([{ userId: "u1", online: false }]);
  });

  it("knows whether another process has a user, whatever this one has", () => {
    const p = new Presence("a");
    p.connect("here");
    expect(p.elsewhere("here")).toBe(false);
    p.applyDelta({ node: "b", userId: "there", online: true });
    expect(p.elsewhere("there")).toBe(true);
    p.applySnapshot({ node: "b", userIds: ["here"] });
    expect([p.elsewhere("here"), p.elsewhere("there")]).toEqual([true, false]);
    p.dropNode("b");
    expect(p.elsewhere("here")).toBe(false);
  });

  it("ignores its own deltas and snapshots", () => {
    const p = new Presence("a");
    expect(p.applyDelta({ node: "a", userId: "u1", online: true })).toEqual([]);
    expect(p.applySnapshot({ node: "a", userIds: ["u1"] })).toEqual([]);
    expect(p.list()).toEqual([]);
  });

  it("replaces a node's users with its snapshot and reports only the differences", () => {
    const p = new Presence("a");
    p.applySnapshot({ node: "b", userIds: ["u1", "u2"] });
    p.connect("u3");
    const changes = p.applySnapshot({ node: "b", userIds: ["u2", "u3", "u4"] });
    expect(changes).toEqual(
      expect.arrayContaining([
        { userId: "u1", online: false },
        { userId: "u4", online: true },
      ]),
    );
    expect(changes).toHaveLength(2);
    expect(p.list().sort()).toEqual(["u2", "u3", "u4"]);
  });

  it("drops a process that has gone quiet", () => {
    let now = 0;
    const p = new Presence("a", () => now);
    p.applySnapshot({ node: "b", userIds: ["u1", "u2"] });
    p.connect("u2");
    now = 5_000;
    expect(p.sweep(10_000)).toEqual([]);
    now = 20_000;
    expect(p.sweep(10_000)).toEqual([{ userId: "u1", online: false }]);
    expect(p.list()).toEqual(["u2"]);
  });
});
