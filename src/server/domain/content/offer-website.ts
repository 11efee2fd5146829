import type { Quotas } from '../../../model/limits';
import {
  OFFER_TEMPLATE,
  offerPageSections,
  offerWebsiteName,
  type OfferCurrency,
} from '../../../model/ai/offer-page';
import type { Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { createWebsite } from '../websites/create-website';
import { findOwnedContent } from './content-rows';

/** 'Use on a page': a new Course Offer website filled from one of the coach's kept offers. */
export async function offerWebsite(
  db: Db,
  userId: number,
  id: number,
  currency: OfferCurrency,
  quotas: Quotas,
): Promise<Website> {
  const row = await findOwnedContent(db, userId, id);
  if (row.body.shape !== 'offer') {
    throw new AppError('bad_request', 'id: only an offer can be used on a page', {
      id: 'only an offer can be used on a page',
    });
  }
  const offer = row.body.copy;
  return createWebsite(
    db,
    userId,
    {
      name: offerWebsiteName(offer),
      template: OFFER_TEMPLATE,
      sections: offerPageSections(offer, currency),
    },
    quotas,
  );
}
