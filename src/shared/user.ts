import type { Locale } from "./locale.ts";
/**
 * User shapes shared by server and client (the contract's "User (self)" and "User (public)").
 * Kept free of zod: this module ships to the browser, and every kilobyte there is paid by readers.
 */
export const THEMES = ["soft", "modern", "dark", "editorial", "neutral"] as const;
export const MODES = ["light", "dark", "system"] as const;
/** What a person may do to others' stories, comments and accounts. */
export const ROLES = ["member", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** Moderators and admins see the report queue. */
export const canModerate = (user: { role: Role } | null | undefined): boolean =>
  user?.role === "moderator" || user?.role === "admin";
export type Theme = (typeof THEMES)[number];
export type Mode = (typeof MODES)[number];
export const DEFAULT_THEME: Theme = "soft";
export const DEFAULT_MODE: Mode = "system";
/**
 * What the controls show. A theme and a mode are both called "dark", so each says which it is: the
 * "Dark theme" (slate and amber) has a light mode too, and "Dark mode" works with every theme.
 */
export const THEME_LABELS: Record<Theme, string> = {
  soft: "Soft",
  modern: "Modern",
  dark: "Dark theme",
  editorial: "Editorial",
  neutral: "Neutral",
};
export const MODE_LABELS: Record<Mode, string> = { light: "Light mode", dark: "Dark mode", system: "Follow system" };

export interface UserStats {
  followers: number;
  following: number;
  posts: number;
}

export interface PublicUser {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  avatar?: string;
  bio?: string;
  interests: string[];
  isFriend: boolean;
  isBlocked: boolean;
  stats: UserStats;
  createdAt: string;
}

export interface SelfUser extends PublicUser {
  email: string;
  settings: { theme: Theme; mode: Mode };
  /** The interface's language the person chose; null follows the browser (or the switcher's cookie). */
  language: Locale | null;
  /** The story languages their feeds show; empty shows every language. */
  feedLanguages: Locale[];
  /** What their subscribers get by e-mail of each new story: all of it, or its summary and a link. */
  newsletterContent: "full" | "summary";
  hasPassword: boolean;
  googleLinked: boolean;
  role: Role;
  /** Topics the reader asked not to see in feeds. */
  hiddenTags: string[];
}

/** The letters shown on an avatar without a picture. */
export const initials = (p: { firstName: string; lastName: string }): string =>
  `${p.firstName[0] ?? ""}${p.lastName[0] ?? ""}`.toUpperCase();
