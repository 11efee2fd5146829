import type { PublicationSummary } from '../../../model/publication';
import type { publications } from '../../db/schema';

export type { PublicationSummary };

export function toPublicationSummary(
  row: Pick<typeof publications.$inferSelect, 'id' | 'number' | 'createdAt' | 'label'>,
): PublicationSummary {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    label: row.label,
  };
}
