import { and, eq, sql } from 'drizzle-orm';
import { JOURNEY_LIMITS, type Journey, type JourneyFields } from '../../../model/journeys/journey';
import type { Db } from '../../db/database';
import { journeys } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnedAvatar } from '../avatars/avatar-rows';
import { findOwnedJourney, keptContentIds } from './journey-rows';
import { assertRoomToKeep } from '../room-to-keep';

/** The avatar must be the coach's (else 404), and every content item one of their library's (else 400). */
async function checkRefs(db: Db, userId: number, fields: JourneyFields): Promise<void> {
  await findOwnedAvatar(db, userId, fields.avatarId);
  const ids = fields.stages.flatMap((s) => s.contentIds);
  const kept = await keptContentIds(db, userId, ids);
  const fieldErrors: Record<string, string> = {};
  fields.stages.forEach((stage, i) => {
    if (stage.contentIds.some((id) => !kept.has(id))) {
      fieldErrors[`stages.${i}.contentIds`] = 'names content that is not in your library';
    }
  });
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('bad_request', 'Some content is not in your library', fieldErrors);
  }
}

/** POST /api/journeys: a new map (JOURNEY_LIMITS.perCoach at most). */
export async function createJourney(
  db: Db,
  userId: number,
  fields: JourneyFields,
): Promise<Journey> {
  const id = await db.transaction(async (tx) => {
    await assertRoomToKeep(tx, userId, {
      table: journeys,
      owner: journeys.userId,
      max: JOURNEY_LIMITS.perCoach,
      full: `You can keep up to ${JOURNEY_LIMITS.perCoach} journey maps. Delete one you no longer use to add another.`,
    });
    await checkRefs(tx, userId, fields);
    const [row] = await tx
      .insert(journeys)
      .values({ userId, avatarId: fields.avatarId, name: fields.name, stages: fields.stages })
      .returning({ id: journeys.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
  return findOwnedJourney(db, userId, id);
}

/** PUT /api/journeys/{id}: replaces the map with what the screen holds. */
export async function updateJourney(
  db: Db,
  userId: number,
  id: number,
  fields: JourneyFields,
): Promise<Journey> {
  await findOwnedJourney(db, userId, id);
  await checkRefs(db, userId, fields);
  await db
    .update(journeys)
    .set({
      avatarId: fields.avatarId,
      name: fields.name,
      stages: fields.stages,
      updatedAt: sql`now()`,
    })
    .where(and(eq(journeys.id, id), eq(journeys.userId, userId)));
  return findOwnedJourney(db, userId, id);
}

/** DELETE /api/journeys/{id} */
export async function deleteJourney(db: Db, userId: number, id: number): Promise<void> {
  await findOwnedJourney(db, userId, id);
  await db.delete(journeys).where(and(eq(journeys.id, id), eq(journeys.userId, userId)));
}
