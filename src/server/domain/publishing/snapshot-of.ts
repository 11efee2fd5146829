import { upgradeSnapshot } from '../../../model/content-versions';
import type { Website } from '../../../model/website';
import type { publications } from '../../db/schema';

/** The columns a publication's content is read from. */
export type StoredSnapshot = Pick<typeof publications.$inferSelect, 'snapshot' | 'contentVersion'>;

/**
 * A publication's content as the running code reads it. Every reader that re-renders a stored
 * page comes through here, so this is the one place where content written in an older schema
 * version (`contentVersion`) is brought up to the current one.
 */
export function snapshotOf(row: StoredSnapshot): Website {
  return upgradeSnapshot(row.snapshot, row.contentVersion);
}
