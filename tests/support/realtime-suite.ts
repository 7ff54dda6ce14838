/**
 * A suite's realtime server: the app on a fresh test database with socket.io attached to an HTTP
 * server on loopback, made before the suite's tests and closed after them, with every socket the tests
 * opened (push them to `open`) disconnected first. Read them as `rt.app`, `rt.url` inside tests.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { Socket } from "socket.io-client";
import type { AppContext } from "../../src/server/context.ts";
import { attachRealtime } from "../../src/server/realtime/io.ts";
import { createTestContext } from "./test-app.ts";

export interface RealtimeSuite {
  app: AppContext;
  url: string;
  /** Sockets to disconnect after the suite. */
  open: Socket[];
}

export function realtimeSuite(): RealtimeSuite {
  const suite = { open: [] as Socket[] } as RealtimeSuite;
  let io: ReturnType<typeof attachRealtime> | undefined;
  beforeAll(async () => {
    suite.app = await createTestContext();
    const server = http.createServer();
    io = attachRealtime(server, suite.app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    suite.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of suite.open) s.disconnect();
    await io?.close(); // closes the HTTP server too
    await suite.app?.close();
  });
  return suite;
}
