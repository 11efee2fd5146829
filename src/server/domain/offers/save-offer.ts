import { and, eq, sql } from 'drizzle-orm';
import { OFFER_LIMITS, type Offer, type OfferFields } from '../../../model/offers/offer';
import type { Db } from '../../db/database';
import { offers } from '../../db/schema';
import { notFound } from '../../errors';
import { assertRoomToKeep } from '../room-to-keep';
import { offerColumns, offerFromRow } from './offer-rows';

/** POST /api/offers: a new offer (OFFER_LIMITS.perCoach at most). */
export async function createOffer(db: Db, userId: number, fields: OfferFields): Promise<Offer> {
  return db.transaction(async (tx) => {
    await assertRoomToKeep(tx, userId, {
      table: offers,
      owner: offers.userId,
      max: OFFER_LIMITS.perCoach,
      full: `You can keep up to ${OFFER_LIMITS.perCoach} offers. Delete one you no longer sell to add another.`,
    });
    const [row] = await tx
      .insert(offers)
      .values({ userId, ...offerColumns(fields) })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return offerFromRow(row);
  });
}

/** PUT /api/offers/{id}: replaces the offer with what the form holds. */
export async function updateOffer(
  db: Db,
  userId: number,
  id: number,
  fields: OfferFields,
): Promise<Offer> {
  const [row] = await db
    .update(offers)
    .set({ ...offerColumns(fields), updatedAt: sql`now()` })
    .where(and(eq(offers.id, id), eq(offers.userId, userId)))
    .returning();
  if (!row) throw notFound('Offer');
  return offerFromRow(row);
}

/** DELETE /api/offers/{id} */
export async function deleteOffer(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(offers)
    .where(and(eq(offers.id, id), eq(offers.userId, userId)))
    .returning({ id: offers.id });
  if (gone.length === 0) throw notFound('Offer');
}
