/**
 * The federation's queue, worked under the address policy: every task (a delivery, a received
 * activity) runs guarded (guarded-fetch.ts), and a delivery to an inbox whose address is private on
 * its face is dropped before Fedify tries it (no retries of what will always be refused).
 */
import type { Logger } from "../logger.ts";
import { refusedOnItsFace } from "../outbound/address-policy.ts";
import type { FediverseGuard } from "./guarded-fetch.ts";
import type { DbQueue } from "./queue.ts";

/** The one field of Fedify's delivery message read here. */
const inboxOf = (message: unknown): string | undefined => {
  const m = message as { type?: unknown; inbox?: unknown } | null;
  return m?.type === "outbox" && typeof m.inbox === "string" ? m.inbox : undefined;
};

export function guardQueue(queue: DbQueue, guard: FediverseGuard, logger: Logger): DbQueue {
  return {
    ...queue,
    listen(handler, options) {
      return queue.listen((message) => {
        const inbox = inboxOf(message);
        if (inbox) {
          const refused = URL.canParse(inbox)
            ? refusedOnItsFace(guard.policy, new URL(inbox))
            : new Error("No address");
          if (refused) {
            logger.warn(`A fediverse delivery to ${inbox} was dropped: ${refused.message}`);
            return;
          }
        }
        return guard.guarded(() => handler(message));
      }, options);
    },
  };
}
