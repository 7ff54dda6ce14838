/** The personal call of a shared page: which stories and people on it the reader asks about. */
import { z } from "zod";
import { VIEWER_IDS_MAX } from "../limits.ts";

import { isUuid } from "./ids.ts";

const idList = (what: string) =>
  z.string().transform((s, ctx) => {
    const ids = [...new Set(s.split(",").filter(Boolean))];
    if (ids.some((id) => !isUuid(id)))
      ctx.addIssue({ code: "custom", message: `${what} must be ids separated by commas` });
    else if (ids.length > VIEWER_IDS_MAX)
      ctx.addIssue({ code: "custom", message: `At most ${VIEWER_IDS_MAX} ${what}` });
    return ids;
  });

export const viewerQuerySchema = z.strictObject({
  posts: idList("posts").optional(),
  people: idList("people").optional(),
  /** How many people to suggest following (home's "For you"). */
  suggest: z.coerce
    .number()
    .int("suggest must be a whole number")
    .min(1, "suggest must be 1 to 10")
    .max(10, "suggest must be 1 to 10")
    .optional(),
});
