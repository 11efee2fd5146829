import type { Quotas } from '../../../model/limits';
import { NAME_MAX, type Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { websites } from '../../db/schema';
import { assertContentFits, assertRoomForWebsite } from '../quotas/check-room';
import { getWebsite } from './get-website';
import { insertPagesWithSections } from '../pages/page-rows';
import { contentVersion } from '../../../model/content-versions';

export const COPY_SUFFIX = ' (Copy)';

export function copyName(name: string): string {
  return name.slice(0, NAME_MAX - COPY_SUFFIX.length) + COPY_SUFFIX;
}

/** Copies a website with its settings, sections and elements; the copy is not published. */
export async function duplicateWebsite(
  db: Db,
  userId: number,
  websiteId: number,
  quotas: Quotas,
): Promise<Website> {
  const source = await getWebsite(db, userId, websiteId);
  assertContentFits(quotas, source.sections, 'This website');
  const id = await db.transaction(async (tx) => {
    await assertRoomForWebsite(tx, quotas, userId);
    const [row] = await tx
      .insert(websites)
      .values({
        userId,
        name: copyName(source.name),
        domain: null,
        template: source.template,
        settings: source.settings,
        settingsVersion: contentVersion(),
      })
      .returning({ id: websites.id });
    const copyId = (row as { id: number }).id;
    await insertPagesWithSections(tx, copyId, source, 'kept');
    return copyId;
  });
  return getWebsite(db, userId, id);
}
