/** The fixed lists of the reaction calls, in one place (zod-free: the browser and the schema use them). */
export const SHARE_PLATFORMS = ["x", "facebook", "linkedin", "reddit", "whatsapp", "email", "copy", "native"] as const;
export const REPORT_REASONS = [
  "spam",
  "harassment",
  "hate",
  "misinformation",
  "sexual",
  "violence",
  "copyright",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
