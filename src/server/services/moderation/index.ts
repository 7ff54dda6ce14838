/**
 * Moderation: the report queues (open reports grouped by story, and by comment), decisions on stories (dismiss, hide,
 * restore), comments (remove) and people (suspend, lift), and roles (admins grant and revoke
 * moderator). Every decision is written to the moderation log in the same transaction as the change
 * it records; authors and reporters are told by notification. Who may ask is checked by the routes
 * (role) and here (whom an action may touch).
 */
import { createCommentReportQueue } from "./comment-reports.ts";
import { createContentDecisions } from "./content.ts";
import { createModerationLog } from "./log.ts";
import { createPeopleDecisions } from "./people.ts";
import { createReportQueue } from "./reports.ts";
import { moderationTools, type Deps } from "./shared.ts";

export { REPORTER_MIN_AGE_MS, REPORTS_TO_HOLD, weightyReporter } from "./reports.ts";

export function createModerationService(deps: Deps) {
  const tools = moderationTools(deps);
  return {
    ...createReportQueue(deps, tools),
    ...createCommentReportQueue(deps),
    ...createContentDecisions(deps, tools),
    ...createPeopleDecisions(deps, tools),
    ...createModerationLog(deps, tools),
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
