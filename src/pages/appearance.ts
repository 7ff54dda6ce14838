/**
 * POST /appearance: remembers the theme and mode in a cookie (and on the account when signed in).
 * A form post from the topbar works without JavaScript; scripts ask for JSON and get 204.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { APPEARANCE_COOKIE, APPEARANCE_MAX_AGE_SECONDS, serializeAppearance } from "../shared/appearance";
import { safeRedirectTarget } from "../shared/routes";
import { MODES, THEMES } from "../shared/user";

const schema = z.object({ theme: z.enum(THEMES), mode: z.enum(MODES), redirect: z.string().optional() });

export const POST: APIRoute = async ({ request, cookies, locals, redirect }) => {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return new Response("Choose a theme and a mode from the list.", { status: 400 });
  const { theme, mode } = parsed.data;
  cookies.set(APPEARANCE_COOKIE, serializeAppearance({ theme, mode }), {
    path: "/",
    maxAge: APPEARANCE_MAX_AGE_SECONDS,
    sameSite: "lax",
  });
  if (locals.user) await locals.app.services.users.saveAppearance(locals.user._id, { theme, mode });
  if (request.headers.get("accept")?.includes("application/json")) return new Response(null, { status: 204 });
  return redirect(safeRedirectTarget(parsed.data.redirect), 303);
};
