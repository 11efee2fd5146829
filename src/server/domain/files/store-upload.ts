import { randomBytes, randomUUID } from 'node:crypto';
import type { StoredFile } from '../../../model/files/file';
import type { Db } from '../../db/database';
import { files } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { recordActivity } from '../activity/record-activity';
import { lockCoach } from '../avatars/lock-coach';
import { fileFromRow } from './file-rows';
import type { ImageCopies } from './image-variants';
import type { InspectedUpload } from './inspect-upload';
import { assertStorageRoom } from './storage-room';

export type Upload = InspectedUpload & {
  bytes: Buffer;
  folder: string;
  copies: ImageCopies | null;
};

/**
 * Writes an upload's bytes and copies, then (with the coach's row locked, so two uploads cannot
 * both squeeze into the last megabyte) checks the quota again, exactly, and notes the file. Bytes
 * written for an upload that is then refused are removed again.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  userId: number,
  upload: Upload,
  quotaBytes: number,
): Promise<StoredFile> {
  const storageKey = randomUUID();
  const variants = upload.copies?.variants ?? [];
  const storedBytes = upload.bytes.length + variants.reduce((n, v) => n + v.bytes.length, 0);
  const keys = [`${storageKey}/original`, ...variants.map((v) => `${storageKey}/${v.width}w.webp`)];
  try {
    await storage.put(`${storageKey}/original`, upload.bytes, upload.mime);
    for (const v of variants)
      await storage.put(`${storageKey}/${v.width}w.webp`, v.bytes, 'image/webp');
    return await db.transaction(async (tx) => {
      await lockCoach(tx, userId);
      await assertStorageRoom(tx, userId, { name: upload.name, bytes: storedBytes }, quotaBytes);
      const [row] = await tx
        .insert(files)
        .values({
          userId,
          name: upload.name,
          folder: upload.folder,
          visibility: upload.kind === 'image' ? 'public' : 'private',
          kind: upload.kind,
          mime: upload.mime,
          size: upload.bytes.length,
          storedBytes,
          width: upload.copies?.width ?? null,
          height: upload.copies?.height ?? null,
          variants: variants.map((v) => ({
            width: v.width,
            height: v.height,
            size: v.bytes.length,
          })),
          storageKey,
          addressKey: randomBytes(12).toString('hex'),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordActivity(tx, userId, 'file-uploaded', upload.name);
      return fileFromRow(row);
    });
  } catch (err) {
    await storage.remove(keys).catch(() => undefined);
    throw err;
  }
}
