import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ActivityKind } from '../../../model/hub/activity';
import { users } from './accounts';
import { moment } from './columns';

/** The coach's own actions, for the Content Hub's Recent Activity (the newest ACTIVITY_KEPT). */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    subject: text('subject').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [index('activity_user_idx').on(table.userId, table.id)],
);
