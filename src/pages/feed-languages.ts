/**
 * POST /feed-languages: the settings page's "Stories in these languages" form (works without
 * JavaScript). Saves the languages on the account; none ticked shows every language again.
 */
import type { APIRoute } from "astro";
import { feedLanguagesSchema } from "../shared/schemas/user";
import { ROUTES } from "../shared/routes";

export const POST: APIRoute = async ({ request, locals, redirect }) => {
  if (!locals.user) return redirect(ROUTES.login, 303);
  const parsed = feedLanguagesSchema.safeParse((await request.formData()).getAll("feedLanguages"));
  if (!parsed.success) return new Response("Choose languages from the list.", { status: 400 });
  await locals.app.services.users.updateMe(locals.user._id, { feedLanguages: parsed.data });
  return redirect("/settings?type=language&saved=feed-languages", 303);
};
