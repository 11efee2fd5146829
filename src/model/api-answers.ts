import { z } from 'zod';
import type { PublicationSummary } from './publication';
import type { WebsiteSummary } from './website';

/**
 * The shapes of the API's answers that the server builds and the browser reads, declared once so
 * the two cannot drift. Each names its route.
 */

/** A read-only draft link: POST /api/share/create-public-preview. */
export type ShareLinkAnswer = {
  token: string;
  websiteId: number;
  createdAt: string;
  /** The address visitors open: {origin}/p/{token}. */
  publicUrl: string;
};

/** GET /api/websites/{id}/share: the active link, if there is one. */
export type ActiveShareLinkAnswer = { link: ShareLinkAnswer | null };

/** POST /api/websites/{id}/publish */
export type PublishAnswer = {
  publication: PublicationSummary;
  website: WebsiteSummary;
  /** The live page: {origin}/s/{slug}. */
  url: string;
};

/** GET /api/websites/{id}/publications, newest first. */
export type PublicationsAnswer = { publications: PublicationSummary[] };

/** GET /api/public-address: where visitors reach live pages. */
export type PublicAddressAnswer = { origin: string };

/**
 * Every refused request: 4xx/5xx with a code, a sentence safe to show, and what is wrong with
 * each field at fault, by its name ('name': 'is required').
 */
export const errorAnswerSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
