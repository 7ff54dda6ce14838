/** socket.io handshake and presence, with the real socket.io client against the real server. */
import { describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import { MAX_SOCKETS_PER_USER, SOCKET_EVENT_LIMIT } from "../../src/server/realtime/io.ts";
import { createApi } from "../../src/server/api/app.ts";
import { SOCKET_EVENTS } from "../../src/shared/realtime.ts";
import { eventually } from "../support/eventually.ts";
import { insertUser } from "../support/test-app.ts";
import { realtimeSuite } from "../support/realtime-suite.ts";

const rt = realtimeSuite();

function client(opts: Parameters<typeof connect>[1] = {}) {
  const socket = connect(rt.url, { transports: ["websocket"], reconnection: false, forceNew: true, ...opts });
  rt.open.push(socket);
  return socket;
}
function once<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}
/** Whether the server lets a socket with this token in (it sends the online list) or refuses it. */
function admitted(token: string): Promise<boolean> {
  const socket = client({ auth: { token } });
  return new Promise((resolve) => {
    socket.once(SOCKET_EVENTS.onlineUsers, () => resolve(true));
    socket.once("connect_error", () => resolve(false));
  });
}

describe("handshake", () => {
  it("refuses a connection without a token", async () => {
    const err = await once<Error>(client(), "connect_error");
    expect(err.message).toBe("unauthorized");
  });

  it("refuses a connection with an invalid token", async () => {
    const err = await once<Error>(client({ auth: { token: "forged.token.value" } }), "connect_error");
    expect(err.message).toBe("unauthorized");
  });

  it("accepts the access token in auth and sends the online users", async () => {
    const { user, token } = await insertUser(rt.app);
    const socket = client({ auth: { token } });
    const online = await once<string[]>(socket, SOCKET_EVENTS.onlineUsers);
    expect(online).toContain(user.id);
  });

  it("accepts the access_token cookie", async () => {
    const { user, token } = await insertUser(rt.app);
    const socket = client({ extraHeaders: { cookie: `access_token=${token}` } });
    const online = await once<string[]>(socket, SOCKET_EVENTS.onlineUsers);
    expect(online).toContain(user.id);
  });
});

describe("hostile handshakes", () => {
  it("refuses a cookie handshake from another site, but not a token one or its own", async () => {
    const { token } = await insertUser(rt.app);
    const cookie = `access_token=${token}`;
    const foreign = client({ extraHeaders: { cookie, origin: "https://evil.example" } });
    expect((await once<Error>(foreign, "connect_error")).message).toBe("forbidden origin");
    const own = client({ extraHeaders: { cookie, origin: rt.url } });
    await once(own, SOCKET_EVENTS.onlineUsers);
    // A token in auth is no ambient authority: another site would have to know it.
    const app2 = client({ auth: { token }, extraHeaders: { origin: "https://my-app.example" } });
    await once(app2, SOCKET_EVENTS.onlineUsers);
  });

  it("caps the sockets one person holds open", async () => {
    const { token } = await insertUser(rt.app);
    const sockets = Array.from({ length: MAX_SOCKETS_PER_USER }, () => client({ auth: { token } }));
    await Promise.all(sockets.map((s) => once(s, SOCKET_EVENTS.onlineUsers)));
    const extra = client({ auth: { token } });
    expect((await once<Error>(extra, "connect_error")).message).toBe("too many connections");
    // Closing one makes room again (once the server has heard the close: asked until it lets one in).
    sockets[0]!.disconnect();
    expect(
      await eventually(
        () => admitted(token),
        (ok) => ok,
        10_000,
      ),
    ).toBe(true);
  });

  it("does not tell people on either side of a block when the other comes online", async () => {
    const [blocker, blocked, other] = await Promise.all([insertUser(rt.app), insertUser(rt.app), insertUser(rt.app)]);
    await rt.app.services.people.toggleBlock(blocker.user.id, blocked.user.id);
    const seen = new Map<string, string[]>();
    for (const who of [blocked, other]) {
      const socket = client({ auth: { token: who.token } });
      await once(socket, SOCKET_EVENTS.onlineUsers);
      seen.set(who.user.id, []);
      socket.on(SOCKET_EVENTS.userOnline, ({ userId }: { userId: string }) => seen.get(who.user.id)!.push(userId));
    }
    const blockerSocket = client({ auth: { token: blocker.token } });
    const list = await once<string[]>(blockerSocket, SOCKET_EVENTS.onlineUsers);
    expect(list).toContain(other.user.id);
    expect(list).not.toContain(blocked.user.id);
    // The other person hears of it. Someone who comes online after that is the blocked one's barrier:
    // its socket hears of them after any word of the blocker (one connection keeps its order).
    await expect.poll(() => seen.get(other.user.id)).toContain(blocker.user.id);
    const later = await insertUser(rt.app);
    client({ auth: { token: later.token } });
    await expect.poll(() => seen.get(blocked.user.id)).toContain(later.user.id);
    expect(seen.get(blocked.user.id)).not.toContain(blocker.user.id);
  });
});

