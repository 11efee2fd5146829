import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { BrandKit } from '../../../model/brand/brand-kit';
import { users } from './accounts';
import { timestamps } from './columns';

/** The coach's brand kit (issue 13): one validated document per coach (`brandKitSchema`). */
export const brandKits = pgTable('brand_kits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kit: jsonb('kit').$type<BrandKit>().notNull(),
  ...timestamps,
});
