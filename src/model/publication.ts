import { z } from 'zod';
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
