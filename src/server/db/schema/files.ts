import { bigint, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { FileKind } from '../../../model/files/file-types';
import type { FileVisibility } from '../../../model/files/file';
import { users } from './accounts';
import { timestamps } from './columns';

/** One stored web-sized copy of an image: its width, height and bytes. */
export type VariantRow = { width: number; height: number; size: number };

/**
 * The coach's Personal Storage (issue 13): what each file is; its bytes are in the file storage
 * under `storage_key` (never the coach's name for it).
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    folder: text('folder').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    visibility: text('visibility').$type<FileVisibility>().notNull(),
    kind: text('kind').$type<FileKind>().notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** What the file and its copies take, counted against the coach's quota. */
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<VariantRow[]>().notNull().default([]),
    storageKey: text('storage_key').notNull().unique(),
    /**
     * The random part of the file's address (`/files/{id}-{key}/...`), so no one can list files by
     * stepping through ids. Null for files stored before addresses had one (their old addresses
     * stay valid).
     */
    addressKey: text('address_key'),
    ...timestamps,
  },
  (table) => [index('files_user_idx').on(table.userId, table.id)],
);
