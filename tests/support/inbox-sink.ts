/**
 * A stand-in for many fediverse servers on one loopback port: it takes any POST (an inbox delivery),
 * remembers its path, and answers 202 after `delayMs`. Followers whose shared inboxes are
 * `${url}/servers/<n>/inbox` look like people spread over that many servers.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export async function startInboxSink(opts: { delayMs?: number } = {}) {
  const received: { path: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    // A sender killed mid-request (the drill's kill -9) resets the connection: not an error here.
    req.on("error", () => undefined);
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.method !== "POST") return void res.writeHead(404).end();
      setTimeout(() => {
        received.push({ path: req.url ?? "/", body });
        res.writeHead(202).end();
      }, opts.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** Deliveries per path. */
    perPath() {
      const counts = new Map<string, number>();
      for (const r of received) counts.set(r.path, (counts.get(r.path) ?? 0) + 1);
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * SQL that makes `followers` people elsewhere follow `local` (a user id), spread evenly over
 * `servers` shared inboxes of the sink; one statement per table.
 */
export function followerRows(sinkUrl: string, local: string, followers: number, servers: number): string[] {
  const people = `generate_series(1, ${followers}) as i`;
  return [
    `insert into users (email, username, username_key, first_name, last_name, remote)
       select 'f' || i || '@fediverse.invalid', 'f' || i || '@s' || (i % ${servers}), 'f' || i || '@s' || (i % ${servers}), 'Follower ' || i, '', true from ${people}`,
    `insert into fediverse_actors (user_id, uri, handle, domain, inbox, shared_inbox)
       select u.id, '${sinkUrl}/servers/' || split_part(u.username, '@s', 2) || '/users/' || u.username,
         u.username, 's' || split_part(u.username, '@s', 2) || '.example', '${sinkUrl}/servers/' || split_part(u.username, '@s', 2) || '/users/' || u.username || '/inbox',
         '${sinkUrl}/servers/' || split_part(u.username, '@s', 2) || '/inbox'
       from users u where u.remote and u.email like '%@fediverse.invalid' and u.username like 'f%@s%'`,
    `insert into fediverse_followers (local, follower_id) select '${local}', user_id from fediverse_actors where uri like '${sinkUrl}/servers/%'`,
  ];
}
