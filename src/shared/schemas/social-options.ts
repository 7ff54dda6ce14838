/** Lists the browser needs without loading zod (the schemas in social.ts use the same values). */
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
