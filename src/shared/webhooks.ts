/** Webhooks as the browser and the server both know them. */
/** What a webhook may listen for. */
export const WEBHOOK_EVENTS = [
  "post.published",
  "post.updated",
  "post.deleted",
  "comment.created",
  "user.joined",
] as const;
