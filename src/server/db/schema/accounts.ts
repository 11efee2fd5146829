import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, timestamps } from './columns';

/** Coaches (and their assistants) who sign in. Email is kept lowercased; unique. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** scrypt$N$r$p$salt$hash: never the password itself. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/**
 * A secret a coach holds (a cookie, a link): only its SHA-256 is stored, with whose it is and until
 * when it works. A function, so that each table gets columns of its own.
 */
const userToken = () => ({
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamps.createdAt,
  expiresAt: moment('expires_at').notNull(),
});

/** Signed-in browsers. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    ...userToken(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Links sent by email to set a new password. The link holds a random token; only its SHA-256 is
 * stored. A link works once, until `expiresAt`; setting a password ends every other link too.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...userToken(),
    usedAt: moment('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
