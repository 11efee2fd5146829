import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { journeyGaps, type Journey, type Stage } from '../../../model/journeys/journey';
import type { Db } from '../../db/database';
import { avatars, contentItems, journeys } from '../../db/schema';
import { notFound } from '../../errors';

type JourneyRow = typeof journeys.$inferSelect;

/** Which of these content ids are still in the coach's library. */
export async function keptContentIds(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), inArray(contentItems.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Journeys as the API answers them: content deleted from the library since is left out. */
async function answers(db: Db, userId: number, rows: (JourneyRow & { avatarName: string })[]) {
  const kept = await keptContentIds(db, userId, [
    ...new Set(rows.flatMap((r) => r.stages.flatMap((s) => s.contentIds))),
  ]);
  return rows.map((row): Journey => {
    const stages: Stage[] = row.stages.map((s) => ({
      ...s,
      contentIds: s.contentIds.filter((id) => kept.has(id)),
    }));
    return {
      id: row.id,
      avatarId: row.avatarId,
      avatarName: row.avatarName,
      name: row.name,
      stages,
      gaps: journeyGaps(stages),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

const withAvatarName = { avatarName: avatars.name } as const;

/** The coach's journeys, newest first, of one avatar or all. */
export async function listJourneys(db: Db, userId: number, avatarId?: number): Promise<Journey[]> {
  const rows = await db
    .select({ ...getTableColumns(journeys), ...withAvatarName })
    .from(journeys)
    .innerJoin(avatars, eq(avatars.id, journeys.avatarId))
    .where(
      and(
        eq(journeys.userId, userId),
        avatarId === undefined ? undefined : eq(journeys.avatarId, avatarId),
      ),
    )
    .orderBy(desc(journeys.updatedAt), desc(journeys.id));
  return answers(db, userId, rows);
}

/** One of the coach's journeys, or 404 (another coach's is not found either). */
export async function findOwnedJourney(db: Db, userId: number, id: number): Promise<Journey> {
  const rows = await db
    .select({ ...getTableColumns(journeys), ...withAvatarName })
    .from(journeys)
    .innerJoin(avatars, eq(avatars.id, journeys.avatarId))
    .where(and(eq(journeys.id, id), eq(journeys.userId, userId)));
  if (!rows[0]) throw notFound('Journey');
  const [journey] = await answers(db, userId, rows);
  if (!journey) throw notFound('Journey');
  return journey;
}
