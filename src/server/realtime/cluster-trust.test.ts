import { describe, expect, it } from "vitest";
import { createClusterTrust } from "./cluster-trust.ts";

describe("createClusterTrust", () => {
  const make = () => {
    let at = 0;
    const trust = createClusterTrust("me", { forgetAfterMs: 15_000, now: () => at });
    return { trust, later: (ms: number) => (at += ms) };
  };

  it("trusts nothing before LISTEN is up and the listeners are counted, then trusts a lone process", () => {
    const { trust } = make();
    expect(trust.trusted([])).toBe(false);
    trust.listening(true);
    expect(trust.trusted([])).toBe(false);
    trust.counted(1);
    expect(trust.trusted([])).toBe(true);
    trust.listening(false);
    expect(trust.trusted([])).toBe(false);
  });

  it("does not trust while another listener has not said it knows this process", () => {
    const { trust } = make();
    trust.listening(true);
    trust.counted(2);
    // Counted but silent: its writes would not wait for us.
    expect(trust.trusted([])).toBe(false);
    trust.heard("a");
    expect(trust.trusted([])).toBe(false);
    trust.heard("a", []);
    expect(trust.trusted([])).toBe(false);
    trust.heard("a", ["me"]);
    expect(trust.trusted(["a"])).toBe(true);
  });

  it("stops trusting when the adapter hears a new process, until that one says it knows this one", () => {
    const { trust } = make();
    trust.listening(true);
    trust.counted(1);
    expect(trust.trusted(["newcomer"])).toBe(false);
    trust.heard("newcomer", ["me"]);
    expect(trust.trusted(["newcomer"])).toBe(true);
  });

  it("counts a process another one names, until it speaks or is forgotten", () => {
    const { trust, later } = make();
    trust.listening(true);
    trust.counted(2);
    trust.heard("a", ["me", "b"]);
    expect(trust.trusted(["a"])).toBe(false);
    later(16_000);
    trust.heard("a", ["me"]);
    trust.sweep();
    expect(trust.trusted(["a"])).toBe(true);
    trust.gone("a");
    trust.counted(1);
    expect(trust.trusted([])).toBe(true);
  });

  it("needs a new count after LISTEN came up again", () => {
    const { trust } = make();
    trust.listening(true);
    trust.counted(1);
    trust.listening(false);
    trust.listening(true);
    expect(trust.trusted([])).toBe(false);
    trust.counted(1);
    expect(trust.trusted([])).toBe(true);
  });
});
