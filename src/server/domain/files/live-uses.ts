import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { publications, websites } from '../../db/schema';

/**
 * The coach's websites whose live page shows the file: its address (/files/{id}/...) is in the
 * page as published, or is the page's link preview image (og:image) or icon, in the document's
 * head, which the stored body does not hold. The trailing slash keeps /files/12/ from matching /files/123/.
 */
export async function liveUsesOf(db: Db, userId: number, fileId: number): Promise<string[]> {
  const needle = `/files/${fileId}/`;
  const shareImage = sql`${publications.snapshot} #>> '{settings,seo,imageUrl}'`;
  const icon = sql`${publications.snapshot} #>> '{settings,iconUrl}'`;
  const rows = await db
    .select({ name: websites.name })
    .from(websites)
    .innerJoin(publications, eq(publications.id, websites.livePublicationId))
    .where(
      and(
        eq(websites.userId, userId),
        or(
          sql`position(${needle} in ${publications.body}) > 0`,
          // The needle holds only '/', digits and letters: nothing a pattern reads as special.
          sql`${shareImage} ~ ${`^\\s*${needle}`}`,
          sql`${icon} ~ ${`^\\s*${needle}`}`,
        ),
      ),
    );
  return rows.map((r) => r.name);
}
