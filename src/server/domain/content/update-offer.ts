import { and, eq } from 'drizzle-orm';
import type { ContentItem } from '../../../model/ai/content';
import { allStrings, machinePhrases } from '../../../model/ai/machine-phrases';
import type { GrandSlamOffer } from '../../../model/ai/outputs';
import type { Db } from '../../db/database';
import { contentItems } from '../../db/schema';
import { AppError } from '../../errors';
import { contentFromRow, findOwnedContent } from './content-rows';

/**
 * Keeps the coach's edit of an offer: the offer is replaced whole (it was validated against the
 * offer schema), its title follows its name, and the machine-phrase check runs again on the
 * coach's words. Only offers are edited this way.
 */
export async function updateOffer(
  db: Db,
  userId: number,
  id: number,
  offer: GrandSlamOffer,
): Promise<ContentItem> {
  const row = await findOwnedContent(db, userId, id);
  if (row.body.shape !== 'offer') {
    throw new AppError('bad_request', 'offer: only an offer can be edited', {
      offer: 'only an offer can be edited',
    });
  }
  const [updated] = await db
    .update(contentItems)
    .set({
      title: offer.name.slice(0, 200),
      body: { shape: 'offer', copy: offer },
      flags: machinePhrases(allStrings(offer)),
    })
    .where(and(eq(contentItems.id, id), eq(contentItems.userId, userId)))
    .returning();
  if (!updated) throw new Error('update returned no row');
  return contentFromRow(updated);
}
