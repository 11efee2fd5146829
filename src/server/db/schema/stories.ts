import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { StoryFields } from '../../../model/stories/story';
import { users } from './accounts';
import { avatars } from './avatars';
import { timestamps } from './columns';

/**
 * The coach's Story Memory Bank (issue 13). The story is one validated document
 * (`storyInputSchema`); what lists filter on (kind, the avatar) is a column too.
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoryFields['kind']>().notNull(),
    avatarId: integer('avatar_id').references(() => avatars.id, { onDelete: 'set null' }),
    fields: jsonb('fields').$type<StoryFields>().notNull(),
    ...timestamps,
  },
  (table) => [index('stories_user_idx').on(table.userId, table.id)],
);
