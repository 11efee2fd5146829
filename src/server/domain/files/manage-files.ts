import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FilePatch, FileQuery, FilesAnswer, StoredFile } from '../../../model/files/file';
import type { Db } from '../../db/database';
import { files } from '../../db/schema';
import { AppError } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { fileFromRow, findOwnedFile, storageKeys } from './file-rows';
import { liveUsesOf } from './live-uses';
import { usedBytes } from './storage-room';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/files: the coach's files, newest first, filtered; their folders; what they use. */
export async function listFiles(
  db: Db,
  userId: number,
  query: FileQuery,
  limits: { quotaBytes: number; maxFileBytes: number },
): Promise<FilesAnswer> {
  const words = query.q ? `%${escapeLike(query.q)}%` : null;
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.userId, userId),
        query.kind ? eq(files.kind, query.kind) : undefined,
        query.folder !== undefined ? eq(files.folder, query.folder) : undefined,
        query.tag ? sql`${files.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
        words ? or(ilike(files.name, words), sql`${files.tags}::text ilike ${words}`) : undefined,
      ),
    )
    .orderBy(desc(files.id));
  const folders = await db
    .selectDistinct({ folder: files.folder })
    .from(files)
    .where(and(eq(files.userId, userId), sql`${files.folder} <> ''`))
    .orderBy(asc(files.folder));
  return {
    files: rows.map(fileFromRow),
    folders: folders.map((f) => f.folder),
    usage: { usedBytes: await usedBytes(db, userId), ...limits },
  };
}

/** PATCH /api/files/{id}: rename, move to a folder, tag, or make public or private. */
export async function updateFile(
  db: Db,
  userId: number,
  id: number,
  patch: FilePatch,
): Promise<StoredFile> {
  const current = await findOwnedFile(db, userId, id);
  if (patch.visibility === 'private' && current.visibility === 'public') {
    const live = await liveUsesOf(db, current);
    if (live.length > 0) {
      const message = `This image is on the live page of ${live.join(', ')}: visitors would stop seeing it. Remove it from the page and publish again first.`;
      throw new AppError('conflict', message, { visibility: message });
    }
  }
  const [row] = await db
    .update(files)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(files.id, id), eq(files.userId, userId)))
    .returning();
  if (!row) throw new Error('update returned no row');
  return fileFromRow(row);
}

/** DELETE /api/files/{id}: refused while a live page shows it; the bytes go with the row. */
export async function deleteFile(
  db: Db,
  storage: FileStorage,
  userId: number,
  id: number,
): Promise<void> {
  const row = await findOwnedFile(db, userId, id);
  const live = await liveUsesOf(db, row);
  if (live.length > 0) {
    throw new AppError(
      'conflict',
      `"${row.name}" is on the live page of ${live.join(', ')}. Remove it from the page and publish again before deleting it.`,
    );
  }
  await db.delete(files).where(and(eq(files.id, id), eq(files.userId, userId)));
  await storage.remove(storageKeys(row));
}
