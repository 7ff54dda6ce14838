/** What the post service tells people, in one place. */
export const POST_MESSAGES = {
  created: "Post created successfully",
  deleted: "Post deleted successfully",
  notFound: "Post not found",
  staleCopy: "This story was changed on another device or tab. Load the newer version before saving.",
  addressTaken: "Another story took this address at the same moment. Save again.",
  publishedUseUpdate: "This story is published: save changes with PUT /post/{_id}",
  needsTitle: "Give the story a title",
  needsContent: "Write the story first",
  scheduled: "Scheduled: the story publishes itself at the time you chose",
  unscheduled: "No longer scheduled: the story stays a draft",
  alreadyPublished: "This story is already published",
} as const;
