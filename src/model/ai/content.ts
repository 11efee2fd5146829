import { z } from 'zod';
import type { PageProposal } from './api';
import type { GrandSlamOffer, KillerCopy, SocialContent } from './outputs';

/**
 * Generated content, kept (issue 12): every generation is a content item of one kind, with the
 * avatar it was written for, the provider that wrote it and when. GET /api/content?kind=,
 * GET/DELETE /api/content/{id}.
 */

export const CONTENT_KINDS = ['website', 'social', 'offer', 'email'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  website: 'Website copy',
  social: 'Social posts',
  offer: 'Offers',
  email: 'Emails',
};

export const contentQuerySchema = z.strictObject({
  kind: z.enum(CONTENT_KINDS).optional(),
});

/** The body of a content item, by what wrote it. */
export type ContentBody =
  | { shape: 'killer-copy'; copy: KillerCopy }
  | { shape: 'social'; copy: SocialContent }
  | { shape: 'offer'; copy: GrandSlamOffer }
  | { shape: 'page'; websiteId: number; websiteName: string; proposals: PageProposal[] };

export type ContentItem = {
  id: number;
  kind: ContentKind;
  title: string;
  avatarId: number | null;
  avatarName: string;
  provider: string;
  /** ISO. */
  createdAt: string;
  sources: string[];
  proofNeeded: string[];
  flags: string[];
  body: ContentBody;
};

export type ContentListAnswer = { items: ContentItem[] };

/** Items kept per coach: the oldest go first once there are more. */
export const CONTENT_KEPT = 500;
