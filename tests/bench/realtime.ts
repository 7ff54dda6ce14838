/**
 * Realtime part of `npm run bench`: opens BENCH_SOCKETS (default 2,000) authenticated sockets on the
 * running server, then measures notification delivery, from the actor's API call to the event on the
 * recipient's socket, while they stay connected. Prints p50/p99 and the server's RSS per idle socket.
 */
import { io as connect, type Socket } from "socket.io-client";
import { percentile, signUp } from "./support.ts";

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const USERS = 40;
const SAMPLES = Number(process.env.BENCH_DELIVERIES ?? 300);

function open(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ["websocket"], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once("online-users", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

export async function realtimeBench(url: string, rssMb: () => number) {
  const people: string[] = [];
  for (let i = 0; i < USERS; i += 10)
    people.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => signUp(url, "Socket", `User${i + k}`)))));
  await new Promise((r) => setTimeout(r, 2000));
  const before = rssMb();
  const sockets: Socket[] = [];
  const started = performance.now();
  while (sockets.length < SOCKETS) {
    const batch = Math.min(100, SOCKETS - sockets.length);
    const base = sockets.length;
    sockets.push(
      ...(await Promise.all(Array.from({ length: batch }, (_, k) => open(url, people[(base + k) % USERS]!)))),
    );
  }
  const connectSeconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 2000));
  const after = rssMb();

  // The author is person 0 (connected on SOCKETS / USERS sockets); person 1 comments on their story.
  const [author, actor] = [people[0]!, people[1]!];
  const authorSocket = sockets[0]!;
  const post = (await (
    await fetch(`${url}/api/post/create`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${author}` },
      body: JSON.stringify({ title: "Delivery timing", content: "Comment here." }),
    })
  ).json()) as { data: { post: { _id: string } } };
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const delivered = new Promise<number>((resolve) =>
      authorSocket.once("notification", () => resolve(performance.now())),
    );
    const t0 = performance.now();
    const res = await fetch(`${url}/api/post/comments/create`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${actor}` },
      body: JSON.stringify({ postId: post.data.post._id, content: `Comment ${i}` }),
    });
    if (!res.ok) throw new Error(`comment failed: ${res.status}`);
    times.push((await delivered) - t0);
  }
  for (const s of sockets) s.disconnect();
  times.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`\nRealtime: ${sockets.length} sockets (${USERS} people) connected in ${connectSeconds.toFixed(1)} s`);
  console.log(
    `  server RSS ${before} MB → ${after} MB: ${(((after - before) * 1024) / SOCKETS).toFixed(1)} KB per idle socket`,
  );
  console.log(
    `  notification delivery (API call → recipient socket), ${SAMPLES} comments: p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))} (budget p99 ≤ 50 ms)`,
  );
}
