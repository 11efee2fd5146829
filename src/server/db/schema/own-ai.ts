import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { OwnAiProvider } from '../../../model/ai/own-ai';
import { users } from './accounts';
import { timestamps } from './columns';

/**
 * The coach's own AI (issue 27): which provider, address and model, and their key sealed like the
 * CRM token (secrets/secret-box.ts); `keyHint` is its last 4 characters. No key for a local Ollama.
 */
export const ownAiSettings = pgTable('own_ai_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<OwnAiProvider>().notNull(),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  keySealed: text('key_sealed'),
  keyHint: text('key_hint'),
  ...timestamps,
});
