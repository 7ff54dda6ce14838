/**
 * Who is online, as one unique set of user ids across every server process.
 *
 * Each process counts its own sockets per user (several tabs are one entry). With several processes
 * (PostgreSQL adapter) each one also keeps what the others reported: a delta when a user's count on
 * that process goes 0 → 1 or 1 → 0, and a full snapshot every few seconds so that a process that
 * crashed without saying goodbye drops out after `ttlMs`. Every process works out the global
 * transitions itself and tells only its own sockets, so `user-online`/`user-offline` are sent once
 * per socket however many processes there are.
 */

export type PresenceChange = { userId: string; online: boolean };

export interface PresenceDelta {
  node: string;
  userId: string;
  online: boolean;
}
export interface PresenceSnapshot {
  node: string;
  userIds: string[];
  /** The processes the sender has heard from (cluster-trust.ts). */
  knows?: string[];
}

interface RemoteNode {
  userIds: Set<string>;
  seenAt: number;
}

export class Presence {
  readonly #local = new Map<string, number>();
  readonly #remote = new Map<string, RemoteNode>();

  readonly node: string;
  private readonly now: () => number;

  constructor(node: string, now: () => number = Date.now) {
    this.node = node;
    this.now = now;
  }

  isOnline(userId: string): boolean {
    if (this.#local.has(userId)) return true;
    for (const remote of this.#remote.values()) if (remote.userIds.has(userId)) return true;
    return false;
  }

  /** Whether another process has a socket of `userId` (as far as its deltas and snapshots told). */
  elsewhere(userId: string): boolean {
    for (const remote of this.#remote.values()) if (remote.userIds.has(userId)) return true;
    return false;
  }

  /** Every user online on any process, each once. */
  list(): string[] {
    const all = new Set(this.#local.keys());
    for (const remote of this.#remote.values()) for (const id of remote.userIds) all.add(id);
    return [...all];
  }

  localUserIds(): string[] {
    return [...this.#local.keys()];
  }

  /**
   * A socket of `userId` connected here. Returns `delta` when other processes must hear of it and
   * `change` when the user just came online everywhere.
   */
  connect(userId: string): { delta?: PresenceDelta; change?: PresenceChange } {
    const wasOnline = this.isOnline(userId);
    const tabs = (this.#local.get(userId) ?? 0) + 1;
    this.#local.set(userId, tabs);
    return {
      ...(tabs === 1 && { delta: { node: this.node, userId, online: true } }),
      ...(!wasOnline && { change: { userId, online: true } }),
    };
  }

  disconnect(userId: string): { delta?: PresenceDelta; change?: PresenceChange } {
    const left = (this.#local.get(userId) ?? 1) - 1;
    if (left > 0) {
      this.#local.set(userId, left);
      return {};
    }
    this.#local.delete(userId);
    return {
      delta: { node: this.node, userId, online: false },
      ...(!this.isOnline(userId) && { change: { userId, online: false } }),
    };
  }

  /** Another process reported one user coming or going there. */
  applyDelta(delta: PresenceDelta): PresenceChange[] {
    if (delta.node === this.node) return [];
    const before = this.isOnline(delta.userId);
    const remote = this.#remoteNode(delta.node);
    remote.seenAt = this.now();
    if (delta.online) remote.userIds.add(delta.userId);
    else remote.userIds.delete(delta.userId);
    const after = this.isOnline(delta.userId);
    return before === after ? [] : [{ userId: delta.userId, online: after }];
  }

  /** Another process reported everyone it has; replaces what we knew of it. */
  applySnapshot(snapshot: PresenceSnapshot): PresenceChange[] {
    if (snapshot.node === this.node) return [];
    const old = this.#remote.get(snapshot.node)?.userIds ?? new Set<string>();
    const next = new Set(snapshot.userIds);
    const touched = new Set([...old, ...next]);
    const before = new Map([...touched].map((id) => [id, this.isOnline(id)]));
    this.#remote.set(snapshot.node, { userIds: next, seenAt: this.now() });
    return this.#changes(before);
  }

  /** A process closed, or has not been heard from for `ttlMs`: its users go, unless seen elsewhere. */
  dropNode(node: string): PresenceChange[] {
    const remote = this.#remote.get(node);
    if (!remote) return [];
    const before = new Map([...remote.userIds].map((id) => [id, this.isOnline(id)]));
    this.#remote.delete(node);
    return this.#changes(before);
  }

  sweep(ttlMs: number): PresenceChange[] {
    const limit = this.now() - ttlMs;
    const stale = [...this.#remote].filter(([, remote]) => remote.seenAt < limit).map(([node]) => node);
    return stale.flatMap((node) => this.dropNode(node));
  }

  #remoteNode(node: string): RemoteNode {
    let remote = this.#remote.get(node);
    if (!remote) {
      remote = { userIds: new Set(), seenAt: this.now() };
      this.#remote.set(node, remote);
    }
    return remote;
  }

  #changes(before: Map<string, boolean>): PresenceChange[] {
    const changes: PresenceChange[] = [];
    for (const [userId, was] of before) {
      const now = this.isOnline(userId);
      if (now !== was) changes.push({ userId, online: now });
    }
    return changes;
  }
}
