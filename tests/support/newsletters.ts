/** Newsletter sending as the worker does it, run to the end in a test: queue what is due, then send until none is left. */
import type { AppContext } from "../../src/server/context.ts";

export async function sendDueNewsletters(app: AppContext): Promise<void> {
  await app.services.newsletters.queueDue();
  while ((await app.services.newsletters.sendDue()) > 0);
}
