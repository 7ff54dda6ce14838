/**
 * Debian's nginx running the configuration docs/caching.md documents (its ```nginx block, as an
 * operator would paste it), on loopback, in front of a test server: a temporary prefix for its
 * cache, logs and temporary files, not a daemon, stopped with the test.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const NGINX = "/usr/sbin/nginx";
export const hasNginx = existsSync(NGINX);
const DOCS = path.resolve(import.meta.dirname, "../../docs/caching.md");

/** The documented block, with only what differs on a test machine replaced (each must be found). */
export function documentedConfig(vars: { port: number; upstreamPort: number; cacheDir: string }): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync(DOCS, "utf8"))?.[1];
  if (!block) throw new Error("docs/caching.md has no nginx block");
  const swaps: [string | RegExp, string][] = [
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${vars.port};`],
    [/server 127\.0\.0\.1:4321;/, `server 127.0.0.1:${vars.upstreamPort};`],
    [/\/var\/cache\/nginx\/inkwell/, vars.cacheDir],
  ];
  return swaps.reduce((text, [from, to]) => {
    if (!text.match(from)) throw new Error(`The documented nginx block no longer has ${String(from)}`);
    return text.replace(from, to);
  }, block);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

/** Resolves once something accepts connections on the port (nginx is up), or rejects when it exits. */
function accepting(port: number, exited: Promise<unknown>, log: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (gone) return reject(new Error(`nginx exited:\n${log()}`));
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => setTimeout(attempt, 50));
    };
    attempt();
  });
}

export async function startNginx(upstreamPort: number) {
  const prefix = mkdtempSync(path.join(tmpdir(), "inkwell-nginx-"));
  const port = await freePort();
  const conf = path.join(prefix, "nginx.conf");
  const errorLog = path.join(prefix, "error.log");
  writeFileSync(
    conf,
    [
      `pid ${prefix}/nginx.pid;`,
      `error_log ${errorLog} warn;`,
      "daemon off;",
      // One process as whoever runs the tests (a root master's workers would be `nobody`, who cannot
      // write the temporary prefix).
      "master_process off;",
      "events { worker_connections 256; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${prefix}/${t}_temp;`),
      documentedConfig({ port, upstreamPort, cacheDir: `${prefix}/cache` }),
      "}",
    ].join("\n"),
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", conf, "-e", errorLog], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const log = () => `${output}${existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""}`;
  await accepting(port, exited, log);
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    async close() {
      child.kill("SIGTERM");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
