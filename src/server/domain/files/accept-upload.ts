import type { StoredFile } from '../../../model/files/file';
import type { Db } from '../../db/database';
import type { FileLimits, FileStorage } from '../../storage/file-storage';
import type { DecodeQueue } from './decode-queue';
import { leastCopyBytes, readImageHeader } from './image-header';
import { inspectUpload } from './inspect-upload';
import { storeUpload } from './store-upload';
import { assertStorageRoom } from './storage-room';

export type UploadParts = {
  storage: FileStorage;
  fileLimits: FileLimits;
  decodeQueue: DecodeQueue;
};

/**
 * POST /api/files: what the bytes are; for an image, its size from its header; whether the coach
 * has room for the least it will cost (so a full storage is refused before any pixel is decoded);
 * then the image's copies in its turn (decode-queue.ts); then the bytes, stored and checked
 * against the quota exactly.
 */
export async function acceptUpload(
  db: Db,
  { storage, fileLimits, decodeQueue }: UploadParts,
  userId: number,
  upload: { name: string; bytes: Buffer; folder: string },
  signal?: AbortSignal,
): Promise<StoredFile> {
  const inspected = await inspectUpload(upload.name, upload.bytes, fileLimits.maxFileBytes);
  const header =
    inspected.kind === 'image' ? await readImageHeader(upload.bytes, inspected.name) : null;
  const least = upload.bytes.length + (header ? leastCopyBytes(header) : 0);
  await assertStorageRoom(
    db,
    userId,
    { name: inspected.name, bytes: least, estimated: header !== null },
    fileLimits.quotaBytes,
  );
  const copies = header
    ? await decodeQueue.copies(userId, upload.bytes, inspected.name, signal)
    : null;
  return storeUpload(
    db,
    storage,
    userId,
    { ...inspected, bytes: upload.bytes, folder: upload.folder, copies },
    fileLimits.quotaBytes,
  );
}
