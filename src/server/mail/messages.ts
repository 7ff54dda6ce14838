/** The words of every e-mail the site sends. */
import type { Mail } from "./mailer.ts";
import { suspensionEnd } from "../../shared/moderation.ts";
import { m } from "../../paraglide/messages.js";
import { DEFAULT_LOCALE, type Locale } from "../../shared/locale.ts";

export const RESET_CODE_MINUTES = 10;
export const SIGN_IN_LINK_MINUTES = 15;

/** In the account's language (decision 020), as is every e-mail to an account below. */
export function resetCodeMail(to: string, siteName: string, code: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const o = { locale };
  return {
    to,
    subject: m.mail_reset_subject({ site: siteName, code }, o),
    text: [
      m.mail_reset_intro({ site: siteName }, o),
      ``,
      m.mail_reset_code({ code }, o),
      ``,
      m.mail_reset_outro({ minutes: RESET_CODE_MINUTES }, o),
    ].join("\n"),
  };
}

/** `signedOut`: which devices the change signed out ("every device" after a reset, "your other devices" after a change). */
export function passwordChangedMail(
  to: string,
  siteName: string,
  signedOut: "every device" | "your other devices",
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  const o = { locale };
  const site = siteName;
  return {
    to,
    subject: m.mail_pw_subject({ site }, o),
    text: [
      signedOut === "every device" ? m.mail_pw_every({ site }, o) : m.mail_pw_others({ site }, o),
      ``,
      m.mail_pw_not_you({}, o),
    ].join("\n"),
  };
}

/** A Google sign-in was linked to an account that had a password. */
export function googleLinkedMail(to: string, siteName: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const o = { locale };
  return {
    to,
    subject: m.mail_google_subject({ site: siteName }, o),
    text: [m.mail_google_body({ site: siteName }, o), ``, m.mail_google_not_you({}, o)].join("\n"),
  };
}

/**
 * A statement of reasons (the EU's Digital Services Act, art. 17): what was decided, why, and until
 * when. Sent by e-mail because a suspended person cannot sign in to read a notification. The date
 * is written the same way in every language ("2026-12-01 10:00 UTC"), the reason as the moderator gave it.
 */
export function suspendedMail(
  to: string,
  siteName: string,
  until: Date,
  reason: string,
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  const o = { locale };
  const site = siteName;
  const end = suspensionEnd(until);
  return {
    to,
    subject: m.mail_susp_subject({ site }, o),
    text: [
      end === "for good"
        ? m.mail_susp_for_good({ site }, o)
        : m.mail_susp_until({ site, date: until.toISOString().slice(0, 16).replace("T", " ") }, o),
      ``,
      m.mail_susp_why({ reason }, o),
      ``,
      m.mail_susp_meanwhile({}, o),
      m.mail_susp_review({}, o),
    ].join("\n"),
  };
}

export function unsuspendedMail(to: string, siteName: string, reason: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const o = { locale };
  return {
    to,
    subject: m.mail_unsusp_subject({ site: siteName }, o),
    text: [m.mail_unsusp_body({ site: siteName }, o), ``, m.mail_susp_why({ reason }, o)].join("\n"),
  };
}

export function signInLinkMail(to: string, siteName: string, link: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const o = { locale };
  return {
    to,
    subject: m.mail_link_subject({ site: siteName }, o),
    text: [
      m.mail_link_intro({ site: siteName }, o),
      ``,
      m.mail_link_line({ link }, o),
      ``,
      m.mail_link_outro({ minutes: SIGN_IN_LINK_MINUTES }, o),
    ].join("\n"),
  };
}
