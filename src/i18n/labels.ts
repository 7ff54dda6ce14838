/** Names of the appearance choices and report reasons in the page's language (shared/ keeps the English keywords). */
import { m } from "./m";
import type { Mode, Theme } from "../shared/user";
import type { ReportReason } from "../shared/moderation";

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

/** Report reasons' names in the page's language (the API and the database keep the English keyword). */
const REPORT_REASON_LABELS: Record<ReportReason, () => string> = {
  spam: m.mod_why_spam,
  harassment: m.mod_why_harassment,
  hate: m.mod_why_hate,
  misinformation: m.mod_why_misinformation,
  sexual: m.mod_why_sexual,
  violence: m.mod_why_violence,
  copyright: m.mod_why_copyright,
  other: m.mod_why_other,
};

/** A report's reason in the page's language; a keyword it does not know, as it is. */
export const reportReasonLabel = (reason: string): string =>
  Object.hasOwn(REPORT_REASON_LABELS, reason) ? REPORT_REASON_LABELS[reason as ReportReason]() : reason;
