export * from "./users.ts";
export * from "./sessions.ts";
export * from "./password-resets.ts";
export * from "./posts.ts";
export * from "./social.ts";
export * from "./notifications.ts";
export * from "./rate-limits.ts";
export * from "./bookmarks.ts";
