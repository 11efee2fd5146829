import { z } from 'zod';
import { readOnlyKeys } from './read-only';
import { text } from './text';

export const PUBLICATION_LABEL_MAX = 80;

/** A published version as the versions list shows it; a named one (label) is kept for good. */
export type PublicationSummary = {
  id: number;
  number: number;
  createdAt: string;
  label: string | null;
};

/** PATCH /api/websites/{id}/publications/{publicationId}: a blank name clears it. */
export const updatePublicationSchema = z.strictObject({
  label: text(PUBLICATION_LABEL_MAX)
    .transform((s) => s.trim() || null)
    .nullable(),
});

export type UpdatePublicationInput = z.infer<typeof updatePublicationSchema>;

/** What a version's answer holds that its PATCH ignores (issue 23: it round-trips). */
export const PUBLICATION_READ_ONLY = readOnlyKeys<
  PublicationSummary,
  z.input<typeof updatePublicationSchema>
>({ id: true, number: true, createdAt: true });
