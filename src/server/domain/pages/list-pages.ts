import type { Page } from '../../../model/pages';
import type { Db } from '../../db/database';
import { findOwnedWebsite } from '../owned';
import { pagesOf } from './page-rows';

/** The website's pages in navigation order, if the user owns it. */
export async function listPages(db: Db, userId: number, websiteId: number): Promise<Page[]> {
  await findOwnedWebsite(db, userId, websiteId);
  return pagesOf(db, websiteId);
}
