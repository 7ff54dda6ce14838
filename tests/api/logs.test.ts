/**
 * What the server writes to its log, from the real entry point in production mode: one JSON object
 * per line, a request id on every request (the proxy's when TRUST_PROXY allows) sent back and carried
 * by the lines written for it, one access line per request, and nowhere a password, a token, a reset
 * code or an e-mail address, after signing up, signing in (and failing to), a password reset, a
 * subscription, links with tokens in their query, and errors. Readiness answers once migrated.
 * `npm test` runs it once, on PostgreSQL: the log writer is the same code on either engine, and PGlite
 * is PostgreSQL itself, so an error's text is the same (scripts/test.ts, POSTGRES_ONLY).
 */
import { spawn } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { NODE_FLAGS, runMain } from "../support/run-main.ts";
import { resetCode } from "../support/smtp.ts";
import { TEST_SECRET } from "../support/test-app.ts";
import { tempDirs } from "../support/temp-dirs.ts";

/** The data folder, removed after the file's tests. */
const tempDir = tempDirs();

let dataDir: string;
let run: ReturnType<typeof runMain>;
let url: string;

beforeAll(async () => {
  dataDir = tempDir("logs");
  run = runMain({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_SECRET,
    NODE_ENV: "production",
    LOG_LEVEL: "debug",
    TRUST_PROXY: "1",
    RATE_LIMITS: "off",
    // Readers' address, not where the process listens: the start-up line must tell them apart.
    PUBLIC_URL: "http://inkwell.example.test",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, WEB_CONCURRENCY: "1" } : {}),
  });
  url = await run.listening();
}, 120_000);
afterAll(async () => {
  run?.child.kill("SIGTERM");
  await run?.exited;
});

const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

it("names the address it binds in the start-up line, and PUBLIC_URL beside it", () => {
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(run.output()).toContain(`listening on ${url} for http://inkwell.example.test`);
});

