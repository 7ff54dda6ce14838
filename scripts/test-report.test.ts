import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { unblamedFailure } from "./test-report.ts";

const vitestBin = path.resolve(import.meta.dirname, "../node_modules/.bin/vitest");

test("a run that fails outside every test is explained by its unhandled error, file and test", () => {
  // A real Vitest run whose only test passes while a rejection nobody awaits makes it exit 1.
  const dir = mkdtempSync(path.join(tmpdir(), "unblamed-"));
  writeFileSync(path.join(dir, "vitest.config.mjs"), "export default {};\n");
  writeFileSync(
    path.join(dir, "leaves.test.ts"),
    `import { expect, test } from "vitest";
test("leaves a rejection behind", async () => {
  void Promise.reject(new Error("nobody waited for me"));
  await new Promise((r) => setTimeout(r, 20));
  expect(1).toBe(1);
});
`,
  );
  const run = spawnSync(vitestBin, ["run", "--root", dir, "--config", path.join(dir, "vitest.config.mjs")], {
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
  });
  expect(run.status).toBe(1);
  const said = unblamedFailure(run.stdout + run.stderr);
  expect(said).toContain("Unhandled Rejection");
  expect(said).toContain("nobody waited for me");
  expect(said).toMatch(/❯ leaves\.test\.ts:3/);
  expect(said).toContain('originated in "leaves.test.ts"');
  expect(said).toContain('"leaves a rejection behind"');
  expect(said).not.toMatch(/node_modules|It doesn't mean/);
}, 60_000);

test("without such a section, the log's last lines", () => {
  const log = Array.from({ length: 20 }, (_, i) => `line ${i}`).join("\n");
  expect(unblamedFailure(log)).toBe(Array.from({ length: 8 }, (_, i) => `line ${i + 12}`).join(" | "));
});
