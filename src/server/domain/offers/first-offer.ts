import { asc, eq } from 'drizzle-orm';
import type { OfferFields } from '../../../model/offers/offer';
import type { Db } from '../../db/database';
import { offers } from '../../db/schema';
import { offerFieldsFromRow } from './offer-rows';

/**
 * The offer the writers start from: her first (usually her main one), or null when she has none.
 * Its name, price and links are facts; the writers take them as they are.
 */
export async function firstOffer(db: Db, userId: number): Promise<OfferFields | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(eq(offers.userId, userId))
    .orderBy(asc(offers.id))
    .limit(1);
  return row ? offerFieldsFromRow(row) : null;
}
