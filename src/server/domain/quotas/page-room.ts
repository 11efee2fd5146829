import { and, eq, sql } from 'drizzle-orm';
import type { Quotas } from '../../../model/limits';
import { quotaMessages } from '../../../model/quota-messages';
import type { Db } from '../../db/database';
import { pages } from '../../db/schema';
import { AppError } from '../../errors';
import { lockWebsiteContent } from './quota-locks';

/**
 * Room in the website for one more page besides its home page. It takes the website's content lock
 * (quota-locks.ts), as a new page brings sections: two pages added at once are counted in turn.
 */
export async function assertRoomForPage(tx: Db, quotas: Quotas, websiteId: number): Promise<void> {
  await lockWebsiteContent(tx, websiteId);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), eq(pages.isHome, false)));
  const max = quotas.pagesPerWebsite;
  if ((row?.count ?? 0) >= max) {
    throw new AppError('conflict', quotaMessages.pages(max), {
      pages: `at most ${max.toLocaleString('en-US')} besides the home page`,
    });
  }
}
