/**
 * POST /language: the footer's switcher and the settings page. Remembers the language in a cookie
 * (what shared pages follow: http/page-locale.ts) and, when signed in, on the account (e-mails, other
 * devices). `lang=` empty on the settings page goes back to following the browser.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { LANG_COOKIE, LANG_MAX_AGE_SECONDS, LOCALES } from "../shared/locale";
import { safeRedirectTarget } from "../shared/routes";

const schema = z.object({ lang: z.union([z.enum(LOCALES), z.literal("")]), redirect: z.string().optional() });

export const POST: APIRoute = async ({ request, cookies, locals, redirect }) => {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return new Response("Choose a language from the list.", { status: 400 });
  const { lang } = parsed.data;
  const secure = locals.app.config.PUBLIC_URL?.startsWith("https:") ?? false;
  if (lang) cookies.set(LANG_COOKIE, lang, { path: "/", maxAge: LANG_MAX_AGE_SECONDS, sameSite: "lax", secure });
  else cookies.delete(LANG_COOKIE, { path: "/" });
  if (locals.user) await locals.app.services.users.updateMe(locals.user._id, { language: lang || null });
  return redirect(safeRedirectTarget(parsed.data.redirect), 303);
};
