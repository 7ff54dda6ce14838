/**
 * What each call of reports, moderation, webhooks, the fediverse, newsletters and the service itself
 * does, for the OpenAPI document.
 */
import type { OperationDocs } from "./types.ts";

export const COMMUNITY_OPERATIONS: OperationDocs = {
  "POST /post-report/{postId}": {
    summary: "Report a story",
    description:
      "A reader reports someone else's published story with a `reason` and an optional description, once each; enough weighty reports hold it out of sight for a moderator.",
  },
  "POST /comment-report/{commentId}": {
    summary: "Report a comment",
    description:
      "A reader reports someone else's comment with the story report's reasons and rules: once each, the same brakes; it joins the moderation queue.",
  },
  "GET /moderation/reports": {
    summary: "The story report queue",
    description: "Moderators: reported stories awaiting a decision, with their reports, paged.",
  },
  "GET /moderation/comment-reports": {
    summary: "The comment report queue",
    description: "Moderators: reported comments awaiting a decision, with their reports, paged.",
  },
  "GET /moderation/log": {
    summary: "The moderation log",
    description: "Moderators: every moderation action with who took it, on what and why, newest first, paged.",
  },
  "POST /moderation/posts/{postId}/dismiss": {
    summary: "Dismiss a story's reports",
    description: "Moderators: the story's open reports are closed without action; the reporters are told.",
  },
  "POST /moderation/posts/{postId}/hide": {
    summary: "Hide a story",
    description: "Moderators: the story is taken out of sight with a `reason`; the author and the reporters are told.",
  },
  "POST /moderation/posts/{postId}/restore": {
    summary: "Restore a hidden story",
    description: "Moderators: a story hidden by moderation or held by reports is shown again, with a `reason`.",
  },
  "POST /moderation/comments/{commentId}/dismiss": {
    summary: "Dismiss a comment's reports",
    description: "Moderators: the comment's open reports are closed without action; the reporters are told.",
  },
  "POST /moderation/comments/{commentId}/remove": {
    summary: "Remove a comment",
    description: "Moderators: the reported comment is removed with a `reason`; the author and the reporters are told.",
  },
  "POST /moderation/users/{userId}/suspend": {
    summary: "Suspend a person",
    description:
      "Moderators: the person cannot sign in for `days` (or for good when absent) and their sessions end; the `reason` is logged.",
  },
  "POST /moderation/users/{userId}/unsuspend": {
    summary: "Lift a suspension",
    description: "Moderators: the person can sign in again; the `reason` is logged.",
  },
  "GET /moderation/staff": {
    summary: "The site's moderators and admins",
    description: "Admins: everyone with the moderator or admin role.",
  },
  "PUT /moderation/users/{userId}/role": {
    summary: "Grant or revoke the moderator role",
    description: "Admins: sets the person's `role` to moderator or back to member.",
  },
  "GET /moderation/webhooks": {
    summary: "The site's webhooks",
    description: "Admins: the addresses registered to hear of events, with the events each hears.",
  },
  "POST /moderation/webhooks": {
    summary: "Register a webhook",
    description:
      "Admins: a public `https` address and the `events` to send it; deliveries are signed and retried with backoff.",
  },
  "DELETE /moderation/webhooks/{webhookId}": {
    summary: "Remove a webhook",
    description: "Admins: the address hears of nothing more.",
  },
  "GET /moderation/webhooks/{webhookId}/deliveries": {
    summary: "A webhook's deliveries",
    description: "Admins: each delivery to the webhook with its event, status and tries, newest first, paged.",
  },
  "GET /moderation/domain-blocks": {
    summary: "Servers blocked by the site",
    description: "Admins: the fediverse servers the whole site stops hearing from.",
  },
  "POST /moderation/domain-blocks": {
    summary: "Block a server for the site",
    description:
      "Admins: ends that server's follows, likes and boosts here and removes its comments. 400 for something that is not a server name.",
  },
  "DELETE /moderation/domain-blocks/{domain}": {
    summary: "Unblock a server for the site",
    description: "Admins: the site hears from that server again. 404 when it was not blocked.",
  },
  "GET /fediverse/following": {
    summary: "Fediverse accounts I follow",
    description: "The caller's follows elsewhere, each `requested` until their server accepts, then `following`.",
  },
  "POST /fediverse/following": {
    summary: "Follow a fediverse account",
    description:
      "By `@user@server` handle or profile address: a follow request goes to their server. 404 when nothing is found there, 502 when the server cannot be reached.",
  },
  "DELETE /fediverse/following/{id}": {
    summary: "Unfollow a fediverse account",
    description: "An `Undo` goes to their server. 404 when the caller does not follow them.",
  },
  "GET /fediverse/feed": {
    summary: "My fediverse feed",
    description:
      "Posts of the accounts the caller follows elsewhere, newest first, 20 a page; `next` goes in `before`.",
  },
  "POST /fediverse/posts/{id}/like": {
    summary: "Like a fediverse post",
    description: "A `Like` goes to the post's author.",
  },
  "DELETE /fediverse/posts/{id}/like": {
    summary: "Unlike a fediverse post",
    description: "The `Undo` of the caller's `Like` goes to the post's author.",
  },
  "POST /fediverse/posts/{id}/boost": {
    summary: "Boost a fediverse post",
    description: "An `Announce` goes to the post's author.",
  },
  "DELETE /fediverse/posts/{id}/boost": {
    summary: "Take back a boost",
    description: "The `Undo` of the caller's `Announce` goes to the post's author.",
  },
  "POST /fediverse/posts/{id}/replies": {
    summary: "Reply to a fediverse post",
    description: "A public `Note` in reply (Markdown, at most 2,000 characters) goes to the post's author.",
  },
  "GET /fediverse/domain-blocks": {
    summary: "Servers I blocked",
    description: "The fediverse servers from which nothing reaches the caller.",
  },
  "POST /fediverse/domain-blocks": {
    summary: "Block a server for me",
    description: "Nothing from that server reaches the caller. 400 for something that is not a server name.",
  },
  "DELETE /fediverse/domain-blocks/{domain}": {
    summary: "Unblock a server for me",
    description: "That server's posts reach the caller again. 404 when it was not blocked.",
  },
  "POST /subscriptions": {
    summary: "Subscribe to an author by e-mail",
    description:
      "Anyone: a link to confirm is e-mailed (202); a signed-in reader with a proven address is subscribed at once (201).",
  },
  "POST /subscriptions/confirm": {
    summary: "Confirm an e-mail subscription",
    description: "Takes the token from the confirmation e-mail; the author's stories are e-mailed from then on.",
  },
  "GET /subscriptions/unsubscribe": {
    summary: "Open the unsubscribe page",
    description:
      "Redirects to the page with the unsubscribe button (opening a link alone must not unsubscribe: scanners open every link).",
  },
  "POST /subscriptions/unsubscribe": {
    summary: "Unsubscribe in one click",
    description: "The e-mails' List-Unsubscribe address (RFC 8058): ends the subscription the `token` names.",
  },
  "GET /health": {
    summary: "Liveness",
    description: "The database engine, the uptime and the database clients in use.",
  },
  "GET /health/ready": {
    summary: "Readiness",
    description:
      "200 once the database answers and every migration this code ships is applied; 503 otherwise (for load balancers during a rolling restart).",
  },
  "GET /openapi.json": {
    summary: "This API described",
    description: "The OpenAPI 3.1 document of every route, generated from the routes and their schemas.",
  },
  "GET /reference": {
    summary: "The API reference page",
    description: "The OpenAPI document rendered as a readable reference, with requests to try against this site.",
  },
  "GET /reference/{asset}": {
    summary: "A file of the reference page",
    description: "The script the reference page loads, served from the npm package (nothing from elsewhere).",
  },
};
