import { and, eq, sql } from 'drizzle-orm';
import type { Section, UpdateSectionInput } from '../../../model/website';
import type { Db } from '../../db/database';
import { sections } from '../../db/schema';
import { findOwnedSection, touchWebsite } from '../owned';
import { expectUpdated } from '../versioned-update';
import { getSection } from './get-section';

export async function updateSection(
  db: Db,
  userId: number,
  sectionId: number,
  input: UpdateSectionInput,
): Promise<Section> {
  const { section } = await findOwnedSection(db, userId, sectionId);
  const { version, ...changes } = input;
  const rows = await db
    .update(sections)
    .set({ ...changes, version: sql`${sections.version} + 1` })
    .where(
      and(
        eq(sections.id, sectionId),
        version === undefined ? undefined : eq(sections.version, version),
      ),
    )
    .returning({ id: sections.id });
  expectUpdated(rows, 'Section', version !== undefined);
  await touchWebsite(db, section.websiteId);
  return getSection(db, sectionId);
}
