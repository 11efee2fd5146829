import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentBody, ContentKind } from '../../../model/ai/content';
import type { AvatarFields } from '../../../model/avatars/avatar';
import { users } from './accounts';
import { timestamps } from './columns';

/**
 * A coach's customer avatars (issue 12: kept with the account, not in the browser). The fields
 * are one validated document (`avatarInputSchema`); the name is a column too, for lists.
 */
export const avatars = pgTable(
  'avatars',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<AvatarFields>().notNull(),
    ...timestamps,
  },
  (table) => [index('avatars_user_idx').on(table.userId, table.id)],
);

/** Which avatar is the coach's current one: at most one row per coach. */
export const currentAvatars = pgTable(
  'current_avatars',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    avatarId: integer('avatar_id')
      .notNull()
      .references(() => avatars.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('current_avatars_avatar_idx').on(table.avatarId)],
);

/** Every generation, kept: the copy, the avatar it was written for, what wrote it. */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContentKind>().notNull(),
    title: text('title').notNull(),
    /** Null once the avatar is deleted: the copy stays, with the name it was written for. */
    avatarId: integer('avatar_id').references(() => avatars.id, { onDelete: 'set null' }),
    avatarName: text('avatar_name').notNull(),
    provider: text('provider').notNull(),
    sources: jsonb('sources').$type<string[]>().notNull(),
    proofNeeded: jsonb('proof_needed').$type<string[]>().notNull(),
    flags: jsonb('flags').$type<string[]>().notNull(),
    body: jsonb('body').$type<ContentBody>().notNull(),
    ...timestamps,
  },
  (table) => [index('content_items_user_kind_idx').on(table.userId, table.kind, table.id)],
);
