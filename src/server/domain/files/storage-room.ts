import { count, eq, sum } from 'drizzle-orm';
import { FILE_LIMITS, formatBytes } from '../../../model/files/file';
import type { Db } from '../../db/database';
import { files } from '../../db/schema';
import { AppError } from '../../errors';

/** Bytes the coach keeps, copies included. */
export async function usedBytes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(files.storedBytes) })
    .from(files)
    .where(eq(files.userId, userId));
  return Number(row?.bytes ?? 0);
}

/**
 * Room for one more file of `bytes` (copies included) in the coach's storage, or a refusal: 409
 * at FILE_LIMITS.perCoach files, 413 past the quota. `estimated` says the bytes are the least the
 * file will cost (told from its header, before its copies are made), not what it costs.
 */
export async function assertStorageRoom(
  db: Db,
  userId: number,
  file: { name: string; bytes: number; estimated?: boolean },
  quotaBytes: number,
): Promise<void> {
  const [row] = await db
    .select({ files: count(), bytes: sum(files.storedBytes) })
    .from(files)
    .where(eq(files.userId, userId));
  if ((row?.files ?? 0) >= FILE_LIMITS.perCoach) {
    throw new AppError(
      'conflict',
      `You can keep up to ${FILE_LIMITS.perCoach} files. Delete some you no longer use.`,
    );
  }
  const used = Number(row?.bytes ?? 0);
  if (used + file.bytes > quotaBytes) {
    const needs = `${file.estimated ? 'at least ' : ''}${formatBytes(file.bytes)}`;
    const message = `Your storage is full: ${formatBytes(used)} of ${formatBytes(quotaBytes)} used, and "${file.name}" needs ${needs}. Delete files to make room.`;
    throw new AppError('payload_too_large', message, { file: message });
  }
}
