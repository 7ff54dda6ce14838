/** The personal call of a shared page: which stories and people on it the reader asks about. */
import { z } from "zod";

/** A page shows at most this many stories or people whose personal state it needs. */
export const VIEWER_IDS_MAX = 50;

const idList = (what: string) =>
  z
    .string()
    .transform((s) => [...new Set(s.split(",").filter(Boolean))])
    .pipe(
      z
        .array(z.uuid({ error: `${what} must be ids separated by commas` }))
        .max(VIEWER_IDS_MAX, `At most ${VIEWER_IDS_MAX} ${what}`),
    );

export const viewerQuerySchema = z.strictObject({
  posts: idList("posts").optional(),
  people: idList("people").optional(),
});
