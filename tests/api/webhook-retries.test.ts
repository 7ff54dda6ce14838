/**
 * Webhook attempts that fail, against real receivers on loopback: the waits between attempts grow
 * (each twice the last, read from the next-attempt time each failure records), a redirect is not
 * followed, and a receiver that does not answer in time (WEBHOOK_TIMEOUT_MS) counts as a failure.
 * A database of its own on PostgreSQL: every hook in a database hears every event.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import type { AppContext } from "../../src/server/context.ts";
import { freshDatabase } from "../support/fresh-database.ts";
import { createTestApi, insertUser, TEST_SECRET, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";

/**
 * The first wait after a failure; then 2,000, 4,000 ms. Long enough for the test to read the delivery
 * between one attempt and the next on a loaded machine (at 250 ms it sometimes missed the moment).
 */
const RETRY_MS = 1000;

let app: AppContext;
let api: Api;
let admin: Person;

/** When each request reached the receiver, by path. */
const arrivals = new Map<string, number[]>();
/** Requests left hanging by the receiver that never answers (ended at the close). */
const hanging: http.ServerResponse[] = [];
let flakyFailures = 3;
let receiver: http.Server;
let base: string;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const path = req.url ?? "/";
    arrivals.set(path, [...(arrivals.get(path) ?? []), Date.now()]);
    req.resume();
    req.on("end", () => {
      if (path === "/flaky") res.writeHead(flakyFailures-- > 0 ? 500 : 200).end();
      else if (path === "/moved") res.writeHead(302, { location: `${base}/target` }).end();
      else if (path === "/silent") hanging.push(res);
      else res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  ({ app, api } = await createTestApi({
    RATE_LIMITS: "off",
    WEBHOOK_CHECK_MS: "50",
    WEBHOOK_RETRY_MS: String(RETRY_MS),
    // Short, for the receiver that never answers; long enough that a loaded machine's answer comes in time.
    WEBHOOK_TIMEOUT_MS: "2000",
    WEBHOOK_PRIVATE_ADDRESSES: "on",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: await freshDatabase("webhook_retries") } : {}),
  }));
  admin = await insertUser(app, { firstName: "Adele", role: "admin" });
});
afterAll(async () => {
  await app?.close();
  for (const res of hanging) res.destroy();
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
});

interface Delivery {
  status: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}
/** The API, as the admin. */
const { send, read } = apiCalls(
  () => api,
  () => admin,
);

/** Adds a hook for `user.joined` at `path` on the receiver, sends it one event, and reads its delivery. */
async function hookWithOneDelivery(path: string) {
  const added = await (
    await send("POST", "/moderation/webhooks", { url: `${base}${path}`, events: ["user.joined"] })
  ).json();
  const hookId = added.data.webhook._id as string;
  app.events.emit("joined", { userId: admin.user.id });
  await app.services.webhooks.drain();
  return async () =>
    (await read(`/moderation/webhooks/${hookId}/deliveries`)).data.deliveries[0] as Delivery | undefined;
}

describe("webhook retries", () => {
  it("waits longer after each failure, twice the wait before", async () => {
    const delivery = await hookWithOneDelivery("/flaky");
    // The next attempt is set when the failed one ended: after it arrived here, before this test read
    // the row. So, whatever the machine's load, next - arrival >= the wait >= next - the reading.
    const bounds: { atLeast: number; atMost: number }[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      // The failure is recorded with its next attempt; until then the attempt holds the delivery for
      // 60 s (its lease), with the last attempt's status.
      let bound = { atLeast: 0, atMost: 0 };
      await expect
        .poll(
          async () => {
            const arrived = arrivals.get("/flaky")?.[attempt - 1];
            const row = await delivery();
            const read = Date.now();
            if (arrived === undefined || row?.attempts !== attempt || !row.nextAttemptAt) return false;
            const next = Date.parse(row.nextAttemptAt);
            bound = { atLeast: next - read, atMost: next - arrived };
            // A failure: the receiver's 500, or (on a loaded machine) no answer in time; both wait alike.
            return row.status === "pending" && row.lastError !== null && bound.atMost < 30_000;
          },
          { timeout: 10_000, interval: 20 },
        )
        .toBe(true);
      bounds.push(bound);
    }
    // The waits were 1, 2 and 4 s: each within what was seen of it.
    bounds.forEach(({ atLeast, atMost }, i) => {
      const planned = RETRY_MS * 2 ** i;
      const seen = bounds.map((b) => `${b.atLeast}..${b.atMost}`).join(", ");
      expect(atMost, `wait ${i + 1} (${seen} ms)`).toBeGreaterThanOrEqual(planned);
      expect(atLeast, `wait ${i + 1} (${seen} ms)`).toBeLessThanOrEqual(planned);
    });
    await expect.poll(delivery, { timeout: 10_000 }).toMatchObject({ status: "delivered", attempts: 4 });
    expect(arrivals.get("/flaky")).toHaveLength(4);
  });

  it("does not follow a redirect: the attempt fails with the receiver's 302", async () => {
    const delivery = await hookWithOneDelivery("/moved");
    await expect
      .poll(delivery, { timeout: 10_000 })
      .toMatchObject({ status: "pending", lastStatus: 302, lastError: "The receiver answered 302" });
    // Each attempt (there may be a retry or two by now) stopped at the redirect.
    expect(arrivals.get("/moved")?.length).toBeGreaterThanOrEqual(1);
    expect(arrivals.get("/target")).toBeUndefined();
  });

  it("gives up on an attempt the receiver does not answer within WEBHOOK_TIMEOUT_MS", async () => {
    const delivery = await hookWithOneDelivery("/silent");
    await expect
      .poll(delivery, { timeout: 10_000 })
      .toMatchObject({ status: "pending", lastStatus: null, lastError: expect.stringMatching(/abort/i) });
    // The request did arrive: the sender stopped waiting for its answer.
    expect(arrivals.get("/silent")?.length).toBeGreaterThanOrEqual(1);
    expect(hanging.length).toBeGreaterThanOrEqual(1);
  });

  it("gives a receiver 10 s to answer unless WEBHOOK_TIMEOUT_MS says otherwise", () => {
    const config = loadConfig({ NODE_ENV: "test", AUTH_SECRET: TEST_SECRET });
    expect(config.WEBHOOK_TIMEOUT_MS).toBe(10_000);
  });
});
