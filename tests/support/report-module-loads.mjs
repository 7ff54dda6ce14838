// @ts-check
/**
 * Preloaded into a server under test (`node --import`): prints `module loaded: <package>` the first
 * time the process resolves a module of a package named in REPORT_LOADS (comma-separated), so a test
 * can tell what a process loaded at start and what it loaded only when first needed; and, as it
 * exits, whether Node's TypeScript stripper was loaded (`typescript stripper loaded: yes|no`).
 * JavaScript itself, so that preloading it does not load the stripper.
 */
import { registerHooks } from "node:module";

const watched = (process.env.REPORT_LOADS ?? "").split(",").filter(Boolean);
const seen = new Set();

registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    for (const name of watched) {
      if (seen.has(name) || !resolved.url.includes(`/node_modules/${name}/`)) continue;
      seen.add(name);
      process.stdout.write(`module loaded: ${name}\n`);
    }
    return resolved;
  },
});

/** Node's list of the internal modules it loaded (not in its typings). */
const loaded = () =>
  /** @type {{ moduleLoadList?: string[] }} */ (/** @type {unknown} */ (process)).moduleLoadList ?? [];
process.on("exit", () => {
  const stripper = loaded().some((name) => name.includes("amaro"));
  process.stdout.write(`typescript stripper loaded: ${stripper ? "yes" : "no"}\n`);
});
