/**
 * Length limits, named once for the schemas (server) and the forms (browser). Free of zod: islands
 * import this module, and zod would add its weight to their bundles.
 */
export const LIMITS = {
  nameMax: 50,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 30,
  bioMax: 280,
} as const;

/** How many stories or people one personal call (GET /api/user/viewer) may ask about. */
export const VIEWER_IDS_MAX = 50;

export const POST_LIMITS = {
  titleMax: 150,
  subtitleMax: 200,
  contentMax: 100_000,
  tagsMax: 5,
  tagMax: 30,
  coverAltMax: 200,
  canonicalUrlMax: 2000,
} as const;

export const SOCIAL_LIMITS = { commentMax: 5000, reportDescriptionMax: 1000, suggestedMax: 20 } as const;

export const SEARCH_QUERY_MAX = 200;
