import type { publications } from '../../db/schema';

export type PublicationSummary = { id: number; number: number; createdAt: string };

export function toPublicationSummary(
  row: Pick<typeof publications.$inferSelect, 'id' | 'number' | 'createdAt'>,
): PublicationSummary {
  return { id: row.id, number: row.number, createdAt: row.createdAt.toISOString() };
}
