import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/bench/**/*.test.ts", "tests/editor/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // PGlite boots once per file (1.7-5 s here); give slow machines room without hiding hangs.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
