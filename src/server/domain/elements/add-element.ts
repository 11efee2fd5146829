import { eq, max } from 'drizzle-orm';
import { ELEMENT_TYPES } from '../../../model/element-types';
import type { Quotas } from '../../../model/limits';
import type { AddElementInput, Element } from '../../../model/website';
import type { Db } from '../../db/database';
import { elements } from '../../db/schema';
import { AppError } from '../../errors';
import { acceptedElementType, cleanContent } from '../element-input';
import { findOwnedSection, touchWebsite } from '../owned';
import { assertRoomForElement } from '../quotas/check-room';
import { toElement } from '../rows';
import { contentVersion } from '../../../model/content-versions';

/** Adds an element of a type the section accepts, at the end unless an order is given. */
export async function addElement(
  db: Db,
  userId: number,
  sectionId: number,
  input: AddElementInput,
  quotas: Quotas,
): Promise<Element> {
  if (input.sectionId !== undefined && input.sectionId !== sectionId) {
    throw new AppError('bad_request', 'sectionId does not match the address', {
      sectionId: 'must match the section in the address',
    });
  }
  const { section, template } = await findOwnedSection(db, userId, sectionId);
  const type = acceptedElementType(template, section.type, input.type);
  const content = cleanContent(type, input.content ?? {});
  const styles = { ...ELEMENT_TYPES[type].defaultStyles, ...input.styles };
  return db.transaction(async (tx) => {
    await assertRoomForElement(tx, quotas, section.websiteId, sectionId);
    const [last] = await tx
      .select({ order: max(elements.order) })
      .from(elements)
      .where(eq(elements.sectionId, sectionId));
    const order = input.order ?? (last?.order ?? -1) + 1;
    const [row] = await tx
      .insert(elements)
      .values({ sectionId, type, order, content, contentVersion: contentVersion(), styles })
      .returning();
    await touchWebsite(tx, section.websiteId);
    return toElement(row as typeof elements.$inferSelect);
  });
}
