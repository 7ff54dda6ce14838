/**
 * Whether this process may answer from its caches, with several processes on one PostgreSQL.
 *
 * A write that ends a session (or hides a story, a block...) answers only after every process it
 * knows of has applied its purge (cache/purger.ts). "Knows of" is the socket.io adapter's list of
 * processes it has heard from: a process that started a moment ago may be missing from it (the write
 * did not wait for it; knowing of nobody, the adapter did not even send the purge), and a process
 * whose LISTEN connection dropped misses purges. Such a process kept answering from what it had
 * cached: a logged-out session was accepted for up to the look-up's 5 s. So a process trusts its
 * caches only while:
 *  - its LISTEN connection is up (caches are emptied whenever it comes up: purges sent meanwhile
 *    were never heard);
 *  - every process it has heard of (its adapter's list, or named by another) has said, in a
 *    snapshot, that it knows this one, so their writes wait for this process's acknowledgement;
 *  - at least as many have said so as PostgreSQL counts other listeners (one that has not spoken
 *    yet is still counted).
 * Until then every answer is looked up afresh: correct, only slower.
 */
export interface ClusterTrust {
  /** The LISTEN connection came up (`true`) or went down. */
  listening(up: boolean): void;
  /** How many connections LISTEN to the processes' channel, this one's included. */
  counted(listeners: number): void;
  /** A process spoke: `knows`, when it said whom it knows (a snapshot). */
  heard(node: string, knows?: readonly string[]): void;
  /** A process said goodbye. */
  gone(node: string): void;
  /** Forgets processes not heard of for `forgetAfterMs`. */
  sweep(): void;
  /** `adapterKnows`: the processes the adapter heard from (a heartbeat is enough). */
  trusted(adapterKnows: readonly string[]): boolean;
}

interface Peer {
  knowsMe: boolean;
  seenAt: number;
}

export function createClusterTrust(
  self: string,
  { forgetAfterMs, now = Date.now }: { forgetAfterMs: number; now?: () => number },
): ClusterTrust {
  const peers = new Map<string, Peer>();
  let up = false;
  let others: number | undefined;
  const note = (node: string, at: number) => {
    if (node === self) return;
    const peer = peers.get(node);
    if (peer) peer.seenAt = at;
    else peers.set(node, { knowsMe: false, seenAt: at });
  };
  return {
    listening(isUp) {
      up = isUp;
      others = undefined;
    },
    counted(listeners) {
      if (up) others = listeners - 1;
    },
    heard(node, knows) {
      if (node === self) return;
      const at = now();
      note(node, at);
      if (!knows) return;
      peers.get(node)!.knowsMe = knows.includes(self);
      // Processes that one knows are processes too, even if this one has not heard them yet.
      for (const other of knows) note(other, at);
    },
    gone(node) {
      peers.delete(node);
    },
    sweep() {
      const limit = now() - forgetAfterMs;
      for (const [node, peer] of peers) if (peer.seenAt < limit) peers.delete(node);
    },
    trusted(adapterKnows) {
      if (!up || others === undefined) return false;
      for (const node of adapterKnows) if (node !== self && !peers.get(node)?.knowsMe) return false;
      let knowers = 0;
      for (const peer of peers.values()) {
        if (!peer.knowsMe) return false;
        knowers++;
      }
      return knowers >= others;
    },
  };
}

/**
 * What @socket.io/postgres-adapter keeps and does not expose: the processes it heard from (whose
 * acknowledgements a purge waits for) and its LISTEN connection (absent while it reconnects).
 */
interface AdapterInternals {
  nodesMap?: Map<string, number>;
  client?: { client?: object };
}
export const knownProcesses = (adapter: unknown): string[] => [
  ...((adapter as AdapterInternals).nodesMap?.keys() ?? []),
];
export const listenConnection = (adapter: unknown): object | undefined => (adapter as AdapterInternals).client?.client;

/** Connections of this database listening on the adapter's channels (`socket.io#<namespace>`). */
export async function countListeners(pool: { query: (text: string) => Promise<{ rows: { n: number }[] }> }) {
  const { rows } = await pool.query(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN "socket.io#%'`,
  );
  return rows[0]?.n ?? 0;
}
