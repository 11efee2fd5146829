/**
 * The Content Hub's Recent Activity (issue 13): a log of the coach's own actions, newest first
 * (GET /api/activity), and the hub's summary (GET /api/hub): the real count of each area that
 * exists, and the active avatar for the header badge.
 */

export const ACTIVITY_KINDS = [
  'avatar-created',
  'story-added',
  'file-uploaded',
  'content-generated',
  'website-published',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What the panel says for each kind, before the subject ("Created avatar “Olivia”"). */
export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  'avatar-created': 'Created avatar',
  'story-added': 'Added story',
  'file-uploaded': 'Uploaded file',
  'content-generated': 'Generated',
  'website-published': 'Published website',
};

export type ActivityItem = {
  id: number;
  kind: ActivityKind;
  /** What it was about: the avatar's name, the content's title, the website's name. */
  subject: string;
  /** ISO. */
  at: string;
};

export type ActivityAnswer = { items: ActivityItem[] };

/** Entries kept per coach; the panel shows the newest ACTIVITY_SHOWN. */
export const ACTIVITY_KEPT = 100;
export const ACTIVITY_SHOWN = 20;

/** The areas that exist and hold the coach's things, counted; areas not built yet are absent. */
export type HubCounts = {
  avatars: number;
  stories: number;
  content: number;
  files: number;
  /** The parts of the brand kit filled in (colours, fonts, voice lines, links, the logo). */
  brand: number;
  /** Page views of the coach's live pages in the last 30 days. */
  analytics: number;
  /** Sessions kept with the AI Business Coach. */
  coach: number;
  /** Products in My offers. */
  offers: number;
};

export type HubAnswer = {
  counts: HubCounts;
  /** The header badge: the active avatar's profession, else its name; null when none is active. */
  activeAvatar: { name: string; profession: string } | null;
};

/** What the badge says: the profession if present, else the name, else 'No avatar selected'. */
export function activeAvatarLabel(active: HubAnswer['activeAvatar']): string {
  if (!active) return 'No avatar selected';
  return active.profession.trim() || active.name;
}
