/**
 * The moderation e-mails (a suspension, for some days or for good, and its lifting) reach a person in
 * the language of their account (issue 39), through a real SMTP server; the moderator's reason and the
 * date stay as given. PGlite, then PostgreSQL in the test command.
 */
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { LOCALES, type Locale } from "../../src/shared/locale.ts";
import { apiCalls } from "../support/api-calls.ts";
import { startSmtp } from "../support/smtp.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
let admin: Person;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off", SMTP_URL: smtp.url }));
  admin = await insertUser(app, { firstName: "Adele", role: "admin" });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const { send } = apiCalls(() => api);
/** The `nth` message (1: the first) to `to`, once it arrived (mail goes out in the background). */
async function received(to: string, nth: number) {
  const mine = () => smtp.inbox.filter((m) => m.to.includes(to));
  await expect.poll(() => mine().length).toBeGreaterThanOrEqual(nth);
  return simpleParser(mine()[nth - 1]!.raw);
}

async function suspend(target: Person, reason: string, days?: number) {
  const res = await send("POST", `/moderation/users/${target.user.id}/suspend`, { reason, days }, admin);
  expect(res.status).toBe(200);
  return ((await res.json()).data as { until: string }).until;
}
async function lift(target: Person, reason: string) {
  expect((await send("POST", `/moderation/users/${target.user.id}/unsuspend`, { reason }, admin)).status).toBe(200);
}

describe("moderation e-mails in the recipient's language", () => {
  it("a suspension for some days, then its lifting, in French", async () => {
    const target = await insertUser(app, { language: "fr" });
    const until = await suspend(target, "Liens publicitaires répétés", 3);
    const mail = await received(target.user.email, 1);
    const site = app.config.SITE_NAME;
    expect(mail.subject).toBe(`Votre compte ${site} est suspendu`);
    expect(mail.text).toContain(
      `Un modérateur de ${site} a suspendu votre compte jusqu’au ${until.slice(0, 16).replace("T", " ")} UTC.`,
    );
    expect(mail.text).toContain("Motif : Liens publicitaires répétés");
    expect(mail.text).toContain("vos histoires restent telles quelles");
    expect(mail.text).not.toContain("Why:");

    await lift(target, "Appel accepté");
    const lifted = await received(target.user.email, 2);
    expect(lifted.subject).toBe(`Votre compte ${site} n’est plus suspendu`);
    expect(lifted.text).toContain("vous pouvez de nouveau vous connecter");
    expect(lifted.text).toContain("Motif : Appel accepté");
  });

  it("a suspension for good in German", async () => {
    const target = await insertUser(app, { language: "de" });
    await suspend(target, "Wiederholter Spam");
    const mail = await received(target.user.email, 1);
    expect(mail.subject).toBe(`Ihr ${app.config.SITE_NAME}-Konto ist gesperrt`);
    expect(mail.text).toContain("hat Ihr Konto dauerhaft gesperrt.");
    expect(mail.text).toContain("Begründung: Wiederholter Spam");
  });

  // Every other language the site ships: neither e-mail falls back to English.
  const others = LOCALES.filter((l): l is Exclude<Locale, "en" | "fr" | "de"> => !["en", "fr", "de"].includes(l));
  const expected: Record<(typeof others)[number], { suspended: string; lifted: string; why: string }> = {
    es: { suspended: "está suspendida", lifted: "ya no está suspendida", why: "Motivo:" },
    "pt-BR": { suspended: "está suspensa", lifted: "não está mais suspensa", why: "Motivo:" },
    ja: { suspended: "アカウントが停止されました", lifted: "アカウント停止が解除されました", why: "理由:" },
    ar: { suspended: "عُلِّق حسابك", lifted: "لم يعد حسابك", why: "السبب:" },
  };
  it.each(others)("both e-mails in %s", async (locale) => {
    const target = await insertUser(app, { language: locale });
    await suspend(target, `Reason-${locale}`, 1);
    const mail = await received(target.user.email, 1);
    expect(mail.subject).toContain(expected[locale].suspended);
    expect(mail.text).toContain(`${expected[locale].why} Reason-${locale}`);
    await lift(target, `Lifted-${locale}`);
    const lifted = await received(target.user.email, 2);
    expect(lifted.subject).toContain(expected[locale].lifted);
    expect(lifted.text).not.toContain("lifted the suspension");
  });

  it("an account without a language gets English, as before", async () => {
    const target = await insertUser(app);
    await suspend(target, "Spam links", 2);
    const mail = await received(target.user.email, 1);
    expect(mail.subject).toBe(`Your ${app.config.SITE_NAME} account is suspended`);
    expect(mail.text).toContain("Why: Spam links");
  });
});
