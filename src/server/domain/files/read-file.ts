import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { variantWidthOf, type FileSegment } from '../../../model/files/image-url';
import type { Db } from '../../db/database';
import { files } from '../../db/schema';
import type { FileRow } from './file-rows';
import { liveUsesOf } from './live-uses';

export type FileToSend = { row: FileRow; key: string; mime: string; variant: number | null };

/**
 * What /files/{id}-{key}/{name} sends, or null (not there, or not the asker's to see). The address
 * must carry the file's own key (a file stored before keys: none), so ids cannot be stepped
 * through. The name names a web-sized copy ('portrait-960w.webp') or else the file itself: it is
 * only for people, so a renamed file's old address still works on pages published before the
 * rename. Public files go to anyone; a private one to its owner, and a private image also to
 * visitors of a live page that shows it.
 */
export async function fileToSend(
  db: Db,
  { id, key }: FileSegment,
  segment: string,
  viewerId: () => Promise<number | null>,
): Promise<FileToSend | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row || !sameKey(row.addressKey, key)) return null;
  if (row.visibility !== 'public') {
    const viewer = await viewerId();
    const mayView =
      viewer === row.userId || (row.kind === 'image' && (await liveUsesOf(db, row)).length > 0);
    if (!mayView) return null;
  }
  const width = segment === row.name ? null : variantWidthOf(segment);
  const variant = width !== null && row.variants.some((v) => v.width === width) ? width : null;
  return variant === null
    ? { row, key: `${row.storageKey}/original`, mime: row.mime, variant }
    : { row, key: `${row.storageKey}/${variant}w.webp`, mime: 'image/webp', variant };
}

/** Whether the address's key is the file's, compared in constant time. */
function sameKey(stored: string | null, given: string | null): boolean {
  if (stored === null || given === null) return stored === given;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
