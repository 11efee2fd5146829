/** Limits shared by forms in the browser and schemas on the server; plain numbers, no schema code. */
export const NAME_MAX = 120;

/**
 * How much one coach may keep. The server enforces them (400 or 409 naming the limit) and the
 * browser reads them from GET /api/limits to show them before a coach reaches one.
 */
export type Quotas = {
  websitesPerCoach: number;
  sectionsPerWebsite: number;
  /** Pages besides the home page (issue 38; DEFAULT_MAX_PAGES_PER_WEBSITE in pages.ts). */
  pagesPerWebsite: number;
  elementsPerSection: number;
  elementsPerWebsite: number;
  /** Published versions kept per website: the newest this many, plus every one the coach named. */
  publicationsKept: number;
  /** Signed-in browsers per account; signing in past it ends the oldest session. */
  sessionsPerAccount: number;
};

export const DEFAULT_QUOTAS: Quotas = {
  websitesPerCoach: 100,
  sectionsPerWebsite: 60,
  pagesPerWebsite: 20,
  elementsPerSection: 100,
  elementsPerWebsite: 1500,
  publicationsKept: 50,
  sessionsPerAccount: 10,
};

/**
 * The most any quota may be configured to: a reorder lists every item in one request, and its
 * list is capped at REORDER_MAX, so no section or website can grow past what can be reordered.
 */
export const REORDER_MAX = 1000;
