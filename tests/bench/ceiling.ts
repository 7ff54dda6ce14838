/**
 * The ceiling a page is measured against: the same bytes and headers served by nginx when it is
 * installed, otherwise by a bare node:http server that only answers them. Loopback only; stops itself.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface Ceiling {
  name: string;
  url: string;
  stop(): Promise<void>;
}

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => spawnSync(p, ["-v"]).status === 0);

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

async function nginxCeiling(body: Buffer, headers: Record<string, string>): Promise<Ceiling> {
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-ceiling-"));
  writeFileSync(path.join(dir, "page"), body);
  const port = await freePort();
  const added = Object.entries(headers)
    .filter(([k]) => !["content-type", "content-length"].includes(k.toLowerCase()))
    .map(([k, v]) => `add_header ${k} "${v.replace(/"/g, '\\"')}";`)
    .join(" ");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off; worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; open_file_cache max=16;
  default_type "${headers["content-type"] ?? "text/html"}";
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${dir}; location / { ${added} try_files /page =404; } } }`,
  );
  const child = spawn(NGINX!, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  let status = 0;
  for (let i = 0; i < 50 && status === 0; i++) {
    status = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 0) await new Promise((r) => setTimeout(r, 100));
  }
  // A ceiling answering errors measures nothing (an `alias` on "/" once answered 500 to every request).
  if (status !== 200) throw new Error(`nginx's ceiling answered ${status}, not 200: see ${dir}/error.log`);
  return {
    name: "nginx",
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill("SIGQUIT");
      await new Promise((r) => child.once("exit", r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A child process, like the server it is compared with: never the load generator's own event loop. */
async function nodeCeiling(body: Buffer, headers: Record<string, string>): Promise<Ceiling> {
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-ceiling-"));
  writeFileSync(path.join(dir, "page"), body);
  writeFileSync(path.join(dir, "headers.json"), JSON.stringify(headers));
  const script = `
    const http = require("node:http"); const fs = require("node:fs");
    const body = fs.readFileSync(${JSON.stringify(path.join(dir, "page"))});
    const headers = { ...JSON.parse(fs.readFileSync(${JSON.stringify(path.join(dir, "headers.json"))}, "utf8")), "content-length": body.length };
    const server = http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));
    process.on("SIGTERM", () => server.close(() => process.exit(0)));`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (d: Buffer) => resolve(Number(String(d).trim())));
    child.once("exit", () => reject(new Error("the ceiling server did not start")));
  });
  return {
    name: "bare node:http",
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Serve exactly `body` with `headers` (already compressed, if the page was): nginx from a file (when
 * installed: the ceiling the pages are measured against) and a bare node:http server from memory.
 */
export async function startCeilings(body: Buffer, headers: Record<string, string>): Promise<Ceiling[]> {
  const bare = await nodeCeiling(body, headers);
  return NGINX ? [await nginxCeiling(body, headers), bare] : [bare];
}
export const NGINX_MISSING = NGINX
  ? undefined
  : "nginx is not installed (apt-get install nginx): the ceiling is bare node:http";

/**
 * The ceiling a like is measured against: a bare node:http process with its own pool of 10
 * connections (as each server process has) that answers every POST with one write on the same rows,
 * toggling a like of a random one of `userIds` on the story in the body and moving its counter, in a
 * single statement. No sessions, checks, notifications or realtime: what one write costs here.
 */
export async function startWriteCeiling(databaseUrl: string, userIds: string[]): Promise<Ceiling> {
  const script = `
    const http = require("node:http"); const pg = require("pg");
    const pool = new pg.Pool({ connectionString: process.env.CEILING_DATABASE_URL, max: 10 });
    const users = JSON.parse(process.env.CEILING_USERS);
    const toggle = \`with removed as (delete from likes where user_id = $1 and post_id = $2 returning post_id),
      added as (insert into likes (user_id, post_id) select $1, $2 where not exists (select 1 from removed)
        on conflict do nothing returning post_id)
      update posts set total_likes = total_likes + (select count(*) from added) - (select count(*) from removed)
      where id = $2 returning total_likes\`;
    const server = http.createServer((req, res) => {
      let body = ""; req.on("data", (c) => (body += c));
      req.on("end", () => pool.query(toggle, [users[Math.floor(Math.random() * users.length)], JSON.parse(body).postId]).then(
        (r) => { res.writeHead(200, { "content-type": "application/json" }); res.end(JSON.stringify({ data: r.rows[0] })); },
        () => { res.writeHead(500); res.end(); }));
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));
    process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));`;
  const child = spawn(process.execPath, ["-e", script], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, CEILING_DATABASE_URL: databaseUrl, CEILING_USERS: JSON.stringify(userIds) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (d: Buffer) => resolve(Number(String(d).trim())));
    child.once("exit", () => reject(new Error("the write ceiling server did not start")));
  });
  return {
    name: "bare node:http + pg, one toggle statement",
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
