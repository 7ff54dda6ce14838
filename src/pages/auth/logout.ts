/**
 * POST /auth/logout: the topbar's logout form without JavaScript. Ends the session, clears the
 * cookies and goes home. (With JavaScript the same happens through DELETE /api/user/auth/logout.)
 */
import type { APIRoute } from "astro";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../server/auth/cookies";

export const POST: APIRoute = async ({ locals, cookies, redirect, request }) => {
  const found = await locals.app.services.sessions.fromAccessToken(cookies.get(ACCESS_COOKIE)?.value);
  if (found.status === "ok") await locals.app.services.sessions.revokeSession(found.user.id, found.sessionId);
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) cookies.delete(name, { path: "/" });
  if (request.headers.get("accept")?.includes("application/json")) return new Response(null, { status: 204 });
  return redirect("/", 303);
};
