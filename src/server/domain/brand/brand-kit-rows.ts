import { and, desc, eq } from 'drizzle-orm';
import {
  brandKitCount,
  brandKitSchema,
  emptyBrandKit,
  type BrandAnswer,
  type BrandKit,
  type BrandVoice,
} from '../../../model/brand/brand-kit';
import { kitFromSettings } from '../../../model/brand/brand-settings';
import type { Db } from '../../db/database';
import { brandKits, files, websites } from '../../db/schema';
import { fileFromRow } from '../files/file-rows';

/** The coach's kit as stored (read through the schema), or null before they save one. */
export async function readBrandKit(
  db: Db,
  userId: number,
): Promise<{ kit: BrandKit; updatedAt: Date } | null> {
  const [row] = await db.select().from(brandKits).where(eq(brandKits.userId, userId));
  if (!row) return null;
  const parsed = brandKitSchema.safeParse(row.kit);
  return { kit: parsed.success ? parsed.data : emptyBrandKit(), updatedAt: row.updatedAt };
}

/** The logo's file, when the kit names one that still exists (a deleted file is no logo). */
export async function brandLogo(db: Db, userId: number, kit: BrandKit) {
  if (kit.logoFileId === null) return null;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, kit.logoFileId), eq(files.userId, userId)));
  return row ? fileFromRow(row) : null;
}

/**
 * A kit the coach has not saved yet starts from her latest website's settings (what she typed in
 * its Design tab), naming that website when it gave the kit anything; else it is empty.
 */
async function startingKit(
  db: Db,
  userId: number,
): Promise<{ kit: BrandKit; from: string | null }> {
  const [latest] = await db
    .select({ name: websites.name, settings: websites.settings })
    .from(websites)
    .where(eq(websites.userId, userId))
    .orderBy(desc(websites.updatedAt), desc(websites.id))
    .limit(1);
  const kit = latest ? kitFromSettings(latest.settings) : emptyBrandKit();
  return { kit, from: latest && brandKitCount(kit) > 0 ? latest.name : null };
}

/** GET /api/brand */
export async function brandAnswer(db: Db, userId: number): Promise<BrandAnswer> {
  const stored = await readBrandKit(db, userId);
  const { kit, from } = stored ? { kit: stored.kit, from: null } : await startingKit(db, userId);
  const logo = await brandLogo(db, userId, kit);
  return {
    ...kit,
    logoFileId: logo ? kit.logoFileId : null,
    logo: logo
      ? { url: logo.url, thumbnailUrl: logo.variants[0]?.url ?? logo.url, name: logo.name }
      : null,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    startedFrom: from,
  };
}

/** The coach's brand voice for the AI layer, or null when they have not written one. */
export async function readBrandVoice(db: Db, userId: number): Promise<BrandVoice | null> {
  const voice = (await readBrandKit(db, userId))?.kit.voice;
  if (!voice) return null;
  const said = voice.tone.length + voice.do.length + voice.dont.length + voice.taglines.length;
  return said > 0 ? voice : null;
}
