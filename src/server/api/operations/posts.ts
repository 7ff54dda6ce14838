/** What each call under /post, /search, /interests and /uploads does, for the OpenAPI document. */
import type { OperationDocs } from "./types.ts";

export const POST_OPERATIONS: OperationDocs = {
  "GET /post": {
    summary: "List published stories",
    description:
      "Published stories, newest (`sort=latest`) or most liked (`sort=top`) first, optionally of one `tag` or `author`, paged. People on either side of a block with the caller are left out.",
  },
  "POST /post/create": {
    summary: "Publish a new story",
    description:
      "Creates and publishes a story from its title, subtitle, Markdown content, cover, tags and canonical address; `emailSubscribers: false` e-mails it to nobody. Answers 201 with the post.",
  },
  "POST /post/draft": {
    summary: "Save a draft",
    description:
      "Creates a draft, or updates the draft `_id`; send the `version` you read as `baseVersion`, and a stale copy answers 409 instead of overwriting.",
  },
  "GET /post/drafts": {
    summary: "My drafts",
    description: "The caller's drafts, their own and those they co-author, most recently changed first, paged.",
  },
  "POST /post/import": {
    summary: "Import stories as drafts",
    description:
      "Takes Markdown files or a zip of them (base64 in JSON, at most 8 MB) and saves each story as a draft; answers what was imported and what was skipped and why.",
  },
  "GET /post/{idOrSlug}": {
    summary: "Read a story",
    description:
      "A published story by its slug (or the author's own draft), with its author, counts and rendered body; an old slug answers 301 to the current one. 404 for anything else.",
  },
  "PUT /post/{idOrSlug}": {
    summary: "Update or publish a story",
    description:
      "The author changes any of its fields, or publishes a draft with `status`; 409 when `baseVersion` is stale. An edit of a published story keeps a revision. With `live` (the editor in the story's live room), it is a save of the shared document, under the same rules as a live draft save.",
  },
  "DELETE /post/{idOrSlug}": {
    summary: "Delete a story",
    description: "The author deletes their story or draft with its comments, likes and history.",
  },
  "POST /post/{id}/view": {
    summary: "Count a view or a read",
    description:
      "The story page's beacon: `{}` for a view, `{ read: true }` when the end came into sight. No cookie is read or set; bots and same-day repeats are not counted.",
  },
  "GET /post/recommended": {
    summary: "Stories recommended for me",
    description: "Recent published stories, those on the caller's interests first, then the liveliest; paged.",
  },
  "GET /post/related": {
    summary: "Stories related to a story",
    description: "Up to `limit` published stories sharing tags with the story `postId`.",
  },
  "GET /post/user/{username}": {
    summary: "A person's published stories",
    description: "The published stories of the author `username`, newest first, paged.",
  },
  "GET /post/{id}/coauthors": {
    summary: "A story's authors",
    description:
      "The owner first, then co-authors in byline order with their `status` (invited or accepted). For the owner and the invited or co-authors only; 404 for anyone else.",
  },
  "POST /post/{id}/coauthors": {
    summary: "Invite a co-author",
    description:
      "The owner invites `username`; they are notified and may accept or decline. 403 when either has blocked the other or the caller is a co-author; 409 when already invited.",
  },
  "POST /post/{id}/coauthors/accept": {
    summary: "Accept an invitation to co-author",
    description: "The invited person becomes a co-author: they may edit, publish and schedule the story.",
  },
  "POST /post/{id}/coauthors/decline": {
    summary: "Decline an invitation to co-author",
    description: "The invitation goes; once accepted, this is the same as leaving.",
  },
  "POST /post/{id}/coauthors/leave": {
    summary: "Stop co-authoring a story",
    description: "A co-author leaves the story's authors and may no longer edit it.",
  },
  "DELETE /post/{id}/coauthors/{userId}": {
    summary: "Remove a co-author",
    description: "The owner removes a co-author or withdraws an invitation; their editing right ends at once.",
  },
  "GET /post/{id}/revisions": {
    summary: "A story's history",
    description:
      "For the story's owner and co-authors: the kept revisions, newest first, paged, each naming its `editor` (who made it).",
  },
  "GET /post/{id}/revisions/{revisionId}": {
    summary: "Read one revision",
    description:
      "For the story's owner and co-authors: the revision's title, subtitle, text and `editor`. 404 for a revision of another story.",
  },
  "POST /post/{id}/revisions/{revisionId}/restore": {
    summary: "Restore a revision",
    description:
      "The revision's title, subtitle and text become the story's, as an update (409 on a stale `baseVersion`); what it replaced stays in the history.",
  },
  "POST /post/{id}/schedule": {
    summary: "Schedule a draft",
    description:
      "The author sets when the draft publishes itself: `publishAt`, a date-time with its offset, in the future and within 366 days.",
  },
  "DELETE /post/{id}/schedule": {
    summary: "Cancel a scheduled publication",
    description: "The draft stays a draft and no longer publishes itself.",
  },
  "GET /post/comments": {
    summary: "A story's comments",
    description: "The comments on the story `postId`, with one level of replies, paged.",
  },
  "POST /post/comments/create": {
    summary: "Comment on a story",
    description:
      "Adds the caller's comment (Markdown) to the published story `postId`, or a reply to the comment `parentId`; the author is notified.",
  },
  "PATCH /post/comments/{id}": {
    summary: "Edit my comment",
    description: "Replaces the text of the caller's own comment.",
  },
  "DELETE /post/comments/{id}": {
    summary: "Delete my comment",
    description: "Removes the caller's own comment with its replies.",
  },
  "POST /post/likes/toggle": {
    summary: "Like or unlike a story",
    description: "Likes the published story `postId`, or takes the like back when the caller already likes it.",
  },
  "POST /post/shares": {
    summary: "Record a share",
    description: "Counts a share of the story `postId` to `platform`.",
  },
  "GET /post/series": {
    summary: "My series",
    description: "The caller's series with their stories in order.",
  },
  "POST /post/series": {
    summary: "Start a series",
    description: "Creates an empty series named `title`.",
  },
  "PATCH /post/series/{seriesId}": {
    summary: "Rename a series",
    description: "The owner gives the series a new `title`.",
  },
  "DELETE /post/series/{seriesId}": {
    summary: "Delete a series",
    description: "The series goes; its stories stay.",
  },
  "PUT /post/series/{seriesId}/posts": {
    summary: "Set a series' stories",
    description: "The owner's stories `postIds`, in reading order, replace the series' list.",
  },
  "GET /search": {
    summary: "Search stories and people",
    description:
      "Published stories and people matching `q` (`type` all, posts or users), paged, with highlighted titles and snippets and a corrected query when nothing matched as typed. Stories are counted and ranked up to 200 matches; past that, `meta.posts` is `{ total: 200, exact: false }` and the stories are ranked among the newest matches.",
  },
  "GET /interests": {
    summary: "The topics to choose from",
    description: "The catalogue of interests, each with its count of published stories.",
  },
  "GET /uploads/presigned-url": {
    summary: "Sign a picture upload",
    description:
      "For a JPEG, PNG, WebP or GIF of `size` bytes (at most 5 MB): the address to PUT it to (this server or the S3 bucket) and the key to refer to it by.",
  },
  "PUT /uploads/{key}{.+}": {
    summary: "Upload a picture",
    description:
      "Receives the picture at the signed address from `presigned-url` (its signature is the authorisation); the content type and size must be those signed.",
  },
};
