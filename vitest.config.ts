import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "src/**/*.test.tsx",
            "scripts/**/*.test.ts",
            "tests/bench/**/*.test.ts",
            "tests/editor/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Each PGlite database loads a migrated template (tests/support/pglite-template.ts); give slow
          // machines room without hiding hangs.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share the worker's modules instead of importing the server afresh each: every file
          // already isolates by its data (its own app, database and ports), and the imports were a
          // quarter to a third of each database run (about 5 minutes of CI's 20).
          isolate: false,
        },
      },
    ],
  },
});