it("writes JSON lines with request ids and access lines, and no secret or address", { timeout: 60_000 }, async () => {
  const email = `Logged.Person-${Date.now()}@example.test`;
  const password = "a very secret passphrase 42";
  expect((await post("/user/auth/register", { firstName: "Log", lastName: "Ged", email, password })).status).toBe(201);
  const login = await post("/user/auth/login", { email, password }, { "x-request-id": "proxy-id-123" });
  expect(login.status).toBe(200);
  expect(login.headers.get("x-request-id")).toBe("proxy-id-123");
  const token = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
  const refresh = /refresh_token=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1] ?? "";
  expect(refresh).not.toBe("");
  expect((await post("/user/auth/login", { email, password: "wrong passphrase here" })).status).toBe(401);
  expect((await post("/user/auth/forgot-password", { email })).status).toBeLessThan(300);
  const me = await fetch(`${url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(200);
  const mine = me.headers.get("x-request-id");
  expect(mine).toMatch(/^[0-9a-f-]{36}$/);
  const queryToken = "querysecret0123456789";
  await fetch(`${url}/subscribe/confirm?token=${queryToken}`);
  await fetch(`${url}/search?q=${queryToken}`);
  expect((await post("/user/auth/login", { email: "not an address", password: "x" })).status).toBeGreaterThanOrEqual(
    400,
  );
  expect((await fetch(`${url}/api/no-such-call`)).status).toBe(404);
  // A NUL once reached the database (500), whose error, logged whole, listed every parameter.
  expect((await post("/user/auth/login", { email: `${email}\u0000`, password })).status).toBe(400);
  expect((await post("/user/auth/register", { firstName: "N\u0000", lastName: "L", email, password })).status).toBe(
    400,
  );
  expect((await fetch(`${url}/api/post/user/${encodeURIComponent(email)}%00`)).status).toBe(400);
  expect((await fetch(`${url}/api/search?q=${encodeURIComponent(email)}%00`)).status).toBe(400);
  // A shared page twice: the second from the cache, answered before its handler returns.
  for (const id of ["page-once", "page-twice"])
    await (await fetch(`${url}/help`, { headers: { "x-request-id": id } })).text();
  const ready = await fetch(`${url}/api/health/ready`);
  expect(ready.status).toBe(200);
  const readiness = ((await ready.json()) as { data: { migrations: { applied: number; expected: number } } }).data;
  expect(readiness.migrations.applied).toBe(readiness.migrations.expected);
  // Access lines are written in batches (a second at most apart): wait for the last request's.
  const readyId = ready.headers.get("x-request-id");
  await expect.poll(() => run.output().includes(`"reqId":"${readyId}"`), { timeout: 10_000 }).toBe(true);

  const output = run.output();
  const lines = output.split("\n").filter((l) => l.trim());
  const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const access = records.filter((r) => r.msg === "request");
  expect(access.length).toBeGreaterThanOrEqual(10);
  for (const a of access) {
    expect(a).toMatchObject({ level: "info", reqId: expect.any(String), method: expect.any(String) });
    expect(typeof a.status).toBe("number");
    expect(typeof a.ms).toBe("number");
    expect(typeof a.bytes).toBe("number");
    // What was sent, headers at least.
    expect(a.bytes).toBeGreaterThan(100);
  }
  // A page from the cache: its line says what was sent (written when the handler returned, not on 'finish').
  const once = access.find((a) => a.reqId === "page-once")!;
  const twice = access.find((a) => a.reqId === "page-twice")!;
  expect(twice).toMatchObject({ method: "GET", path: "/help", status: 200 });
  expect(twice.bytes).toBeGreaterThan(2000);
  expect(Math.abs(Number(twice.bytes) - Number(once.bytes))).toBeLessThan(200);
  expect(access.find((a) => a.reqId === "proxy-id-123")).toMatchObject({ path: "/api/user/auth/login", status: 200 });
  expect(access.find((a) => a.reqId === mine)).toMatchObject({ method: "GET", path: "/api/user", status: 200 });
  expect(access.find((a) => String(a.path).startsWith("/subscribe/confirm"))?.path).toBe("/subscribe/confirm?token=");

  // The reset code went to the outbox; the log only names the file.
  const outbox = path.join(dataDir, "outbox");
  const resetMail = () =>
    readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), "utf8"))
      .find((raw) => raw.includes("Your code is"));
  await expect.poll(resetMail).toBeDefined();
  const code = resetCode({ raw: resetMail()! });
  const secrets = [password, "wrong passphrase here", email, email.toLowerCase(), token, refresh, code, queryToken];
  for (const secret of secrets) expect(output, `the log holds ${secret.slice(0, 6)}…`).not.toContain(secret);
  expect(output).not.toMatch(/[\w.+-]+@example\.test/);
  expect(output).not.toMatch(/Failed query|params:|\$argon2|\$2[aby]\$/);
});

it("writes every access line still gathered when the process is stopped", { timeout: 60_000 }, async () => {
  const ids = Array.from({ length: 40 }, (_, n) => `stop-line-${n}`);
  for (const id of ids) await fetch(`${url}/api/health`, { headers: { "x-request-id": id } });
  run.child.kill("SIGTERM");
  expect(await run.exited).toBe(0);
  const written = new Set(
    run
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => (JSON.parse(l) as { reqId?: string }).reqId),
  );
  expect(ids.filter((id) => !written.has(id))).toEqual([]);
});

it(
  "writes access lines to a log file as a site appends it, each once, all of them by the stop",
  { timeout: 120_000 },
  async () => {
    // `node dist/node/main.js >> server.log`: standard output is a file, written a batch at a time.
    const logFile = path.join(tempDir("log-file"), "server.log");
    const fd = openSync(logFile, "a");
    const child = spawn(
      process.execPath,
      [...NODE_FLAGS, path.resolve(import.meta.dirname, "../../dist/node/main.js")],
      {
        env: {
          PATH: process.env.PATH,
          PORT: "0",
          HOST: "127.0.0.1",
          DATA_DIR: tempDir("log-file-data"),
          AUTH_SECRET: TEST_SECRET,
          NODE_ENV: "production",
          RATE_LIMITS: "off",
          TRUST_PROXY: "1",
          ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, WEB_CONCURRENCY: "1" } : {}),
        },
        stdio: ["ignore", fd, "pipe"],
      },
    );
    closeSync(fd);
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    const read = () => readFileSync(logFile, "utf8");
    await expect.poll(() => /listening on (http:\/\/\S+)/.exec(read())?.[1], { timeout: 90_000 }).toBeDefined();
    const address = /listening on (http:\/\/\S+)/.exec(read())![1]!;
    const ids = Array.from({ length: 150 }, (_, n) => `file-line-${n}`);
    await Promise.all(
      ids.map((id) => fetch(`${address}/api/health`, { headers: { "x-request-id": id } }).then((r) => r.text())),
    );
    // Two full batches are in the file while the server runs; the rest is written when it stops.
    await expect.poll(() => ids.filter((id) => read().includes(`"${id}"`)).length).toBeGreaterThanOrEqual(128);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    const lines = read()
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { reqId?: string; msg: string; status?: number; bytes?: number });
    const mine = lines.filter((l) => l.reqId?.startsWith("file-line-"));
    expect(mine.map((l) => l.reqId).sort()).toEqual([...ids].sort());
    for (const line of mine) expect(line).toMatchObject({ msg: "request", status: 200 });
    for (const line of mine) expect(line.bytes).toBeGreaterThan(100);
  },
);
