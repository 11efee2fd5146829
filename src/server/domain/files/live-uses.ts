import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { publications, websites } from '../../db/schema';

/**
 * The coach's websites whose live page shows the file: its address (/files/{id}/...) is in the
 * page as published. The trailing slash keeps /files/12/ from matching /files/123/.
 */
export async function liveUsesOf(db: Db, userId: number, fileId: number): Promise<string[]> {
  const needle = `/files/${fileId}/`;
  const rows = await db
    .select({ name: websites.name })
    .from(websites)
    .innerJoin(publications, eq(publications.id, websites.livePublicationId))
    .where(and(eq(websites.userId, userId), sql`position(${needle} in ${publications.body}) > 0`));
  return rows.map((r) => r.name);
}
