import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { CoachRole, MessageStatus } from '../../../model/coach/conversation';
import { users } from './accounts';
import { moment, timestamps } from './columns';

/** The AI Business Coach's conversations (issue 14), kept until the coach deletes them. */
export const coachConversations = pgTable(
  'coach_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** False until the coach names it: the first question names it until then. */
    named: boolean('named').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('coach_conversations_user_idx').on(t.userId, t.updatedAt.desc())],
);

export const coachMessages = pgTable(
  'coach_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => coachConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<CoachRole>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('complete'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('coach_messages_conversation_idx').on(t.conversationId, t.id)],
);
