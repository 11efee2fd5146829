import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ShareLinkAnswer } from '../../../model/api-answers';
import { SHARE_TOKEN_BYTES } from '../../../model/share-token';
import type { Db } from '../../db/database';
import { shareLinks, websites } from '../../db/schema';
import { notFound } from '../../errors';
import { findOwnedWebsite } from '../owned';

/** A share link as stored; its answer adds the address (ShareLinkAnswer). */
export type ShareLink = Omit<ShareLinkAnswer, 'publicUrl'>;

const toShareLink = (row: typeof shareLinks.$inferSelect): ShareLink => ({
  token: row.token,
  websiteId: row.websiteId,
  createdAt: row.createdAt.toISOString(),
});

/** Random bits from the system's CSPRNG, URL-safe: a link nobody can guess. */
export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

export async function findActiveShareLink(
  db: Db,
  userId: number,
  websiteId: number,
): Promise<ShareLink | null> {
  await findOwnedWebsite(db, userId, websiteId);
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.websiteId, websiteId), isNull(shareLinks.revokedAt)))
    .orderBy(desc(shareLinks.createdAt))
    .limit(1);
  return row ? toShareLink(row) : null;
}

/** The website's read-only draft link: the active one if there is one, else a new one. */
export async function createShareLink(
  db: Db,
  userId: number,
  websiteId: number,
): Promise<ShareLink> {
  const existing = await findActiveShareLink(db, userId, websiteId);
  if (existing) return existing;
  // A revoked token answers 404 with or without its row: dropping them means revoking and making
  // links again cannot pile rows up.
  await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.websiteId, websiteId), isNotNull(shareLinks.revokedAt)));
  const [row] = await db
    .insert(shareLinks)
    .values({ token: newShareToken(), websiteId })
    .returning();
  return toShareLink(row as typeof shareLinks.$inferSelect);
}

/** Stops a share link working; a new one can be made afterwards. */
export async function revokeShareLink(db: Db, userId: number, token: string): Promise<void> {
  const [owned] = await db
    .select({ token: shareLinks.token })
    .from(shareLinks)
    .innerJoin(websites, eq(websites.id, shareLinks.websiteId))
    .where(
      and(eq(shareLinks.token, token), eq(websites.userId, userId), isNull(shareLinks.revokedAt)),
    );
  if (!owned) throw notFound('Share link');
  await db.update(shareLinks).set({ revokedAt: new Date() }).where(eq(shareLinks.token, token));
}
