import { sql } from 'drizzle-orm';
import type { BrandAnswer, BrandKit } from '../../../model/brand/brand-kit';
import type { Db } from '../../db/database';
import { brandKits } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnedFile } from '../files/file-rows';
import { brandAnswer } from './brand-kit-rows';

/** PUT /api/brand: replaces the kit; its logo must be one of the coach's own images. */
export async function saveBrandKit(db: Db, userId: number, kit: BrandKit): Promise<BrandAnswer> {
  if (kit.logoFileId !== null) {
    const file = await findOwnedFile(db, userId, kit.logoFileId);
    if (file.kind !== 'image') {
      throw new AppError('bad_request', 'logoFileId must be an image', {
        logoFileId: 'must be an image',
      });
    }
  }
  await db
    .insert(brandKits)
    .values({ userId, kit })
    .onConflictDoUpdate({ target: brandKits.userId, set: { kit, updatedAt: sql`now()` } });
  return brandAnswer(db, userId);
}
