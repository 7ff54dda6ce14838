/** What each call under /user does, for the OpenAPI document (see ./index.ts). */
import type { OperationDocs } from "./types.ts";

export const ACCOUNT_OPERATIONS: OperationDocs = {
  "POST /user/auth/register": {
    summary: "Create an account",
    description:
      "Registers a person with a name, e-mail address, password and optional username, signs them in and sets the session cookies. 409 when the address or username is taken.",
  },
  "POST /user/auth/login": {
    summary: "Sign in with a password",
    description:
      "Answers the access token and the User (self), and sets the session cookies. Tries are limited per account and address; many failures lock password sign-in for a while (429 with Retry-After).",
  },
  "POST /user/auth/google": {
    summary: "Sign in with Google",
    description:
      "Takes a Google ID token (`credential`): signs in the account linked to it, links it to the account with the same verified address, or creates one. An address Google has not verified is refused (403).",
  },
  "POST /user/auth/refresh": {
    summary: "Renew the access token",
    description:
      "Uses the refresh-token cookie to issue a new access token and refresh token (the old one is spent; reusing it ends the session).",
  },
  "DELETE /user/auth/logout": {
    summary: "Sign out",
    description: "Ends this session and clears its cookies.",
  },
  "DELETE /user/auth/sessions": {
    summary: "Sign out everywhere",
    description: "Ends every session of the caller, this one included, and clears the cookies.",
  },
  "POST /user/auth/forgot-password": {
    summary: "Ask for a password reset code",
    description:
      "E-mails a reset code to the address when an account has it; answers the same either way, so it does not tell who has an account.",
  },
  "POST /user/auth/verify-code": {
    summary: "Check a password reset code",
    description:
      "Exchanges the e-mailed code for a verification token that `reset-password` accepts. Each address gets a few tries at a code.",
  },
  "POST /user/auth/reset-password": {
    summary: "Set a new password with a reset token",
    description:
      "Takes the token from `verify-code` and the new password; every session of the account ends and a Google link is removed.",
  },
  "POST /user/auth/sign-in-link": {
    summary: "E-mail a sign-in link",
    description:
      "Sends a one-time link that signs in within 15 minutes, through any password lock. Answers the same whether or not an account has the address.",
  },
  "POST /user/auth/sign-in-link/verify": {
    summary: "Sign in with an e-mailed link",
    description:
      "Takes the link's token and answers as a password sign-in does; 401 when the link expired or was used already.",
  },
  "GET /user": {
    summary: "The signed-in person",
    description: "Answers the User (self) of the caller, with their follower, following and story counts.",
  },
  "PATCH /user/me": {
    summary: "Update my profile and settings",
    description:
      "Changes any of name, username, bio, avatar (an uploaded picture), interests, settings (theme, mode, notifications) and the newsletter's content; answers the updated User (self).",
  },
  "DELETE /user/me": {
    summary: "Delete my account",
    description:
      "Confirmed by the password (or the e-mail address for an account without one): the profile, stories, drafts, uploads, likes, follows and sessions go.",
  },
  "POST /user/password": {
    summary: "Change or set my password",
    description:
      "Takes the current password (when there is one) and the new one; every other session of the account ends.",
  },
  "GET /user/export": {
    summary: "Download my data",
    description:
      "A zip of the caller's stories and drafts as Markdown, and their profile, comments, people, likes, shares and reading list as JSON.",
  },
  "GET /user/profile/{id}": {
    summary: "A person's public profile",
    description:
      "By id or username: the User (public) with counts, and whether the caller follows, blocked or muted them. 404 for nobody.",
  },
  "GET /user/viewer": {
    summary: "What a shared page needs about its reader",
    description:
      "One call for a page that is the same for everyone: the reader (or null), unread count, hidden and muted people and topics, likes, saved stories and current counters of the stories asked about, follows among the people asked about, and optional suggestions.",
  },
  "GET /user/activity": {
    summary: "My activity",
    description: "The caller's stories, comments, likes, shares and follows, newest first, paged.",
  },
  "GET /user/stats": {
    summary: "My stats as an author",
    description:
      "The caller's stories' views, reads, likes, comments and followers over the last `days` (7, 30 or 90), day by day.",
  },
  "GET /user/connections": {
    summary: "Followers or following of a person",
    description:
      "The people who follow (`type=followers`) or are followed by (`type=following`) the person `userId` (the caller by default), paged.",
  },
  "GET /user/suggested": {
    summary: "People to follow",
    description: "Up to `limit` people to follow: for a signed-in caller, people they do not follow yet.",
  },
  "POST /user/toggle-follow": {
    summary: "Follow or unfollow a person",
    description: "Follows `userId`, or stops following when the caller already does; answers which it is now.",
  },
  "POST /user/toggle-block": {
    summary: "Block or unblock a person",
    description:
      "A block ends follows both ways and hides each one's stories, comments and presence from the other; the second call lifts it.",
  },
  "POST /user/toggle-mute": {
    summary: "Mute or unmute a person",
    description:
      "Muting hides their stories and comments from the caller without telling them; the second call undoes it.",
  },
  "GET /user/muted": {
    summary: "People I muted",
    description: "The people the caller muted, for the settings page.",
  },
  "POST /user/followed-tags/toggle": {
    summary: "Follow or unfollow a topic",
    description: "Adds the tag to the caller's followed topics (their For you feed favours it), or removes it.",
  },
  "POST /user/hidden-tags/toggle": {
    summary: "Hide or show a topic",
    description: "Stories carrying a hidden tag are left out of the caller's feeds (except on that topic's own page).",
  },
  "GET /user/notifications": {
    summary: "My notifications",
    description:
      "Paged, newest first, filtered by `read` (all, read or unread), with the unread count. An invitation to co-author carries `invitation` (`postId`, `status` invited, accepted or closed, and the story's `title` until closed) and `actor`, who invited.",
  },
  "GET /user/notifications/unread-count": {
    summary: "Count my unread notifications",
    description: "The number of the caller's notifications not yet marked as read.",
  },
  "PATCH /user/notifications/mark-as-read/{id}": {
    summary: "Mark one notification as read",
    description: "Marks the caller's notification `id` as read; 404 for another person's.",
  },
  "PATCH /user/notifications/mark-all-as-read": {
    summary: "Mark all my notifications as read",
    description: "Marks every notification of the caller as read.",
  },
  "GET /user/bookmarks": {
    summary: "My reading list",
    description:
      "Saved stories (or the archived ones with `archived=true`), most recently saved first, paged; stories no longer published are left out.",
  },
  "POST /user/bookmarks/toggle": {
    summary: "Save a story or remove it from my reading list",
    description: "Adds the published story `postId` to the caller's reading list, or removes it when it is there.",
  },
  "PATCH /user/bookmarks/{postId}": {
    summary: "Archive a saved story or bring it back",
    description: "Moves a story on the caller's reading list to the archive (`archived: true`) or back.",
  },
  "GET /user/subscribers": {
    summary: "My e-mail subscribers",
    description:
      "The people subscribed to the caller's stories by e-mail with their state, the counts by state, and the last sends.",
  },
  "GET /user/subscribers/export": {
    summary: "Download my subscribers as CSV",
    description: "The caller's e-mail subscribers as a CSV file whose cells cannot run as spreadsheet formulas.",
  },
  "POST /user/subscribers/import": {
    summary: "Import subscribers from CSV",
    description:
      "Adds the addresses of a CSV (at most 5 MB). With `consented: true` the author states these people agreed to get their stories by e-mail, and they are confirmed at once; answers how many were imported, already there or invalid.",
  },
};
