import { and, eq, or, sql } from 'drizzle-orm';
import { fileSegment } from '../../../model/files/image-url';
import type { Db } from '../../db/database';
import { publications, websites } from '../../db/schema';

/**
 * The coach's websites whose live page shows the file: its address (/files/{id}-{key}/...) is in
 * the page as published, or is the page's link preview image (og:image) or icon, in the document's
 * head, which the stored body does not hold. The trailing slash keeps /files/12/ from matching
 * /files/123/ (and a file stored before keys, /files/12/, from matching /files/12-{key}/).
 */
export async function liveUsesOf(
  db: Db,
  file: { userId: number; id: number; addressKey: string | null },
): Promise<string[]> {
  const { userId } = file;
  const needle = `/files/${fileSegment(file.id, file.addressKey)}/`;
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
          // The needle holds only '/', '-', digits and letters: nothing a pattern reads as special.
          sql`${shareImage} ~ ${`^\\s*${needle}`}`,
          sql`${icon} ~ ${`^\\s*${needle}`}`,
        ),
      ),
    );
  return rows.map((r) => r.name);
}
