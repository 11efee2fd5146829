import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Stage } from '../../../model/journeys/journey';
import { users } from './accounts';
import { avatars } from './avatars';
import { timestamps } from './columns';

/** Customer journey maps (issue 14): one avatar's six stages, as one validated document. */
export const journeys = pgTable(
  'journeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A map is for one avatar: deleting the avatar deletes its maps. */
    avatarId: integer('avatar_id')
      .notNull()
      .references(() => avatars.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    stages: jsonb('stages').$type<Stage[]>().notNull(),
    ...timestamps,
  },
  (table) => [index('journeys_user_idx').on(table.userId, table.id)],
);
