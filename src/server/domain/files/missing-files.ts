import { and, eq, inArray } from 'drizzle-orm';
import { fileSegmentsIn, withoutMissingFiles } from '../../../model/files/file-images';
import { fileSegment, parseFileSegment } from '../../../model/files/image-url';
import type { Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { files } from '../../db/schema';

/**
 * Which of these file addresses (segments, '12-9f86...') are not the coach's files: deleted, or
 * never theirs. A segment names a file by its id and its address key, so a file stored before keys
 * ('12') and one with a key are told apart as the addresses are.
 */
export async function missingFiles(
  db: Db,
  userId: number,
  segments: readonly string[],
): Promise<string[]> {
  const ids = [...new Set(segments.flatMap((segment) => parseFileSegment(segment)?.id ?? []))];
  if (ids.length === 0) return [...segments];
  const rows = await db
    .select({ id: files.id, addressKey: files.addressKey })
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.id, ids)));
  const kept = new Set(rows.map((row) => fileSegment(row.id, row.addressKey)));
  return segments.filter((segment) => !kept.has(segment));
}

/**
 * The website as visitors may be shown it: pictures whose file is no longer among its coach's
 * files left out (model/files/file-images.ts), rather than drawn as a broken image.
 */
export async function withoutDeletedFiles(db: Db, website: Website): Promise<Website> {
  const segments = fileSegmentsIn(website);
  if (segments.length === 0) return website;
  const missing = await missingFiles(db, website.userId, segments);
  return missing.length === 0 ? website : withoutMissingFiles(website, new Set(missing));
}
