/** Validation of the e-mail subscription calls. */
import { z } from "zod";
import { line, text } from "./text.ts";

export const subscribeSchema = z.strictObject({
  /** The author's username (or id). */
  author: line(
    z
      .string({ error: "Say whose stories to subscribe to" })
      .trim()
      .min(1, "Say whose stories to subscribe to")
      .max(100),
  ),
  /** Absent for a signed-in reader who subscribes with their account's address. */
  email: z.email({ error: "Give a valid e-mail address" }).max(254, "Give a valid e-mail address").optional(),
  name: line(z.string().trim().max(200, "Use at most 200 characters")).optional(),
});
const token = line(
  z.string({ error: "The link has no token" }).min(10, "The link has no token").max(200, "The link is not valid"),
);
export const tokenSchema = z.strictObject({ token });
export const unsubscribeQuerySchema = z.object({ token });
export const importSubscribersSchema = z.strictObject({
  csv: text(
    z.string({ error: "Give the CSV's text" }).min(1, "The file is empty").max(5_000_000, "The file is over 5 MB"),
  ),
  /** The author states these people agreed to get their stories by e-mail: they are confirmed at once. */
  consented: z.boolean({ error: "consented is true or false" }),
});
