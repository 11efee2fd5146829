import { asc, eq } from 'drizzle-orm';
import type { OffersAnswer } from '../../../model/offers/offer';
import type { Db } from '../../db/database';
import { offers } from '../../db/schema';
import { offerFromRow } from './offer-rows';

/** GET /api/offers: the coach's offers, oldest first (her main offer is usually her first). */
export async function listOffers(db: Db, userId: number): Promise<OffersAnswer> {
  const rows = await db
    .select()
    .from(offers)
    .where(eq(offers.userId, userId))
    .orderBy(asc(offers.id));
  return { offers: rows.map(offerFromRow) };
}
