/**
 * The editor's fields and what a save sends of them. The story's settings (tags, cover, canonical
 * address, e-mail, language) are whole values, not merged as typing is: a save of a saved story sends
 * only those this writer changed since their last save, so a co-author's change made meanwhile is
 * never written back over (decision 018), and others' saved changes come in where this writer has not
 * touched them.
 */
import type { Post } from "../../shared/post";
import type { LiveSettings } from "../../shared/realtime";
import type { EditorFields } from "./local-copy";

export const EMPTY_FIELDS: EditorFields = {
  title: "",
  subtitle: "",
  content: "",
  tags: [],
  cover: null,
  canonicalUrl: "",
  emailSubscribers: true,
};

/** The settings a story's co-authors share (the language is the writer's choice, or guessed). */
export const SHARED_SETTINGS = ["tags", "cover", "canonicalUrl", "emailSubscribers"] as const;
export type SharedSetting = (typeof SHARED_SETTINGS)[number];
const SETTINGS = [...SHARED_SETTINGS, "language"] as const;
type Setting = (typeof SETTINGS)[number];

/** The same value of one setting (as a save would send it). */
export function sameSetting(key: Setting, a: Partial<EditorFields>, b: Partial<EditorFields>): boolean {
  const value = (f: Partial<EditorFields>): string => {
    if (key === "tags") return (f.tags ?? []).join("\n");
    if (key === "cover") return f.cover ? `${f.cover.url}\n${f.cover.alt}` : "";
    if (key === "canonicalUrl") return f.canonicalUrl?.trim() ?? "";
    if (key === "emailSubscribers") return String(f.emailSubscribers ?? true);
    return f.language ?? "";
  };
  return value(a) === value(b);
}

/** A story's shared settings as the editor holds them. */
export function settingsOf(s: LiveSettings): Pick<EditorFields, SharedSetting> {
  return {
    tags: s.tags,
    cover: s.coverImage ? { ...s.coverImage } : null,
    canonicalUrl: s.canonicalUrl ?? "",
    emailSubscribers: s.emailSubscribers,
  };
}

/** A story's shared settings as the API answered it. */
export const postSettings = (post: Post) =>
  settingsOf({ ...post, coverImage: post.coverImage ?? null, canonicalUrl: post.canonicalUrl ?? null });

export function fieldsOf(post: Post): EditorFields {
  return { title: post.title, subtitle: post.subtitle ?? "", content: post.content, ...postSettings(post) };
}

export function bodyOf(f: EditorFields) {
  return {
    title: f.title,
    subtitle: f.subtitle.trim() || null,
    content: f.content,
    tags: f.tags,
    coverImage: f.cover,
    canonicalUrl: f.canonicalUrl?.trim() || null,
    emailSubscribers: f.emailSubscribers ?? true,
    ...(f.language ? { language: f.language } : {}),
  };
}

/** The body of a save of a saved story: the words, and only the settings changed since `saved`. */
export function changesOf(f: EditorFields, saved: EditorFields): Partial<ReturnType<typeof bodyOf>> {
  const body: Partial<ReturnType<typeof bodyOf>> = bodyOf(f);
  const field = { tags: "tags", cover: "coverImage", canonicalUrl: "canonicalUrl" } as const;
  for (const key of SETTINGS) {
    if (!sameSetting(key, f, saved)) continue;
    if (key === "tags" || key === "cover" || key === "canonicalUrl") delete body[field[key]];
    else delete body[key];
  }
  return body;
}

/**
 * The story's settings as saved (a co-author's save heard live, or a save's answer) against this
 * writer's: taken in where the writer has not changed them since their last save (`base`); where they
 * have, theirs stands and goes with their next save. Null when nothing changes; else the fields to
 * take in (maybe none) and the writer's last saved fields as they now are.
 */
export function takeSettings(
  mine: EditorFields,
  base: EditorFields,
  theirs: Pick<EditorFields, SharedSetting>,
): { take: Partial<EditorFields>; base: EditorFields } | null {
  const untouched = SHARED_SETTINGS.filter((k) => sameSetting(k, mine, base) && !sameSetting(k, mine, theirs));
  const agreed = SHARED_SETTINGS.filter((k) => sameSetting(k, mine, theirs) && !sameSetting(k, base, theirs));
  if (!untouched.length && !agreed.length) return null;
  const take = Object.fromEntries(untouched.map((k) => [k, theirs[k]])) as Partial<EditorFields>;
  return { take, base: { ...base, ...take, ...Object.fromEntries(agreed.map((k) => [k, theirs[k]])) } };
}
