import { timestamp } from 'drizzle-orm/pg-core';

/** created_at and updated_at, set by the database. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** A moment, with its time zone, as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
