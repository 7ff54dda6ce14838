/** The words of every e-mail the site sends. */
import type { Mail } from "./mailer.ts";
import { suspensionEnd } from "../../shared/moderation.ts";

export const RESET_CODE_MINUTES = 10;
export const SIGN_IN_LINK_MINUTES = 15;

export function resetCodeMail(to: string, siteName: string, code: string): Mail {
  return {
    to,
    subject: `Your ${siteName} password reset code: ${code}`,
    text: [
      `Someone (hopefully you) asked to reset the password of your ${siteName} account.`,
      ``,
      `Your code is: ${code}`,
      ``,
      `It works once, for ${RESET_CODE_MINUTES} minutes. If you did not ask for it, ignore this e-mail:`,
      `your password stays as it is.`,
    ].join("\n"),
  };
}

/** `signedOut`: which devices the change signed out ("every device" after a reset, "your other devices" after a change). */
export function passwordChangedMail(
  to: string,
  siteName: string,
  signedOut: "every device" | "your other devices",
): Mail {
  return {
    to,
    subject: `Your ${siteName} password was changed`,
    text: [
      `The password of your ${siteName} account was just changed, and ${signedOut === "every device" ? "every device was" : "your other devices were"} signed out.`,
      ``,
      `If this was not you, reset your password at once with "Forgot password" on the sign-in page.`,
    ].join("\n"),
  };
}

/** A Google sign-in was linked to an account that had a password. */
export function googleLinkedMail(to: string, siteName: string): Mail {
  return {
    to,
    subject: `Google sign-in was added to your ${siteName} account`,
    text: [
      `Someone signed in to your ${siteName} account with a Google account using this address, and that`,
      `Google account can now sign in to yours.`,
      ``,
      `If this was not you, reset your password with "Forgot password" on the sign-in page: a reset removes`,
      `the Google sign-in and signs out every device.`,
    ].join("\n"),
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

export function signInLinkMail(to: string, siteName: string, link: string): Mail {
  return {
    to,
    subject: `Your ${siteName} sign-in link`,
    text: [
      `Someone (hopefully you) asked for a link to sign in to your ${siteName} account.`,
      ``,
      `Sign in: ${link}`,
      ``,
      `It works once, for ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: nobody`,
      `can sign in without it, and your password stays as it is.`,
    ].join("\n"),
  };
}
