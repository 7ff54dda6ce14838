import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has safe local defaults: port 4321, embedded database under ./data", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(4321);
    expect(c.engine).toBe("pglite");
    expect(c.dataDir).toBe(path.resolve("./data"));
    expect(c.RATE_LIMITS).toBe("on");
    expect(c.SITE_NAME).toBe("Inkwell");
  });

  it("switches to PostgreSQL when DATABASE_URL is set, and treats an empty one as unset", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db" }).engine).toBe("postgres");
    expect(loadConfig({ DATABASE_URL: "" }).engine).toBe("pglite");
  });

  it("names every bad variable", () => {
    expect(() => loadConfig({ PORT: "70000", RATE_LIMITS: "maybe", AUTH_SECRET: "short" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "70000", RATE_LIMITS: "maybe", AUTH_SECRET: "short" });
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toContain("PORT");
      expect(msg).toContain("RATE_LIMITS");
      expect(msg).toContain("AUTH_SECRET: must be at least 32 characters");
    }
  });
});
