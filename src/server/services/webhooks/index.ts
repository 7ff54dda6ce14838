/**
 * Webhooks: an admin registers addresses for events (a story published, updated or deleted, a
 * comment created, a person joined). Each event becomes one queued delivery per hook, in the
 * database; every process claims due deliveries (FOR UPDATE SKIP LOCKED, with a lease so a crash
 * loses nothing), POSTs them signed with the hook's secret, and on failure tries again later, each
 * wait twice the last, until it gives up. The admin sees each hook's deliveries and their last status.
 */
import { createWebhookQueue } from "./queue.ts";
import { createWebhookRegistry } from "./registry.ts";
import { createWebhookSender } from "./sender.ts";
import type { WebhookDeps } from "./shared.ts";

export * from "./shared.ts";

export function createWebhookService(deps: WebhookDeps) {
  const { listened, ...queue } = createWebhookQueue(deps);
  return { ...queue, ...createWebhookSender(deps, listened), ...createWebhookRegistry(deps) };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
