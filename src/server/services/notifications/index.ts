/**
 * Notifications: stored when someone likes, comments on, replies to, follows or shares, and for
 * followers when a story is first published; never for one's own actions, never between people who
 * block each other, never from someone the recipient muted, never twice for the same like or follow.
 * Listens to the domain events the other services publish, and announces what changed.
 */
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../events.ts";
import type { Logger } from "../../logger.ts";
import type { Blocking } from "../blocks.ts";
import { createDelivery } from "./delivery.ts";
import { createFanOut } from "./fan-out.ts";
import { createInbox } from "./inbox.ts";
import { createDeliveryRules } from "./rules.ts";

export { NOTIFICATION_NOT_FOUND } from "./inbox.ts";

export function createNotificationService(db: Db, blocking: Blocking, events: EventBus, logger: Logger) {
  const inbox = createInbox(db, events);
  const delivery = createDelivery(db, blocking, events, inbox);
  const { tellFollowers } = createFanOut(db, events);
  const rules = createDeliveryRules(db, events, logger, delivery, tellFollowers);
  // The inbox's own announcer stays inside; everything else is the service's API.
  const { announceCount: _announce, ...reading } = inbox;
  return { ...rules, tell: delivery.tell, ...reading };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
