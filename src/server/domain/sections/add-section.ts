import { eq, max } from 'drizzle-orm';
import { templateFor } from '../../../model/templates/catalogue';
import type { AddSectionInput, Section } from '../../../model/website';
import type { Db } from '../../db/database';
import { sections } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnedWebsite, touchWebsite } from '../owned';
import { insertSections } from '../websites/insert-sections';
import { getSection } from './get-section';

/**
 * Adds a section of a type the website's template supports, at the end unless an order is given,
 * seeded with the template's starter elements for that type so it never appears empty.
 */
export async function addSection(
  db: Db,
  userId: number,
  websiteId: number,
  input: AddSectionInput,
): Promise<Section> {
  const website = await findOwnedWebsite(db, userId, websiteId);
  const template = templateFor(website.template);
  const sectionType = template.sectionTypes[input.type];
  if (!sectionType) {
    const list = Object.keys(template.sectionTypes).join(', ');
    throw new AppError('bad_request', `This template has no "${input.type}" section`, {
      type: `must be one of: ${list}`,
    });
  }
  const starter = template.starter.find((s) => s.type === input.type);
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ order: max(sections.order) })
      .from(sections)
      .where(eq(sections.websiteId, websiteId));
    const order = input.order ?? (last?.order ?? -1) + 1;
    const [id] = await insertSections(
      tx,
      websiteId,
      [
        {
          type: input.type,
          name: input.name?.trim() || sectionType.label,
          title: input.title ?? starter?.title ?? null,
          elements: starter?.elements ?? [],
        },
      ],
      order,
    );
    await touchWebsite(tx, websiteId);
    return getSection(tx, id as number);
  });
}
