import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { OfferCurrency } from '../../../model/offers/offer';
import { users } from './accounts';
import { timestamps } from './columns';

/**
 * My offers (issue 24): the coach's own products. The price is kept in cents (null when she has
 * not set one); what is included is a list of lines.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents'),
    currency: text('currency').$type<OfferCurrency>().notNull().default('USD'),
    duration: text('duration').notNull().default(''),
    format: text('format').notNull().default(''),
    includes: jsonb('includes').$type<string[]>().notNull().default([]),
    checkoutLink: text('checkout_link').notNull().default(''),
    bookingLink: text('booking_link').notNull().default(''),
    ...timestamps,
  },
  (table) => [index('offers_user_idx').on(table.userId, table.id)],
);
