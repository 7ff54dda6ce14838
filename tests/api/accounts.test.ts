/** Accounts through the real API: registration, sign-in, sessions, Google, password reset, limits. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { refreshTokens, sessions, users } from "../../src/server/db/schema/index.ts";
import { startGoogleJwks, GOOGLE_CLIENT_ID } from "../support/google.ts";
import { simpleParser } from "mailparser";
import { resetCode, startSmtp, decodedMail } from "../support/smtp.ts";
import { createTestApi, insertUser, jsonRequest, TEST_PASSWORD } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let google: Awaited<ReturnType<typeof startGoogleJwks>>;

beforeAll(async () => {
  smtp = await startSmtp();
  google = await startGoogleJwks();
  ({ app, api } = await createTestApi({
    SMTP_URL: smtp.url,
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.url,
    RATE_LIMITS: "off",
  }));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await google.close();
});

const email = () => `someone-${randomUUID().slice(0, 8)}@example.test`;
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(`/api/user/auth${path}`, {
    ...jsonRequest("POST", body),
    headers: { "content-type": "application/json", ...headers },
  });
const cookiesOf = (res: Response) =>
  Object.fromEntries(
    res.headers.getSetCookie().map((c) => [c.split("=")[0]!, c.split(";")[0]!.slice(c.indexOf("=") + 1)]),
  );
const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
const register = async (over: Record<string, unknown> = {}) =>
  post("/register", { firstName: "Ada", lastName: "Lovelace", email: email(), password: "analytical engine", ...over });

describe("register", () => {
  it("creates the account without signing in, and generates a username from the names", async () => {
    const address = email();
    const res = await register({ email: `  ${address.toUpperCase()} ` });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual([]);
    const body = await res.json();
    expect(body.message).toBe("Registration successful! Please login to continue.");
    expect(body.data.user).toMatchObject({ email: address, firstName: "Ada", lastName: "Lovelace", hasPassword: true });
    expect(body.data.user.username).toMatch(/^adalovelace\d*$/);
    expect(body.data).not.toHaveProperty("tokens");
  });

  it("gives people with the same name different usernames, even registering at the same moment", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => register({ firstName: "Twin", lastName: `Same${randomUUID().slice(0, 4)}` })),
    );
    const same = await Promise.all(
      Array.from({ length: 10 }, () => register({ firstName: "Concurrent", lastName: "Twin" })),
    );
    for (const res of [...answers, ...same]) expect(res.status).toBe(201);
    const names = await Promise.all(same.map(async (r) => (await r.json()).data.user.username as string));
    expect(new Set(names).size).toBe(10);
  });

  it("refuses a taken e-mail with 409 on the email field", async () => {
    const address = email();
    await register({ email: address });
    const res = await register({ email: address });
    expect(res.status).toBe(409);
    expect((await res.json()).errors).toEqual([
      { field: "email", message: "An account with this e-mail already exists" },
    ]);
  });

  it("refuses a username taken ignoring case and Unicode look-alikes", async () => {
    const name = `Quill_${randomUUID().slice(0, 6)}`;
    expect((await register({ username: name })).status).toBe(201);
    for (const lookAlike of [name.toLowerCase(), name.toUpperCase(), name.replace("Q", "\uFF31")]) {
      const res = await register({ username: lookAlike });
      expect(res.status, lookAlike).toBe(409);
      expect((await res.json()).errors[0].field).toBe("username");
    }
  });

  it.each([
    [{ firstName: undefined }, "firstName"],
    [{ lastName: 42 }, "lastName"],
    [{ email: "not-an-address" }, "email"],
    [{ password: "short" }, "password"],
    [{ password: "x".repeat(129) }, "password"],
    [{ firstName: "A".repeat(51) }, "firstName"],
    [{ username: "no spaces allowed" }, "username"],
    [{ role: "admin" }, "role"],
  ])("refuses %o with an error on %s, creating nothing", async (over, field) => {
    const address = email();
    const res = await register({ ...over, email: field === "email" ? "not-an-address" : address });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await app.services.users.findByEmail(address)).toBeUndefined();
  });

  it("refuses the most common passwords", async () => {
    const res = await register({ password: "password1" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toEqual({
      field: "password",
      message: "This password is too common. Choose a less guessable one.",
    });
  });
});

describe("login", () => {
  it("answers the user and an access token, and sets httpOnly session cookies", async () => {
    const { user } = await insertUser(app);
    const res = await post("/login", { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Welcome back!");
    expect(body.data.user._id).toBe(user.id);
    expect(typeof body.data.tokens.accessToken).toBe("string");
    const setCookies = res.headers.getSetCookie();
    for (const name of ["access_token", "refresh_token"]) {
      expect(setCookies.find((c) => c.startsWith(`${name}=`))).toMatch(/HttpOnly; SameSite=Lax/);
    }
    // Shared pages' scripts read the marker; it carries no secret.
    expect(setCookies.find((c) => c.startsWith("signed_in="))).toMatch(
      /^signed_in=1; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    const me = await api.request("/api/user", { headers: { authorization: `Bearer ${body.data.tokens.accessToken}` } });
    expect(me.status).toBe(200);
  });

  it("gives the same answer for an unknown e-mail, a wrong password and a Google-only account", async () => {
    const { user } = await insertUser(app);
    const googleOnly = await insertUser(app, { passwordHash: null, googleSub: `sub-${randomUUID()}` });
    const answers = await Promise.all([
      post("/login", { email: email(), password: TEST_PASSWORD }),
      post("/login", { email: user.email, password: "not the password" }),
      post("/login", { email: googleOnly.user.email, password: TEST_PASSWORD }),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401]);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).message).toBe("Incorrect e-mail or password");
  });

  it("validates its body", async () => {
    const res = await post("/login", { email: "", password: 5 });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual(["email", "password"]);
  });
});

describe("sessions", () => {
  async function signIn() {
    const { user } = await insertUser(app);
    const res = await post("/login", { email: user.email, password: TEST_PASSWORD });
    return { user, jar: cookiesOf(res), accessToken: (await res.json()).data.tokens.accessToken as string };
  }

  it("rotates the refresh token on every use", async () => {
    const { jar } = await signIn();
    const res = await api.request("/api/user/auth/refresh", { method: "POST", headers: { cookie: cookieHeader(jar) } });
    expect(res.status).toBe(200);
    const next = cookiesOf(res);
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(jar.refresh_token);
    expect((await res.json()).data.tokens.accessToken).toBe(next.access_token);
  });

  it("slides a session with use, but never past 90 days from sign-in", async () => {
    const { user, jar } = await signIn();
    const day = 24 * 60 * 60 * 1000;
    // Signed in 89 days ago and used daily since: the next refresh may only give it one more day.
    await app.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 89 * day) })
      .where(eq(sessions.userId, user.id));
    const res = await api.request("/api/user/auth/refresh", { method: "POST", headers: { cookie: cookieHeader(jar) } });
    expect(res.status).toBe(200);
    // (The user has two sessions: the test's own and this sign-in; the refreshed one ends first.)
    const rows = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const left = Math.min(...rows.map((r) => r.expiresAt.getTime())) - Date.now();
    expect(left).toBeLessThanOrEqual(day);
    expect(left).toBeGreaterThan(day - 60_000);
    // Past the limit the refresh token no longer works.
    await app.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 91 * day), expiresAt: new Date(Date.now() - day) })
      .where(eq(sessions.userId, user.id));
    const next = cookiesOf(res);
    const late = await api.request("/api/user/auth/refresh", {
      method: "POST",
      headers: { cookie: cookieHeader(next) },
    });
    expect(late.status).toBe(401);
  });

  it("revokes the whole session when an old refresh token comes back", async () => {
    const { jar } = await signIn();
    const first = await api.request("/api/user/auth/refresh", {
      method: "POST",
      headers: { "refresh-token": jar.refresh_token! },
    });
    const rotated = cookiesOf(first);
    // Age the used token past the grace given to parallel requests.
    await app.database.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '5 minutes'` })
      .where(sql`used_at is not null`);
    const reuse = await api.request("/api/user/auth/refresh", {
      method: "POST",
      headers: { "refresh-token": jar.refresh_token! },
    });
    expect(reuse.status).toBe(401);
    // The thief's reuse also ends the legitimate holder's newer tokens.
    const legit = await api.request("/api/user/auth/refresh", {
      method: "POST",
      headers: { "refresh-token": rotated.refresh_token! },
    });
    expect(legit.status).toBe(401);
    const me = await api.request("/api/user", { headers: { authorization: `Bearer ${rotated.access_token}` } });
    expect(me.status).toBe(401);
  });

  it("lets parallel requests with the same refresh token through without ending the session", async () => {
    const { jar } = await signIn();
    const [a, b] = await Promise.all([
      api.request("/api/user/auth/refresh", { method: "POST", headers: { "refresh-token": jar.refresh_token! } }),
      api.request("/api/user/auth/refresh", { method: "POST", headers: { "refresh-token": jar.refresh_token! } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
  });

  it("authenticates with a valid refresh token when the access token expired, returning a new one", async () => {
    const { user, jar } = await signIn();
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const expired = await app.tokens.signAccess({ userId: user.id, version: 0, sessionId: row!.id }, -5);
    const res = await api.request("/api/user", {
      headers: { cookie: `access_token=${expired}; refresh_token=${jar.refresh_token}` },
    });
    expect(res.status).toBe(200);
    const fresh = res.headers.get("x-access-token")!;
    expect(fresh).toBeTruthy();
    expect(cookiesOf(res).access_token).toBe(fresh);
    expect((await api.request("/api/user", { headers: { authorization: `Bearer ${fresh}` } })).status).toBe(200);
  });

  it("never takes a refresh token for an access token, nor the other way round", async () => {
    const { jar, accessToken } = await signIn();
    expect((await api.request("/api/user", { headers: { authorization: `Bearer ${jar.refresh_token}` } })).status).toBe(
      401,
    );
    const res = await api.request("/api/user/auth/refresh", {
      method: "POST",
      headers: { "refresh-token": accessToken },
    });
    expect(res.status).toBe(401);
  });

  it("logout revokes the session, makes the access token unusable and clears the cookies", async () => {
    const { jar, accessToken } = await signIn();
    const res = await api.request("/api/user/auth/logout", {
      method: "DELETE",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("You have been logged out!");
    expect(res.headers.getSetCookie().join()).toMatch(/access_token=; Path=\/; Max-Age=0/);
    expect((await api.request("/api/user", { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(401);
    const refresh = await api.request("/api/user/auth/refresh", {
      method: "POST",
      headers: { "refresh-token": jar.refresh_token! },
    });
    expect(refresh.status).toBe(401);
  });

  it("GET never changes state: a GET to logout signs nobody out", async () => {
    const { accessToken } = await signIn();
    const res = await api.request("/api/user/auth/logout", { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(404);
    expect((await api.request("/api/user", { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(200);
  });
});

describe("cross-site writes", () => {
  it("refuses a cookie-authenticated write from another origin", async () => {
    const { token } = await insertUser(app);
    const res = await api.request("/api/user/me", {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: `access_token=${token}`, origin: "https://evil.example" },
      body: JSON.stringify({ bio: "pwned" }),
    });
    expect(res.status).toBe(403);
  });

  it("refuses any write the browser marks as cross-site, and allows same-origin ones", async () => {
    const { token } = await insertUser(app);
    const base = { "content-type": "application/json", cookie: `access_token=${token}` };
    const cross = await api.request("/api/user/me", {
      method: "PATCH",
      headers: { ...base, "sec-fetch-site": "cross-site" },
      body: '{"bio":"x"}',
    });
    expect(cross.status).toBe(403);
    const same = await api.request("http://localhost/api/user/me", {
      method: "PATCH",
      headers: { ...base, "sec-fetch-site": "same-origin", origin: "http://localhost" },
      body: '{"bio":"mine"}',
    });
    expect(same.status).toBe(200);
  });

  it("lets Bearer clients write from anywhere: they carry no ambient authority", async () => {
    const { token } = await insertUser(app);
    const res = await api.request("/api/user/me", {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, origin: "https://app.example" },
      body: JSON.stringify({ bio: "from my app" }),
    });
    expect(res.status).toBe(200);
  });
});

describe("Google sign-in", () => {
  const sub = () => `google-${randomUUID()}`;

  it("creates an account on first use with the names from the token, then signs the same one in", async () => {
    const claims = { sub: sub(), email: email(), email_verified: true, given_name: "Grace", family_name: "Hopper" };
    const first = await post("/google", { credential: await google.idToken(claims) });
    expect(first.status).toBe(200);
    const a = (await first.json()).data;
    expect(a.user).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      googleLinked: true,
      hasPassword: false,
      interests: [],
    });
    expect(a.tokens.accessToken).toBeTruthy();
    const again = await post("/google", { credential: await google.idToken(claims) });
    expect((await again.json()).data.user._id).toBe(a.user._id);
  });

  it.each([
    ["a wrong audience", { audience: "someone-else" }],
    ["a wrong signature", { key: "impostor" as const }],
    ["an expired token", { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
  ])("refuses %s", async (_label, opts) => {
    const token = await google.idToken({ sub: sub(), email: email(), email_verified: true }, opts);
    const res = await post("/google", { credential: token });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Google sign-in failed. Please try again.");
  });

  it("links an existing e-mail account only when Google says the address is verified", async () => {
    const { user } = await insertUser(app);
    const unverified = await post("/google", {
      credential: await google.idToken({ sub: sub(), email: user.email, email_verified: false }),
    });
    expect(unverified.status).toBe(409);
    const verified = await post("/google", {
      credential: await google.idToken({ sub: sub(), email: user.email, email_verified: true }),
    });
    expect(verified.status).toBe(200);
    const linked = (await verified.json()).data.user;
    expect(linked).toMatchObject({ _id: user.id, googleLinked: true, hasPassword: true });
    // The owner is told, by e-mail.
    await smtp.waitFor(user.email, (m) => m.raw.includes("Google sign-in was added"));
  });

  it("creates no account for an address Google has not verified, so its owner can still register", async () => {
    const address = email();
    const unverified = await post("/google", {
      credential: await google.idToken({ sub: sub(), email: address, email_verified: false }),
    });
    expect(unverified.status).toBe(403);
    expect((await unverified.json()).message).toMatch(/Google has not verified this e-mail address/);
    const owner = await post("/register", {
      firstName: "Real",
      lastName: "Owner",
      email: address,
      password: "owner passphrase",
    });
    expect(owner.status).toBe(201);
  });

  it("a password reset removes a Google sign-in someone linked", async () => {
    const { user } = await insertUser(app);
    const foreign = sub();
    const linked = await post("/google", {
      credential: await google.idToken({ sub: foreign, email: user.email, email_verified: true }),
    });
    expect(linked.status).toBe(200);
    await post("/forgot-password", { email: user.email });
    const code = resetCode(await smtp.waitFor(user.email, (m) => m.raw.includes("reset code")));
    const { verificationToken } = (await (await post("/verify-code", { email: user.email, code })).json()).data;
    expect((await post("/reset-password", { verificationToken, password: "mine again, all mine" })).status).toBe(200);
    const login = await (await post("/login", { email: user.email, password: "mine again, all mine" })).json();
    expect(login.data.user.googleLinked).toBe(false);
    // The same Google account, if its address is verified, could link again: the owner's mailbox hears of it.
    const [row] = await app.database.db.select({ googleSub: users.googleSub }).from(users).where(eq(users.id, user.id));
    expect(row!.googleSub).toBeNull();
  });

  it("is off without GOOGLE_CLIENT_ID", async () => {
    const { app: plain, api: plainApi } = await createTestApi();
    try {
      const res = await plainApi.request("/api/user/auth/google", jsonRequest("POST", { credential: "x".repeat(20) }));
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe("password reset", () => {
  it("answers the same whether or not the e-mail has an account", async () => {
    const { user } = await insertUser(app);
    const known = await post("/forgot-password", { email: user.email });
    const unknown = await post("/forgot-password", { email: email() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
  });

  it("goes e-mail -> code from the SMTP server -> new password, ending every session", async () => {
    const { user, token } = await insertUser(app);
    const forgot = await post("/forgot-password", { email: user.email });
    expect((await forgot.json()).message).toBe("Password reset email sent!");
    const code = resetCode(await smtp.waitFor(user.email));

    const verify = await post("/verify-code", { email: user.email, code });
    expect(verify.status).toBe(200);
    const verifyBody = await verify.json();
    expect(verifyBody.message).toBe("OTP verified!");
    const { verificationToken } = verifyBody.data;

    const reset = await post("/reset-password", { verificationToken, password: "a brand new passphrase" });
    expect(reset.status).toBe(200);
    expect((await reset.json()).message).toBe("Password reset successful!");

    expect((await api.request("/api/user", { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await post("/login", { email: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await post("/login", { email: user.email, password: "a brand new passphrase" })).status).toBe(200);
    await smtp.waitFor(user.email, (m) => m.raw.includes("password was changed"));
    // Single use.
    expect((await post("/reset-password", { verificationToken, password: "yet another passphrase" })).status).toBe(400);
  });

  it("gives each address 5 tries at a code: a guesser elsewhere cannot burn the owner's", async () => {
    const { user } = await insertUser(app);
    await post("/forgot-password", { email: user.email });
    const code = resetCode(await smtp.waitFor(user.email));
    const wrong = code === "000000" ? "111111" : "000000";
    const from = (address: string, guess: string) =>
      app.services.accounts.verifyCode(user.email, guess, address).then(
        () => 200,
        (err: { status: number }) => err.status,
      );
    // Through the API (one address): five wrong tries, then even the right code is refused there.
    for (let i = 0; i < 5; i++)
      expect((await post("/verify-code", { email: user.email, code: wrong })).status).toBe(400);
    const res = await post("/verify-code", { email: user.email, code });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("code");
    // The owner, from another address, still gets in.
    expect(await from("203.0.113.7", code)).toBe(200);
  });

  it("kills a code after 50 tries from all addresses together", async () => {
    const { user } = await insertUser(app);
    await post("/forgot-password", { email: user.email });
    const code = resetCode(await smtp.waitFor(user.email));
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 50; i++) {
      await expect(app.services.accounts.verifyCode(user.email, wrong, `198.51.100.${i}`)).rejects.toMatchObject({
        status: 400,
      });
    }
    await expect(app.services.accounts.verifyCode(user.email, code, "192.0.2.1")).rejects.toMatchObject({
      status: 400,
    });
  });

  it("replaces the old code with a new one", async () => {
    const { user } = await insertUser(app);
    await post("/forgot-password", { email: user.email });
    const first = resetCode(await smtp.waitFor(user.email));
    smtp.inbox.length = 0;
    await post("/forgot-password", { email: user.email });
    const second = resetCode(await smtp.waitFor(user.email));
    // A new code every time, and the old one no longer works.
    expect(second).not.toBe(first);
    expect((await post("/verify-code", { email: user.email, code: first })).status).toBe(400);
    expect((await post("/verify-code", { email: user.email, code: second })).status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const { user } = await insertUser(app);
    await post("/forgot-password", { email: user.email });
    const code = resetCode(await smtp.waitFor(user.email));
    await app.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    expect((await post("/verify-code", { email: user.email, code })).status).toBe(400);
  });

  it("validates its bodies", async () => {
    expect((await post("/forgot-password", { email: "nope" })).status).toBe(400);
    expect((await post("/verify-code", { email: email(), code: "12ab56" })).status).toBe(400);
    const res = await post("/reset-password", { verificationToken: "short", password: "x" });
    expect((await res.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "password",
      "verificationToken",
    ]);
  });
});

describe("profile and password", () => {
  it("updates the listed fields only and answers the new user", async () => {
    const { token } = await insertUser(app);
    const username = `writer_${randomUUID().slice(0, 6)}`;
    const res = await api.request(
      "/api/user/me",
      jsonRequest(
        "PATCH",
        {
          firstName: "Ida",
          lastName: "Rhodes",
          username,
          bio: "Numbers.",
          interests: ["science", "science", "history"],
        },
        token,
      ),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Profile updated successfully!");
    expect(body.data).toMatchObject({
      firstName: "Ida",
      lastName: "Rhodes",
      username,
      bio: "Numbers.",
      interests: ["science", "history"],
    });
  });

  it.each([
    { email: "new@example.test" },
    { _id: "x" },
    { stats: { followers: 9 } },
    { role: "admin" },
    { tokenVersion: 0 },
  ])("refuses %o", async (body) => {
    const { user, token } = await insertUser(app);
    const res = await api.request("/api/user/me", jsonRequest("PATCH", body, token));
    expect(res.status).toBe(400);
    expect((await app.services.users.findById(user.id))!.email).toBe(user.email);
  });

  it("refuses an avatar that is not an upload of this site", async () => {
    const { token } = await insertUser(app);
    const res = await api.request(
      "/api/user/me",
      jsonRequest("PATCH", { avatar: "https://evil.example/x.png" }, token),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("avatar");
  });

  it("refuses a taken username with 409", async () => {
    const a = await insertUser(app);
    const b = await insertUser(app);
    const res = await api.request(
      "/api/user/me",
      jsonRequest("PATCH", { username: a.user.username.toUpperCase() }, b.token),
    );
    expect(res.status).toBe(409);
  });

  it("changes the password only with the current one, and signs out other devices", async () => {
    const { user, token } = await insertUser(app);
    const other = await app.services.sessions.issue(user);
    const wrong = await api.request(
      "/api/user/password",
      jsonRequest("POST", { currentPassword: "nope", newPassword: "a fresh passphrase" }, token),
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors[0].field).toBe("currentPassword");
    const ok = await api.request(
      "/api/user/password",
      jsonRequest("POST", { currentPassword: TEST_PASSWORD, newPassword: "a fresh passphrase" }, token),
    );
    expect(ok.status).toBe(200);
    expect((await api.request("/api/user", { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await api.request("/api/user", { headers: { authorization: `Bearer ${other.accessToken}` } })).status).toBe(
      401,
    );
  });

  it("tells of a password change in the account's language", async () => {
    const { user, token } = await insertUser(app, { language: "de" });
    const res = await api.request(
      "/api/user/password",
      jsonRequest("POST", { currentPassword: TEST_PASSWORD, newPassword: "ein ganz neues Passwort" }, token),
    );
    expect(res.status).toBe(200);
    const mail = await simpleParser((await smtp.waitFor(user.email, (m) => m.raw.includes("Subject:"))).raw);
    expect(mail.subject).toMatch(/^Ihr .+-Passwort wurde geändert$/);
    expect(mail.text).toContain("Ihre anderen Geräte wurden abgemeldet");
  });

  it("lets a Google-only account set a password without a current one", async () => {
    const { user, token } = await insertUser(app, { passwordHash: null, googleSub: `sub-${randomUUID()}` });
    const res = await api.request(
      "/api/user/password",
      jsonRequest("POST", { newPassword: "my first passphrase" }, token),
    );
    expect(res.status).toBe(200);
    expect((await post("/login", { email: user.email, password: "my first passphrase" })).status).toBe(200);
  });
});

/** Sign-in attempts to one account, each from a new address (behind TRUST_PROXY=1): `prefix.1`, `prefix.2`... */
function signInFromNewAddresses(limitedApi: Api, email: string, prefix: string) {
  let address = 0;
  return (password: string) =>
    limitedApi.request("/api/user/auth/login", {
      ...jsonRequest("POST", { email, password }),
      headers: { "content-type": "application/json", "x-forwarded-for": `${prefix}.${++address}` },
    });
}

