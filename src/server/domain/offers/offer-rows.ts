import { and, eq } from 'drizzle-orm';
import {
  centsToPrice,
  offerInputSchema,
  priceToCents,
  type Offer,
  type OfferFields,
} from '../../../model/offers/offer';
import type { Db } from '../../db/database';
import { offers } from '../../db/schema';
import { notFound } from '../../errors';

export type OfferRow = typeof offers.$inferSelect;

/** The columns an offer's fields are stored in. */
export function offerColumns(fields: OfferFields) {
  return {
    name: fields.name,
    priceCents: priceToCents(fields.price),
    currency: fields.currency,
    duration: fields.duration,
    format: fields.format,
    includes: fields.includes,
    checkoutLink: fields.checkoutLink,
    bookingLink: fields.bookingLink,
  };
}

/** A stored offer's fields (read through the schema, so its shape is always whole). */
export function offerFieldsFromRow(row: OfferRow): OfferFields {
  const parsed = offerInputSchema.safeParse({
    name: row.name,
    price: centsToPrice(row.priceCents),
    currency: row.currency,
    duration: row.duration,
    format: row.format,
    includes: row.includes,
    checkoutLink: row.checkoutLink,
    bookingLink: row.bookingLink,
  });
  return parsed.success ? parsed.data : offerInputSchema.parse({ name: row.name || 'Offer' });
}

/** A stored offer as the API answers it. */
export function offerFromRow(row: OfferRow): Offer {
  return {
    ...offerFieldsFromRow(row),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One of the coach's offers, or 404 (another coach's offer is not found either). */
export async function findOwnedOffer(db: Db, userId: number, id: number): Promise<OfferRow> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.userId, userId)));
  if (!row) throw notFound('Offer');
  return row;
}
