import { and, eq } from 'drizzle-orm';
import type { StoredFile } from '../../../model/files/file';
import { fileSegment, fileUrl, variantUrl } from '../../../model/files/image-url';
import type { Db } from '../../db/database';
import { files } from '../../db/schema';
import { notFound } from '../../errors';

export type FileRow = typeof files.$inferSelect;

/** A stored file as the API answers it, with the addresses of its bytes and copies. */
export function fileFromRow(row: FileRow): StoredFile {
  const segment = fileSegment(row.id, row.addressKey);
  return {
    id: row.id,
    name: row.name,
    folder: row.folder,
    tags: row.tags,
    visibility: row.visibility,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    url: fileUrl(segment, row.name),
    variants: row.variants.map((v) => ({ ...v, url: variantUrl(segment, row.name, v.width) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One of the coach's files, or 404 (another coach's file is not found either). */
export async function findOwnedFile(db: Db, userId: number, id: number): Promise<FileRow> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.userId, userId)));
  if (!row) throw notFound('File');
  return row;
}

/** The storage keys of a file's bytes and of each copy. */
export function storageKeys(row: Pick<FileRow, 'storageKey' | 'variants'>): string[] {
  return [
    `${row.storageKey}/original`,
    ...row.variants.map((v) => `${row.storageKey}/${v.width}w.webp`),
  ];
}