describe("rate limits", () => {
  it("throttles login by account and address with 429 and Retry-After, then recovers", async () => {
    const { app: limited, api: limitedApi } = await createTestApi(
      { RATE_LIMITS: "on" },
      { limits: { loginAccount: { name: `login-account-${randomUUID()}`, points: 2, durationSeconds: 1 } } },
    );
    try {
      const { user } = await insertUser(limited);
      const attempt = () =>
        limitedApi.request(
          "/api/user/auth/login",
          jsonRequest("POST", { email: user.email, password: "wrong password" }),
        );
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      // Another account from the same address is not locked out by this one.
      const other = await insertUser(limited);
      const fine = await limitedApi.request(
        "/api/user/auth/login",
        jsonRequest("POST", { email: other.user.email, password: TEST_PASSWORD }),
      );
      expect(fine.status).toBe(200);
      await new Promise((r) => setTimeout(r, 1_100));
      expect((await attempt()).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it("locks an account's sign-in after failures from many addresses, and a success clears the count", async () => {
    const { app: limited, api: limitedApi } = await createTestApi(
      { RATE_LIMITS: "on", TRUST_PROXY: "1" },
      { limits: { loginFailures: { name: `login-failures-${randomUUID()}`, points: 3, durationSeconds: 60 } } },
    );
    try {
      const { user } = await insertUser(limited);
      const attempt = signInFromNewAddresses(limitedApi, user.email, "10.1.0");
      // A success in between starts the count again.
      expect((await attempt("wrong one")).status).toBe(401);
      expect((await attempt("wrong two")).status).toBe(401);
      expect((await attempt(TEST_PASSWORD)).status).toBe(200);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(`wrong ${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Locked for every address, even with the right password, for the first lock's 15 minutes.
      const locked = await attempt(TEST_PASSWORD);
      expect(locked.status).toBe(429);
      const retryAfter = Number(locked.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Another account is not touched.
      const other = await insertUser(limited);
      expect(
        (
          await limitedApi.request(
            "/api/user/auth/login",
            jsonRequest("POST", { email: other.user.email, password: TEST_PASSWORD }),
          )
        ).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("cannot be used to lock the owner out: 20 wrong passwords from a few addresses leave the right one working", async () => {
    const { app: limited, api: limitedApi } = await createTestApi({ RATE_LIMITS: "on", TRUST_PROXY: "1" });
    try {
      const { user } = await insertUser(limited);
      const attempt = (password: string, address: string) =>
        limitedApi.request("/api/user/auth/login", {
          ...jsonRequest("POST", { email: user.email, password }),
          headers: { "content-type": "application/json", "x-forwarded-for": address },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await attempt(`wrong ${i}`, `10.2.0.${i % 3}`)).status);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      // The owner, from their own address, still signs in.
      expect((await attempt(TEST_PASSWORD, "10.9.9.9")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("lets the owner in with a sign-in link by e-mail while password sign-in is locked", async () => {
    const { app: limited, api: limitedApi } = await createTestApi(
      { RATE_LIMITS: "on", TRUST_PROXY: "1", SMTP_URL: smtp.url },
      { limits: { loginFailures: { name: `login-failures-${randomUUID()}`, points: 2, durationSeconds: 60 } } },
    );
    try {
      const { user } = await insertUser(limited);
      const attempt = signInFromNewAddresses(limitedApi, user.email, "10.3.0");
      for (let i = 0; i < 3; i++) await attempt(`wrong ${i}`);
      const locked = await attempt(TEST_PASSWORD);
      expect(locked.status).toBe(429);
      expect((await locked.json()).message).toBe(
        "Too many failed sign-ins to this account: try later, or sign in with a link by e-mail",
      );
      const ask = (email: string) => limitedApi.request("/api/user/auth/sign-in-link", jsonRequest("POST", { email }));
      // The same answer whether or not an account has the address.
      const asked = await ask(user.email);
      const nobody = await ask(`nobody-${randomUUID()}@example.test`);
      expect([asked.status, nobody.status]).toEqual([200, 200]);
      expect((await asked.json()).message).toBe((await nobody.json()).message);
      const mail = await smtp.waitFor(user.email, (m) => m.raw.includes("sign-in link"));
      const link = /https?:\/\/\S+\/auth\/link\?token=([\w%-]+)/.exec(decodedMail(mail));
      expect(link).not.toBeNull();
      const token = decodeURIComponent(link![1]!);
      const verify = () => limitedApi.request("/api/user/auth/sign-in-link/verify", jsonRequest("POST", { token }));
      const signedIn = await verify();
      expect(signedIn.status).toBe(200);
      expect((await signedIn.json()).data.user._id).toBe(user.id);
      // Once only; and the owner's proof starts the failure count again.
      expect((await verify()).status).toBe(401);
      expect((await attempt(TEST_PASSWORD)).status).toBe(200);
      // A made-up token signs nobody in; a missing one is a 400 naming it.
      expect(
        (await limitedApi.request("/api/user/auth/sign-in-link/verify", jsonRequest("POST", { token: "x".repeat(43) })))
          .status,
      ).toBe(401);
      const missing = await limitedApi.request("/api/user/auth/sign-in-link/verify", jsonRequest("POST", {}));
      expect(missing.status).toBe(400);
      expect((await missing.json()).errors[0].field).toBe("token");
    } finally {
      await limited.close();
    }
  });

  // Two servers on one PostgreSQL database, as two processes of a cluster: the count is theirs together.
  it.runIf(Boolean(process.env.DATABASE_URL))("shares sign-in limits between processes on PostgreSQL", async () => {
    const rule = { loginAccount: { name: `login-account-${randomUUID()}`, points: 2, durationSeconds: 60 } };
    const one = await createTestApi({ RATE_LIMITS: "on" }, { limits: rule });
    const two = await createTestApi({ RATE_LIMITS: "on" }, { limits: rule });
    try {
      const { user } = await insertUser(one.app);
      const attempt = (api: Api) =>
        api.request("/api/user/auth/login", jsonRequest("POST", { email: user.email, password: "wrong password" }));
      expect((await attempt(one.api)).status).toBe(401);
      expect((await attempt(two.api)).status).toBe(401);
      expect((await attempt(one.api)).status).toBe(429);
      expect((await attempt(two.api)).status).toBe(429);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });

  it("ignores a forged X-Forwarded-For unless a proxy is trusted", async () => {
    const { app: limited, api: limitedApi } = await createTestApi(
      { RATE_LIMITS: "on" },
      { limits: { registerIp: { name: `register-ip-${randomUUID()}`, points: 2, durationSeconds: 60 } } },
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limitedApi.request("/api/user/auth/register", {
          ...jsonRequest("POST", { firstName: "A", lastName: "B", email: email(), password: "analytical engine" }),
          headers: { "content-type": "application/json", "x-forwarded-for": `10.0.0.${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it("limits code verification per e-mail", async () => {
    const { app: limited, api: limitedApi } = await createTestApi(
      { RATE_LIMITS: "on" },
      { limits: { verifyEmail: { name: `verify-email-${randomUUID()}`, points: 3, durationSeconds: 60 } } },
    );
    try {
      const target = email();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limitedApi.request(
          "/api/user/auth/verify-code",
          jsonRequest("POST", { email: target, code: "123456" }),
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
