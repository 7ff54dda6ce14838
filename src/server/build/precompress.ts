/**
 * After `astro build`: writes a brotli (.br) and a gzip (.gz) copy next to every text asset in
 * dist/client, once, at the best settings, so sirv serves them with no compression per request.
 */
import type { AstroIntegration } from "astro";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|svg|html|txt|xml|json|webmanifest|map)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count++;
  }
  return count;
}

export function precompress(): AstroIntegration {
  return {
    name: "inkwell-precompress",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        // `dir` is the client output for a server build.
        const count = await precompressDir(fileURLToPath(dir));
        logger.info(`${count} assets pre-compressed (brotli and gzip)`);
      },
    },
  };
}
