import { eq, max } from 'drizzle-orm';
import type { Quotas } from '../../../model/limits';
import { templateFor } from '../../../model/templates/catalogue';
import type { AddSectionInput, Section } from '../../../model/website';
import type { Db } from '../../db/database';
import { sections } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnedWebsite, touchWebsite } from '../owned';
import { insertSections } from '../websites/insert-sections';
import { pageToAddTo } from '../pages/page-to-add-to';
import { acceptedElementType, cleanContent } from '../element-input';
import { assertRoomForSection } from '../quotas/check-room';
import { getSection } from './get-section';
import { contentVersion } from '../../../model/content-versions';

/**
 * Adds a section of a type the website's template supports, at the end unless an order is given,
 * seeded with the template's starter elements for that type so it never appears empty.
 */
function acceptedElementTypeAt(template: string, sectionType: string, type: string, index: number) {
  try {
    return acceptedElementType(template, sectionType, type);
  } catch (error) {
    if (error instanceof AppError && error.fields?.type) {
      throw new AppError('bad_request', error.message, {
        [`elements.${index}.type`]: error.fields.type,
      });
    }
    throw error;
  }
}

export async function addSection(
  db: Db,
  userId: number,
  websiteId: number,
  input: AddSectionInput,
  quotas: Quotas,
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
  const elements = input.elements
    ? input.elements.map((draft, i) => {
        const type = acceptedElementTypeAt(template.id, input.type, draft.type, i);
        return {
          type,
          content: cleanContent(type, draft.content ?? {}, `elements.${i}.content`),
          contentVersion: contentVersion(),
          styles: draft.styles ?? {},
        };
      })
    : (starter?.elements ?? []);
  return db.transaction(async (tx) => {
    await assertRoomForSection(tx, quotas, websiteId, elements.length);
    const [last] = await tx
      .select({ order: max(sections.order) })
      .from(sections)
      .where(eq(sections.websiteId, websiteId));
    const order = input.order ?? (last?.order ?? -1) + 1;
    const pageId = await pageToAddTo(tx, websiteId, input.pageId, input.type);
    const [id] = await insertSections(
      tx,
      { websiteId, pageId },
      [
        {
          type: input.type,
          name: input.name?.trim() || sectionType.label,
          title: input.title ?? starter?.title ?? null,
          elements,
        },
      ],
      order,
    );
    await touchWebsite(tx, websiteId);
    return getSection(tx, id as number);
  });
}
