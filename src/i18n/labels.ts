/** Names of the appearance choices in the page's language (shared/user.ts keeps the English ones). */
import { m } from "./m";
import type { Mode, Theme } from "../shared/user";

export const themeLabel = (theme: Theme): string =>
  ({
    soft: m.theme_soft,
    modern: m.theme_modern,
    dark: m.theme_dark,
    editorial: m.theme_editorial,
    neutral: m.theme_neutral,
  })[theme]();

export const modeLabel = (mode: Mode): string =>
  ({ light: m.mode_light, dark: m.mode_dark, system: m.mode_system })[mode]();
