import { count, eq } from 'drizzle-orm';
import type { HubAnswer } from '../../../model/hub/activity';
import type { Db } from '../../db/database';
import { avatars, contentItems, files, stories } from '../../db/schema';
import { brandKitCount } from '../../../model/brand/brand-kit';
import { readCurrentAvatar } from '../avatars/current-avatar';
import { readBrandKit } from '../brand/brand-kit-rows';

/** GET /api/hub: what the Content Hub counts, and who the active avatar is. */
export async function hubSummary(db: Db, userId: number): Promise<HubAnswer> {
  const [[kept], [told], [written], [stored], current, kit] = await Promise.all([
    db.select({ n: count() }).from(avatars).where(eq(avatars.userId, userId)),
    db.select({ n: count() }).from(stories).where(eq(stories.userId, userId)),
    db.select({ n: count() }).from(contentItems).where(eq(contentItems.userId, userId)),
    db.select({ n: count() }).from(files).where(eq(files.userId, userId)),
    readCurrentAvatar(db, userId),
    readBrandKit(db, userId),
  ]);
  return {
    counts: {
      avatars: kept?.n ?? 0,
      stories: told?.n ?? 0,
      content: written?.n ?? 0,
      files: stored?.n ?? 0,
      brand: kit ? brandKitCount(kit.kit) : 0,
    },
    activeAvatar: current
      ? { name: current.name, profession: current.demographics.profession }
      : null,
  };
}
