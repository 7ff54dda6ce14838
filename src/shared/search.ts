/** GET /api/search: the query rules and the answer's shape, shared by the server and the client. */
import { z } from "zod";
import { SEARCH_QUERY_MAX } from "./limits.ts";
import { pagingSchema } from "./schemas/posts.ts";
import { line } from "./schemas/text.ts";
import type { PostSummary } from "./post.ts";
import type { PublicUser } from "./user.ts";

export const SEARCH_TYPES = ["all", "posts", "users"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export { SEARCH_QUERY_MAX };

export const searchSchema = pagingSchema.extend({
  // Not trimmed: a trailing space says the last word is finished (no prefix matching).
  q: line(
    z
      .string({ error: "Type something to search for" })
      .max(SEARCH_QUERY_MAX, { error: `Search for at most ${SEARCH_QUERY_MAX} characters` }),
  ).refine((v) => v.trim().length > 0, { error: "Type something to search for" }),
  type: z.enum(SEARCH_TYPES, { error: "type is all, posts or users" }).optional().default("all"),
});
export type SearchQuery = z.infer<typeof searchSchema>;

/**
 * A post in the results, with where it matched. `highlight` strings are HTML: everything the author
 * wrote is escaped, and only `<mark>` elements are added around the matching words.
 */
export interface SearchPost extends PostSummary {
  highlight: { title: string; snippet: string };
}

export interface SearchResults {
  posts: SearchPost[];
  users: PublicUser[];
  meta: {
    page: number;
    limit: number;
    /**
     * `exact` false: more stories match than were counted (SEARCH_MATCH_LIMIT on the server); the
     * total is then a lower bound ("200+"), and the pages rank the matches among the newest stories.
     */
    posts: { total: number; exact: boolean };
    users: { total: number };
    /** Set when nothing matched as typed and a spelling correction found posts: what was searched. */
    correctedQuery?: string;
  };
}
