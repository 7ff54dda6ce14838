/**
 * Shared pages are the same HTML for everyone; this fills in the signed-in reader's part: the account
 * menu, the bell, their author tools, and hiding the stories, comments and people of anyone they are
 * blocked with. Pages name what they need to know with `data-viewer-post` / `data-viewer-person`
 * (and `data-viewer-suggest` for people to follow).
 */
import { m } from "../i18n/m";
import { VIEWER_IDS_MAX } from "../shared/limits";
import type { SelfUser } from "../shared/user";
import { canModerate, initials } from "../shared/user";
import type { ViewerState } from "../shared/viewer";
import { api, call } from "../client/api";
import { avatarSources } from "../shared/images";

function idsOf(attribute: string, dataKey: string): string[] {
  const ids = [...document.querySelectorAll<HTMLElement>(`[${attribute}]`)].map((el) => el.dataset[dataKey] ?? "");
  return [...new Set(ids.filter(Boolean))].slice(0, VIEWER_IDS_MAX);
}

/** The one personal call of a page; `onlyPosts`: the state of these stories alone (cards appended later). */
export async function fetchViewer(onlyPosts?: readonly string[]): Promise<ViewerState> {
  const posts = onlyPosts ? onlyPosts.slice(0, VIEWER_IDS_MAX) : idsOf("data-viewer-post", "viewerPost");
  const people = onlyPosts ? [] : idsOf("data-viewer-person", "viewerPerson");
  const query: Record<string, string> = {};
  if (posts.length) query.posts = posts.join(",");
  if (people.length) query.people = people.join(",");
  const suggest = onlyPosts
    ? null
    : document.querySelector<HTMLElement>("[data-viewer-suggest]")?.dataset.viewerSuggest;
  if (suggest) query.suggest = suggest;
  return (await call(api.user.viewer.$get({ query }))).data;
}

function fillUserMenu(user: SelfUser) {
  for (const menu of document.querySelectorAll<HTMLElement>("[data-user-menu]")) {
    // Named by hidden text, not aria-label: the initials on show are decoration (WCAG 2.5.3, label in name).
    const label = menu.querySelector("[data-user-menu-name]");
    if (label) label.textContent = m.page_fix_account_menu_for({ name: `${user.firstName} ${user.lastName}` });
    const name = menu.querySelector("[data-user-name]");
    if (name) name.textContent = `${user.firstName} ${user.lastName}`;
    const handle = menu.querySelector("[data-user-handle]");
    if (handle) handle.textContent = `@${user.username}`;
    const staff = menu.querySelector<HTMLElement>("[data-staff-link]");
    if (staff) staff.hidden = !canModerate(user);
    const badge = menu.querySelector<HTMLElement>("[data-user-initials]");
    if (!badge) continue;
    badge.textContent = initials(user);
    menu.querySelector("img[data-user-avatar]")?.remove();
    if (user.avatar) {
      const img = document.createElement("img");
      const { src, srcset } = avatarSources(user.avatar, 36);
      Object.assign(img, { src, alt: "", width: 36, height: 36 });
      if (srcset) img.srcset = srcset;
      img.className = "h-9 w-9 rounded-full object-cover";
      img.dataset.userAvatar = "";
      badge.hidden = true;
      badge.before(img);
    } else badge.hidden = false;
  }
}

/** Stories, comments and people by someone the reader is blocked with disappear from the page. */
export function hideBlocked(hidden: readonly string[], root: ParentNode = document): void {
  if (hidden.length === 0) return;
  const set = new Set(hidden);
  for (const el of root.querySelectorAll<HTMLElement>("[data-by]")) if (set.has(el.dataset.by ?? "")) el.hidden = true;
}

/**
 * Stories and comments by people the reader muted disappear too, but not from the muted person's own
 * profile (the reader went there), and people lists keep them.
 */
export function hideMuted(muted: readonly string[], root: ParentNode = document): void {
  const profileOf = document.querySelector<HTMLElement>("[data-profile-of]")?.dataset.profileOf;
  const set = new Set(muted.filter((id) => id !== profileOf));
  if (set.size === 0) return;
  for (const el of root.querySelectorAll<HTMLElement>("[data-by]:not([data-person])"))
    if (set.has(el.dataset.by ?? "")) el.hidden = true;
}

/** Stories about a topic the reader hid disappear, except on that topic's own page. */
export function hideTopics(topics: readonly string[], root: ParentNode = document): void {
  const here = document.querySelector<HTMLElement>("[data-topic-of]")?.dataset.topicOf;
  const hidden = new Set(topics.filter((t) => t !== here));
  if (hidden.size === 0) return;
  for (const el of root.querySelectorAll<HTMLElement>("[data-tags]"))
    if ((el.dataset.tags ?? "").split(" ").some((t) => hidden.has(t))) el.hidden = true;
}

/**
 * Home's feeds (and a topic's) show only the story languages the reader chose; the shared page holds
 * every language, so the cards of the others are hidden here. Those feeds mark themselves with
 * `data-language-feed` (home has no `data-topic-of`); other lists (an author's, search) keep all.
 */
export function hideLanguages(languages: readonly string[], root: ParentNode = document): void {
  if (languages.length === 0) return;
  const kept = new Set(languages);
  for (const el of root.querySelectorAll<HTMLElement>("[data-language-feed] [data-lang]"))
    if (!kept.has(el.dataset.lang ?? "")) el.hidden = true;
}

export function applySignedIn(state: ViewerState & { user: SelfUser }): void {
  document.documentElement.dataset.auth = "in";
  fillUserMenu(state.user);
  hideBlocked(state.hidden);
  hideMuted(state.muted);
  hideTopics(state.hiddenTags);
  hideLanguages(state.user.feedLanguages);
  // A topic's page offers to hide it (settings paints its own list, which it knows from the server).
  if (document.querySelector("[data-topic-of] [data-topic-toggle]")) {
    void import("./hidden-topics").then(({ enableTopicToggles }) =>
      enableTopicToggles(
        { hiddenTags: state.hiddenTags, interests: state.user.interests },
        "[data-topic-of] [data-topic-toggle], [data-topic-of] [data-tag-follow]",
      ),
    );
  }
  for (const el of document.querySelectorAll<HTMLElement>("[data-author-only]")) {
    if (el.dataset.authorOnly === state.user._id) el.hidden = false;
  }
  // Edit: the owner and the co-authors, as the server decides (the shared page cannot know).
  for (const el of document.querySelectorAll<HTMLElement>("[data-editable-post]")) {
    if (state.editablePosts.includes(el.dataset.editablePost ?? "")) el.hidden = false;
  }
  if (document.querySelector("[data-save-slot]")) {
    void import("./mount-save").then(({ enableSaveButtons }) =>
      enableSaveButtons(state.savedPosts, async (ids) => (await fetchViewer(ids)).savedPosts),
    );
  }
  const bell = document.querySelector<HTMLElement>("[data-bell-slot]");
  if (bell && !bell.hasChildNodes()) {
    void import("./mount-bell").then(({ mountBell }) => mountBell(bell, state.unreadCount));
  }
}

export function applySignedOut(): void {
  delete document.documentElement.dataset.auth;
}
