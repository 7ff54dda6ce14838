/**
 * Domain events inside one process. Services publish; the realtime server (and later the
 * notifications module) subscribe. Typed so a publisher and its subscribers cannot drift apart.
 */
import { EventEmitter } from "node:events";

export interface DomainEvents {
  /** Sessions ended (logout, reuse detected, password reset). No `sessionIds` means all of them. */
  "sessions-ended": [{ userId: string; sessionIds?: string[] }];
}

export class EventBus extends EventEmitter<DomainEvents> {}
