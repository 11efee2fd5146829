import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { dayOf, lastDays } from '../../../model/analytics/date-range';
import type { HubAnswer } from '../../../model/hub/activity';
import type { Db } from '../../db/database';
import {
  avatars,
  coachConversations,
  contentItems,
  files,
  offers,
  pageViewDays,
  stories,
  websites,
} from '../../db/schema';
import { brandKitCount } from '../../../model/brand/brand-kit';
import { readCurrentAvatar } from '../avatars/current-avatar';
import { readBrandKit } from '../brand/brand-kit-rows';

/** GET /api/hub: what the Content Hub counts, and who the active avatar is. */
export async function hubSummary(db: Db, userId: number): Promise<HubAnswer> {
  const month = lastDays(dayOf(Date.now()), 30);
  const [[kept], [told], [written], [stored], current, kit, [viewed], [sessions], [sold]] =
    await Promise.all([
      db.select({ n: count() }).from(avatars).where(eq(avatars.userId, userId)),
      db.select({ n: count() }).from(stories).where(eq(stories.userId, userId)),
      db.select({ n: count() }).from(contentItems).where(eq(contentItems.userId, userId)),
      db.select({ n: count() }).from(files).where(eq(files.userId, userId)),
      readCurrentAvatar(db, userId),
      readBrandKit(db, userId),
      db
        .select({ n: sql<number>`coalesce(sum(${pageViewDays.views}), 0)::int` })
        .from(pageViewDays)
        .where(
          and(
            inArray(
              pageViewDays.websiteId,
              db.select({ id: websites.id }).from(websites).where(eq(websites.userId, userId)),
            ),
            gte(pageViewDays.day, month.from),
          ),
        ),
      db
        .select({ n: count() })
        .from(coachConversations)
        .where(eq(coachConversations.userId, userId)),
      db.select({ n: count() }).from(offers).where(eq(offers.userId, userId)),
    ]);
  return {
    counts: {
      avatars: kept?.n ?? 0,
      stories: told?.n ?? 0,
      content: written?.n ?? 0,
      files: stored?.n ?? 0,
      brand: kit ? brandKitCount(kit.kit) : 0,
      analytics: viewed?.n ?? 0,
      coach: sessions?.n ?? 0,
      offers: sold?.n ?? 0,
    },
    activeAvatar: current
      ? { name: current.name, profession: current.demographics.profession }
      : null,
  };
}
