/**
 * A notification's sentence from its kind and parameters: in English it says what the API's English
 * message says, in French it is French, and a row without a kind shows its stored message.
 */
import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "../../paraglide/runtime.js";
import { moderationNotice } from "../../shared/moderation";
import type { Notification } from "../../shared/notification";
import { notificationText } from "./text";

const author = { _id: "a", username: "ana", firstName: "Ana", lastName: "Author" };
const base = { _id: "n", read: false, createdAt: "2026-11-27T08:00:00.000Z" };
const inLocale = (locale: string) => overwriteGetLocale(() => locale as "en");
afterEach(() => inLocale("en"));

describe("notificationText", () => {
  it("says each moderation notice in English as its stored message does", () => {
    const notices = [
      moderationNotice.authorHidden("Tides", "Spam links"),
      moderationNotice.authorRestored("Tides", "Fixed"),
      moderationNotice.authorRestored("Tides"),
      moderationNotice.authorHeld("Tides"),
      moderationNotice.reporterDismissed("Tides"),
      moderationNotice.reporterHidden("Tides"),
      moderationNotice.reporterCommentDismissed("Tides"),
      moderationNotice.reporterCommentRemoved("Tides"),
      moderationNotice.commentRemoved("Tides", "Insults"),
      moderationNotice.unsuspended("Appeal heard"),
      moderationNotice.suspended(new Date(Date.UTC(9999, 0, 1)), "Spam"),
    ];
    for (const { kind, params, message } of notices) {
      const n: Notification = { ...base, type: "system", kind, params, message: "stored" };
      expect(notificationText(n)).toBe(message);
    }
  });

  it("says a mention, a new story and a suspension's end in French", () => {
    inLocale("fr");
    const said = (n: Partial<Notification>) => notificationText({ ...base, type: "system", message: "stored", ...n });
    expect(said({ kind: "mention", actor: author, params: { title: "Marées" } })).toBe(
      "Ana Author vous a mentionné dans un commentaire sur « Marées »",
    );
    expect(said({ kind: "published", actor: author, params: { title: "Marées" } })).toBe(
      "Ana Author a publié « Marées »",
    );
    const { kind, params } = moderationNotice.suspended(new Date(Date.UTC(2026, 11, 1, 10, 0)), "Spam");
    expect(said({ kind, params })).toBe(
      "Un modérateur a suspendu votre compte jusqu’au 1 décembre 2026 à 10:00 UTC. Motif : Spam",
    );
  });

  it("shows the stored message of a row from before kinds, and of a like whose story and title are gone", () => {
    inLocale("fr");
    expect(notificationText({ ...base, type: "system", message: "An old notice" })).toBe("An old notice");
    expect(notificationText({ ...base, type: "like", actor: author, message: "Ana Author liked your story" })).toBe(
      "Ana Author liked your story",
    );
    // An old like with its story still there is said again from its type, as before.
    expect(
      notificationText({
        ...base,
        type: "like",
        actor: author,
        post: { _id: "p", slug: "s", title: "Marées" },
        message: "Ana Author liked your story “Marées”",
      }),
    ).toBe("Ana Author a aimé votre histoire « Marées »");
  });
});