describe("presence", () => {
  it("announces a user once however many tabs they open, and offline when the last closes", async () => {
    const watcher = await insertUser(rt.app);
    const ada = await insertUser(rt.app);
    const watch = client({ auth: { token: watcher.token } });
    await once(watch, SOCKET_EVENTS.onlineUsers);

    const cameOnline: string[] = [];
    watch.on(SOCKET_EVENTS.userOnline, ({ userId }: { userId: string }) => cameOnline.push(userId));

    const tab1 = client({ auth: { token: ada.token } });
    const firstList = await once<string[]>(tab1, SOCKET_EVENTS.onlineUsers);
    const tab2 = client({ auth: { token: ada.token } });
    const secondList = await once<string[]>(tab2, SOCKET_EVENTS.onlineUsers);
    expect(new Set(secondList).size).toBe(secondList.length);
    expect(secondList.filter((id) => id === ada.user.id)).toHaveLength(1);
    expect(firstList).toContain(watcher.user.id);

    const offline = once<{ userId: string }>(watch, SOCKET_EVENTS.userOffline);
    tab1.disconnect();
    tab2.disconnect();
    expect((await offline).userId).toBe(ada.user.id);
    expect(cameOnline.filter((id) => id === ada.user.id)).toHaveLength(1);
  });
});

describe("client store", () => {
  it("connects with the spec's reconnection constants and fills the online set", async () => {
    const { $onlineUsers, $realtimeStatus, connectRealtime } = await import("../../src/stores/realtime.ts");
    const { user, token } = await insertUser(rt.app);
    const socket = connectRealtime((u, opts) => connect(u, { ...opts, forceNew: true }), token, rt.url);
    rt.open.push(socket);
    await expect.poll(() => $realtimeStatus.get()).toBe("connected");
    await expect.poll(() => $onlineUsers.get()).toContain(user.id);
    const manager = socket.io;
    expect(manager.reconnectionDelay()).toBe(1000);
    expect(manager.reconnectionDelayMax()).toBe(5000);
    expect(manager.randomizationFactor()).toBe(0.5);
    expect(manager.timeout()).toBe(20_000);
    expect(manager.opts.transports).toEqual(["websocket", "polling"]);
    socket.disconnect();
    await expect.poll(() => $realtimeStatus.get()).toBe("disconnected");
  });
});

describe("sessions ending", () => {
  it("disconnects the socket of a session that logs out, and only that one", async () => {
    const api = createApi(rt.app);
    const ada = await insertUser(rt.app);
    const otherTab = await rt.app.services.sessions.issue(ada.user);
    const loggingOut = client({ auth: { token: ada.token } });
    const staying = client({ auth: { token: otherTab.accessToken } });
    await Promise.all([once(loggingOut, SOCKET_EVENTS.onlineUsers), once(staying, SOCKET_EVENTS.onlineUsers)]);
    const dropped = once<string>(loggingOut, "disconnect");
    const res = await api.request("/api/user/auth/logout", {
      method: "DELETE",
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(res.status).toBe(200);
    expect(await dropped).toBe("io server disconnect");
    expect(staying.connected).toBe(true);
  });

  it("disconnects every socket of the user when the password is reset", async () => {
    const ada = await insertUser(rt.app);
    const second = await rt.app.services.sessions.issue(ada.user);
    const a = client({ auth: { token: ada.token } });
    const b = client({ auth: { token: second.accessToken } });
    await Promise.all([once(a, SOCKET_EVENTS.onlineUsers), once(b, SOCKET_EVENTS.onlineUsers)]);
    const both = Promise.all([once(a, "disconnect"), once(b, "disconnect")]);
    await rt.app.services.sessions.revokeAll(ada.user.id);
    await both;
    expect(a.connected || b.connected).toBe(false);
  });
});

describe("limits", () => {
  it("disconnects a socket that floods the server with events", async () => {
    const { token } = await insertUser(rt.app);
    const socket = client({ auth: { token } });
    await once(socket, SOCKET_EVENTS.onlineUsers);
    const dropped = once<string>(socket, "disconnect");
    for (let i = 0; i <= SOCKET_EVENT_LIMIT.points; i++) socket.emit("anything", i);
    expect(await dropped).toBe("io server disconnect");
  });

  it("lets a socket that stays under the limit keep its connection", async () => {
    const { token } = await insertUser(rt.app);
    const socket = client({ auth: { token } });
    await once(socket, SOCKET_EVENTS.onlineUsers);
    for (let i = 0; i < SOCKET_EVENT_LIMIT.points - 1; i++) socket.emit("anything", i);
    // Someone coming online after the events is told to this socket over its own connection, so
    // after the server handled them and after any close it would have sent.
    const someone = await insertUser(rt.app);
    const told = new Promise<string>((resolve) =>
      socket.on(
        SOCKET_EVENTS.userOnline,
        ({ userId }: { userId: string }) => userId === someone.user.id && resolve("told"),
      ),
    );
    const closed = once(socket, "disconnect").then(() => "closed");
    client({ auth: { token: someone.token } });
    expect(await Promise.race([told, closed])).toBe("told");
    expect(socket.connected).toBe(true);
  });

  it("refuses a message larger than 16 KiB", async () => {
    const { token } = await insertUser(rt.app);
    const socket = client({ auth: { token } });
    await once(socket, SOCKET_EVENTS.onlineUsers);
    const dropped = once<string>(socket, "disconnect");
    socket.emit("anything", "x".repeat(20 * 1024));
    expect(await dropped).toBe("transport close");
  });
});
