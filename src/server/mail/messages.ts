/** The words of every e-mail the site sends. */
import type { Mail } from "./mailer.ts";
import { suspensionEnd } from "../../shared/moderation.ts";
import { m } from "../../paraglide/messages.js";
import { DEFAULT_LOCALE, type Locale } from "../../shared/locale.ts";

export const RESET_CODE_MINUTES = 10;
export const SIGN_IN_LINK_MINUTES = 15;

/** In the account's language (decision 020); the moderation e-mails below are English for now. */
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
 * when. Sent by e-mail because a suspended person cannot sign in to read a notification.
 */
export function suspendedMail(to: string, siteName: string, until: Date, reason: string): Mail {
  return {
    to,
    subject: `Your ${siteName} account is suspended`,
    text: [
      `A moderator of ${siteName} suspended your account ${suspensionEnd(until)}.`,
      ``,
      `Why: ${reason}`,
      ``,
      `Meanwhile you cannot sign in, write, comment or react; your stories stay as they are.`,
      `If you think this is a mistake, answer this e-mail to ask for the decision to be reviewed.`,
    ].join("\n"),
  };
}

export function unsuspendedMail(to: string, siteName: string, reason: string): Mail {
  return {
    to,
    subject: `Your ${siteName} account is no longer suspended`,
    text: [
      `A moderator of ${siteName} lifted the suspension of your account: you can sign in again.`,
      ``,
      `Why: ${reason}`,
    ].join("\n"),
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
