import { and, asc, eq } from 'drizzle-orm';
import { avatarInputSchema, type Avatar } from '../../../model/avatars/avatar';
import type { Db } from '../../db/database';
import { avatars } from '../../db/schema';
import { notFound } from '../../errors';

type AvatarRow = typeof avatars.$inferSelect;

/** A stored avatar as the API answers it; fields a newer form added read as their defaults. */
export function avatarFromRow(row: AvatarRow): Avatar {
  const parsed = avatarInputSchema.safeParse({ ...row.fields, name: row.name });
  const fields = parsed.success ? parsed.data : avatarInputSchema.parse({ name: row.name });
  return {
    ...fields,
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The coach's avatars, in the order they were created. */
export async function avatarRowsOf(db: Db, userId: number): Promise<AvatarRow[]> {
  return db.select().from(avatars).where(eq(avatars.userId, userId)).orderBy(asc(avatars.id));
}

/** One of the coach's avatars, or 404 (another coach's avatar is not found either). */
export async function findOwnedAvatar(
  db: Db,
  userId: number,
  avatarId: number,
): Promise<AvatarRow> {
  const [row] = await db
    .select()
    .from(avatars)
    .where(and(eq(avatars.id, avatarId), eq(avatars.userId, userId)));
  if (!row) throw notFound('Avatar');
  return row;
}
